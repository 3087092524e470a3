/**
 * SQL of deleting a corporation with every row of it (docs/roles-and-tenancy.md#deleting-a-corporation).
 * Runs in the caller's transaction as the owner: one transaction, all of it or nothing.
 */
import type { Tx } from '../../db/tenant.js';

/**
 * The tables holding a corporation's rows by `corp_id`, children before their parents so that
 * every foreign key still holds after each statement. The audit log is not here: it is kept.
 * corps.delete.db.test.ts fails when a table with `corp_id` is neither here nor kept.
 */
// prettier-ignore
export const CORP_TABLES = [
  'billed_periods', 'invoice_mails', 'invoice_items', 'invoices',
  'timesheet_reminders', 'timesheet_attachments', 'timesheet_items', 'timesheets',
  'billings', 'employee_reminder_claims', 'employee_contacts', 'employees',
  'approval_links', 'approver_mailings', 'vendor_contacts', 'vendors', 'admin_settings', 'invoice_counters', 'corp_contacts', 'corp_logos',
  'idempotency_keys', 'outbox', 'users',
] as const;

/** Tables with `corp_id` whose rows outlive their corporation: who did what stays on record. */
export const KEPT_TABLES = ['audit_log'] as const;

export type Removed = Record<string, number>;

/**
 * Locks the corporation against every other request and answers its name (undefined when there
 * is none). A request writing its rows holds a key share on it (their foreign keys), an export
 * holds one for its whole run: then this fails at once with 55P03 instead of waiting. The lock
 * timeout makes any later wait for a row another request holds fail the same way, well before
 * PostgreSQL's deadlock check (1 s) could cancel that request instead.
 */
export async function lockCorpForDelete(tx: Tx, id: number): Promise<string | undefined> {
  await tx.query(`SET LOCAL lock_timeout = '500ms'`);
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM corporations WHERE id = $1 FOR UPDATE NOWAIT',
    [id],
  );
  return rows[0]?.name;
}

/**
 * The rate-limit counters of the corporation's users and employees, by the keys that
 * auth/token.routes.ts, auth/renew.routes.ts, users/users.routes.ts and
 * employees/invitation.limit.ts count under; a corporation's guests are counted by address only.
 */
const DELETE_COUNTERS = `
  DELETE FROM rate_limits WHERE key IN (
    SELECT k FROM users u,
           unnest(ARRAY['login:user:' || lower(u.username), 'reset:user:' || lower(u.username),
                        'pwd:user:' || lower(u.username), 'renew:user:' || u.id]) AS k
     WHERE u.corp_id = $1
    UNION ALL
    SELECT 'invite:employee:' || e.id FROM employees e WHERE e.corp_id = $1)`;

/**
 * Deletes every row of the locked corporation and the corporation itself; answers how many rows
 * each table lost. The users' reset codes and idempotency keys go with them (ON DELETE CASCADE).
 */
export async function deleteCorpRows(tx: Tx, id: number): Promise<Removed> {
  const removed: Removed = {};
  removed.rate_limits = (await tx.query(DELETE_COUNTERS, [id])).rowCount ?? 0;
  for (const table of CORP_TABLES) {
    const { rowCount } = await tx.query(`DELETE FROM ${table} WHERE corp_id = $1`, [id]);
    removed[table] = rowCount ?? 0;
  }
  await tx.query('DELETE FROM corporations WHERE id = $1', [id]);
  return removed;
}
