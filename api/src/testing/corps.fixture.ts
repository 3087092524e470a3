/**
 * A corporation with a row in every table that holds a corporation's data, and the snapshots that
 * tell what a corporation deletion changed (modules/corps/corps.delete.test.ts).
 */
import { callApi, seedSignedInEmployee, seedUser, type Tenant } from './fixtures.js';
import { issueGuestCode } from './guest.fixture.js';
import { invoiceOfWeeks, seedVendorWithContact } from './invoices.fixture.js';
import { insertAttachment } from './timesheets.fixture.js';
import { PNG } from './multipart.js';
import { upload } from './security/world.js';
import type { TestApp } from './testApp.js';

export type FilledCorp = Tenant & {
  name: string;
  employee: { id: number; username: string; token: string };
  employerName: string;
};

/**
 * Fills `tenant` through the API where a user would (vendors with contacts, a signed-in employee,
 * billings, approved weeks invoiced with their billed periods, an attachment, a logo, a guest
 * code, an idempotency key, a reset code, rate-limit counters, mails), and by SQL the rows only
 * the daily jobs write (reminders, claims, an invoice's mail, approval links and mailings) and the
 * contacts.
 */
export async function fillCorp(
  t: TestApp,
  tenant: Tenant,
  name: string,
  tag: string,
): Promise<FilledCorp> {
  const { corpId } = tenant;
  const superIn = t.auth(t.superToken, corpId);
  const vendorId = await seedVendorWithContact(t, corpId, `Client ${tag}`, `ap@${tag}.example`);
  const username = `worker-${tag}@example.com`;
  const employee = await seedSignedInEmployee(t, corpId, { firstName: `Worker${tag}` }, username);
  const { sheets, invoice } = await invoiceOfWeeks(t, tenant, vendorId, [`Ann${tag}`, `Ben${tag}`]);
  await insertAttachment(t, corpId, sheets[0]);
  await upload(t, `/api/corps/${corpId}/logo`, 'logo', { filename: 'l.png', data: PNG }, superIn);
  await issueGuestCode(t, corpId, employee.id);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/vendors',
    headers: { ...t.auth(tenant.employer), 'idempotency-key': `"vendor-${tag}"` },
    payload: { name: `Once ${tag}` },
  });
  if (created.statusCode !== 201) throw new Error(`vendor not made: ${created.body}`);
  const reset = {
    method: 'POST',
    url: '/api/user/resetPwd',
    payload: { userName: username },
  } as const;
  await t.app.inject(reset);
  await t.requestToken(username, 'Wrong-Pass1');
  await callApi(t, 'POST', '/api/auth/renew', employee.token);
  await t.db.query(
    `INSERT INTO timesheet_reminders (corp_id, timesheet_id, sent_by, actor_kind, to_address, delivery)
     VALUES ($1, $2, 'job', 'job', $3, 'sent')`,
    [corpId, sheets[0], username],
  );
  await t.db.query(
    `INSERT INTO corp_contacts (corp_id, position, name, role) VALUES ($1, 0, 'Pat Owner', 'Owner')`,
    [corpId],
  );
  await t.db.query(
    `INSERT INTO employee_contacts (corp_id, employee_id, position, type, value)
     VALUES ($1, $2, 0, 'PHONE', '555-0100')`,
    [corpId, employee.id],
  );
  await t.db.query(
    `INSERT INTO employee_reminder_claims (corp_id, employee_id, claimed_at) VALUES ($1, $2, now())`,
    [corpId, employee.id],
  );
  await t.db.query(
    `INSERT INTO approval_links
       (corp_id, vendor_id, email, contact_name, token_hash, expires_at, timesheet_ids)
     VALUES ($1, $2, $3, 'AP', sha256(convert_to($3, 'UTF8')), now() + interval '14 days', '{}')`,
    [corpId, vendorId, `ap@${tag}.example`],
  );
  await t.db.query(
    `INSERT INTO approver_mailings (corp_id, vendor_id, email, mailed_at) VALUES ($1, $2, $3, now())`,
    [corpId, vendorId, `ap@${tag}.example`],
  );
  await t.db.query(
    `INSERT INTO invoice_mails (corp_id, invoice_id, kind, sent_by, to_address, delivery)
     VALUES ($1, $2, 'send', 'boss', 'ap@${tag}.example', 'sent')`,
    [corpId, invoice.id],
  );
  const employerName = `boss-${tag}@example.com`;
  await seedUser(t, corpId, 'employer', employerName);
  return { ...tenant, name, employee: { ...employee, username }, employerName };
}

/** The tables that have a `corp_id` column. */
export async function corpTables(t: TestApp): Promise<string[]> {
  const { rows } = await t.db.query<{ table: string }>(
    `SELECT c.table_name AS table FROM information_schema.columns c
       JOIN information_schema.tables s USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND c.column_name = 'corp_id' AND s.table_type = 'BASE TABLE'
      ORDER BY 1`,
  );
  return rows.map((r) => r.table);
}

/** Per table with `corp_id`, per corporation: the number of rows and a hash of them all. */
export async function rowsByCorp(t: TestApp): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const table of await corpTables(t)) {
    const { rows } = await t.db.query<{ corp: string; rows: string }>(
      `SELECT coalesce(corp_id::text, 'none') AS corp,
              count(*) || ' ' || md5(string_agg(x::text, '|' ORDER BY x::text)) AS rows
         FROM ${table} x GROUP BY corp_id`,
    );
    out[table] = Object.fromEntries(rows.map((r) => [r.corp, r.rows]));
  }
  return out;
}

/** A hash of every row of a table that has no `corp_id`, but for those `skip` (a SQL condition) names. */
export async function tableHash(t: TestApp, table: string, skip = 'false'): Promise<string> {
  const { rows } = await t.db.query<{ h: string }>(
    `SELECT count(*) || ' ' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
       FROM ${table} x WHERE NOT (${skip})`,
  );
  return rows[0].h;
}
