/**
 * SQL of client approval (docs/client-approval.md). Every function runs inside a tenant
 * transaction, so row-level security limits it to one corporation.
 */
import type { ApprovalWeek } from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';

/** The vendor's approvers who can be e-mailed, one per address (lower-case), in contact order. */
export async function approversOf(
  tx: Tx,
  vendorId: number,
): Promise<{ name: string; email: string }[]> {
  const { rows } = await tx.query<{ name: string; email: string }>(
    `SELECT name, email FROM (
       SELECT DISTINCT ON (lower(btrim(email))) name, lower(btrim(email)) AS email, position
         FROM vendor_contacts
        WHERE vendor_id = $1 AND is_approver AND btrim(coalesce(email, '')) <> ''
        ORDER BY lower(btrim(email)), position
     ) a ORDER BY position`,
    [vendorId],
  );
  return rows;
}

type DbWeek = Omit<ApprovalWeek, 'id' | 'submittedAt'> & { id: string; submittedAt: Date | null };

/** The vendor's weeks waiting for the client, oldest period first. */
export async function waitingWeeks(tx: Tx, vendorId: number): Promise<ApprovalWeek[]> {
  const { rows } = await tx.query<DbWeek>(
    `SELECT t.id, e.full_name AS "employeeName",
            to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
            to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate",
            t.total_hours::float8 AS "totalHours", t.client_sent_at AS "submittedAt",
            (SELECT count(*) FROM timesheet_attachments a WHERE a.timesheet_id = t.id)::int
              AS "attachmentCount"
       FROM timesheets t JOIN employees e ON e.id = t.employee_id
      WHERE t.vendor_id = $1 AND t.awaiting_client
      ORDER BY t.period_start_date, t.id`,
    [vendorId],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    submittedAt: r.submittedAt ? r.submittedAt.toISOString() : null,
  }));
}

/**
 * Serialises the decisions that put a vendor's weeks before its approvers, so that of two weeks
 * submitted at once exactly one finds nothing else waiting.
 */
export async function lockVendorApproval(tx: Tx, vendorId: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('client-approval:' || $1, 0))`, [
    String(vendorId),
  ]);
}

/** Whether the vendor has an approver with an e-mail, and whether another week already waits. */
export async function approvalFacts(
  tx: Tx,
  vendorId: number,
  timesheetId: number,
): Promise<{ hasApprover: boolean; othersWaiting: boolean }> {
  const { rows } = await tx.query<{ hasApprover: boolean; othersWaiting: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM vendor_contacts
                     WHERE vendor_id = $1 AND is_approver AND btrim(coalesce(email, '')) <> '')
              AS "hasApprover",
            EXISTS (SELECT 1 FROM timesheets
                     WHERE vendor_id = $1 AND awaiting_client AND id <> $2) AS "othersWaiting"`,
    [vendorId, timesheetId],
  );
  return rows[0];
}

export async function setAwaitingClient(tx: Tx, timesheetId: number): Promise<void> {
  await tx.query(
    `UPDATE timesheets SET awaiting_client = true, client_sent_at = now() WHERE id = $1`,
    [timesheetId],
  );
}

/** The sheet's vendor and whether it waits for the client. */
export async function sheetApprovalState(
  tx: Tx,
  timesheetId: number,
): Promise<{ vendorId: number; awaitingClient: boolean } | undefined> {
  const { rows } = await tx.query<{ vendorId: string; awaitingClient: boolean }>(
    `SELECT vendor_id AS "vendorId", awaiting_client AS "awaitingClient"
       FROM timesheets WHERE id = $1`,
    [timesheetId],
  );
  return rows[0] ? { ...rows[0], vendorId: Number(rows[0].vendorId) } : undefined;
}

/**
 * A link e-mailed to the approver (`$2` vendor, `$3` e-mail) since week `t` was last put before
 * them, listing it: what the week was e-mailed in.
 */
const LISTED_SINCE_SENT = `SELECT 1 FROM approval_links l
  WHERE l.vendor_id = $2 AND l.email = $3 AND t.id = ANY (l.timesheet_ids)
    AND l.sent_at >= t.client_sent_at`;

/**
 * Claims the right to e-mail an approver now, in one statement, so that two senders never both
 * e-mail them: for a first waiting week, unless they were e-mailed since it was put before them;
 * for the daily job, once a day at most, when a week waits that no e-mail to them listed since it
 * was put before them (a week submitted while the first e-mail was being written included), or one
 * has waited `reminderDays`.
 */
export async function claimApproverMailing(
  tx: Tx,
  corpId: number,
  vendorId: number,
  email: string,
  when: { firstWeek: number } | { reminderDays: number },
): Promise<boolean> {
  const condition =
    'firstWeek' in when
      ? `m.mailed_at < (SELECT client_sent_at FROM timesheets WHERE id = $4 AND awaiting_client)`
      : `m.mailed_at < now() - interval '20 hours'
         AND EXISTS (SELECT 1 FROM timesheets t
                      WHERE t.vendor_id = $2 AND t.awaiting_client
                        AND (t.client_sent_at < now() - make_interval(days => $4::int)
                             OR NOT EXISTS (${LISTED_SINCE_SENT})))`;
  const { rowCount } = await tx.query(
    `INSERT INTO approver_mailings AS m (corp_id, vendor_id, email, mailed_at)
     VALUES ($1, $2, $3, now())
     ON CONFLICT (corp_id, vendor_id, email) DO UPDATE SET mailed_at = now() WHERE ${condition}`,
    [corpId, vendorId, email, 'firstWeek' in when ? when.firstWeek : when.reminderDays],
  );
  return rowCount === 1;
}

export type NewLink = { id: number; sentAt: Date; expiresAt: Date };

export async function insertApprovalLink(
  tx: Tx,
  l: {
    corpId: number;
    vendorId: number;
    email: string;
    name: string;
    tokenHash: Buffer;
    days: number;
    timesheetIds: number[];
  },
): Promise<NewLink> {
  const { rows } = await tx.query<{ id: string; sentAt: Date; expiresAt: Date }>(
    `INSERT INTO approval_links
       (corp_id, vendor_id, email, contact_name, token_hash, expires_at, timesheet_ids)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6::int), $7::bigint[])
     RETURNING id, sent_at AS "sentAt", expires_at AS "expiresAt"`,
    [l.corpId, l.vendorId, l.email, l.name, l.tokenHash, l.days, l.timesheetIds],
  );
  return { ...rows[0], id: Number(rows[0].id) };
}

export async function setLinkOutbox(tx: Tx, linkId: number, outboxId: number): Promise<void> {
  await tx.query('UPDATE approval_links SET outbox_id = $2 WHERE id = $1', [linkId, outboxId]);
}

/** Vendors of the tenant that have weeks waiting for the client. */
export async function vendorsWithWaitingWeeks(tx: Tx): Promise<number[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT DISTINCT vendor_id AS id FROM timesheets WHERE awaiting_client ORDER BY 1`,
  );
  return rows.map((r) => Number(r.id));
}
