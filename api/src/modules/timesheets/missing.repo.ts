/**
 * Missing timesheets (docs/workflows.md#missing-timesheets). The daily billing job makes the sheet
 * of every period of an active arrangement, so a period is missing when its sheet is still open
 * (Draft, Pending or Rejected) `afterDays` after the period ended. A sheet made by hand for an
 * employee and vendor with an active arrangement counts the same way.
 */
import type { MissingTimesheet } from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';

const OPEN = `('DRAFT', 'PENDING', 'REJECTED')`;

/** The condition on `t` (with $1 today and $2 the days) of a missing sheet. */
const MISSING = `t.status IN ${OPEN}
  AND t.period_end_date + $2::int < $1::date
  AND EXISTS (SELECT 1 FROM billings b
               WHERE b.status = 'ACTIVE'
                 AND (b.id = t.billing_id
                      OR (b.employee_id = t.employee_id AND b.vendor_id = t.vendor_id)))`;

type DbRow = Omit<MissingTimesheet, 'lastReminder'> & {
  lastAt: Date | null;
  lastBy: string | null;
  lastTo: string | null;
  lastDelivery: string | null;
};

/**
 * The tenant's missing sheets on `today` (YYYY-MM-DD), by employee, vendor and period; only the
 * given employees' when `employeeIds` is set.
 */
export async function listMissing(
  tx: Tx,
  today: string,
  afterDays: number,
  employeeIds: number[] | null = null,
): Promise<MissingTimesheet[]> {
  const { rows } = await tx.query<DbRow>(
    `SELECT t.id AS "timesheetId", t.employee_id AS "employeeId", e.full_name AS "employeeName",
            t.vendor_id AS "vendorId", v.name AS "vendorName", t.billing_code AS "billingCode",
            to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
            to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate", t.status,
            ($1::date - (t.period_end_date + $2::int)) AS "daysOverdue",
            COALESCE(r.n, 0)::int AS reminders, r.sent_at AS "lastAt", r.sent_by AS "lastBy",
            r.to_address AS "lastTo", r.delivery AS "lastDelivery"
       FROM timesheets t
       JOIN employees e ON e.id = t.employee_id
       JOIN vendors v ON v.id = t.vendor_id
       LEFT JOIN LATERAL (
         SELECT sent_at, sent_by, to_address, delivery, count(*) OVER () AS n
           FROM timesheet_reminders WHERE timesheet_id = t.id ORDER BY id DESC LIMIT 1
       ) r ON true
      WHERE ${MISSING} AND ($3::bigint[] IS NULL OR t.employee_id = ANY($3::bigint[]))
      ORDER BY lower(e.full_name), e.id, lower(v.name), v.id, t.period_start_date, t.id`,
    [today, afterDays, employeeIds],
  );
  return rows.map(({ lastAt, lastBy, lastTo, lastDelivery, ...row }) => ({
    ...row,
    lastReminder:
      lastAt === null
        ? null
        : { at: lastAt.toISOString(), by: lastBy, to: lastTo ?? '', delivery: lastDelivery ?? '' },
  }));
}

/**
 * How many sheets are missing, how many wait for staff's Accept or Reject, and how many of those
 * wait for the client's approver.
 */
export async function timesheetCounts(tx: Tx, today: string, afterDays: number) {
  const { rows } = await tx.query<{
    missing: number;
    awaitingApproval: number;
    awaitingClient: number;
  }>(
    `SELECT (SELECT count(*) FROM timesheets t WHERE ${MISSING})::int AS missing,
            (SELECT count(*) FROM timesheets WHERE status = 'SUBMITTED')::int AS "awaitingApproval",
            (SELECT count(*) FROM timesheets WHERE awaiting_client)::int AS "awaitingClient"`,
    [today, afterDays],
  );
  return rows[0];
}

export type ReminderRecord = {
  timesheetIds: number[];
  sentBy: string | null;
  to: string;
  outboxId: number | null;
  delivery: string;
};

/** Records one e-mail's reminder of each of its sheets, in the tenant's transaction. */
export async function recordReminders(tx: Tx, r: ReminderRecord): Promise<void> {
  await tx.query(
    `INSERT INTO timesheet_reminders
       (corp_id, timesheet_id, sent_by, actor_kind, to_address, outbox_id, delivery)
     SELECT NULLIF(current_setting('app.corp_id', true), '')::bigint, id, $2,
            CASE WHEN $2::text IS NULL THEN 'job' ELSE 'staff' END, $3, $4, $5
       FROM unnest($1::bigint[]) AS id`,
    [r.timesheetIds, r.sentBy, r.to, r.outboxId, r.delivery],
  );
}

/** The sheets among `ids` that were reminded of since `since`. */
export async function remindedSince(tx: Tx, ids: number[], since: Date): Promise<Set<number>> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT DISTINCT timesheet_id AS id FROM timesheet_reminders
      WHERE timesheet_id = ANY($1::bigint[]) AND sent_at >= $2`,
    [ids, since],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Claims the reminder of each of `employeeIds` that has an e-mail address and was not claimed in
 * the last `hours` (0: whatever the last claim), in one statement: of two requests at once, the
 * second waits for the first's claim and then finds it recent. Answers the employees claimed, each
 * with the claim it replaced (null for none), to give back should its e-mail not go out.
 */
export async function claimReminders(
  tx: Tx,
  employeeIds: number[],
  hours: number,
): Promise<Map<number, Date | null>> {
  const { rows } = await tx.query<{ id: number; previous: Date | null }>(
    `WITH old AS (
       SELECT employee_id, claimed_at FROM employee_reminder_claims
        WHERE employee_id = ANY($1::bigint[])
     )
     INSERT INTO employee_reminder_claims AS c (corp_id, employee_id, claimed_at)
     SELECT e.corp_id, e.id, clock_timestamp() FROM employees e
      WHERE e.id = ANY($1::bigint[]) AND coalesce(e.email, '') <> ''
     ON CONFLICT (corp_id, employee_id) DO UPDATE SET claimed_at = excluded.claimed_at
      WHERE c.claimed_at <= excluded.claimed_at - make_interval(hours => $2::int)
     RETURNING c.employee_id AS id, (SELECT claimed_at FROM old WHERE old.employee_id = c.employee_id) AS previous`,
    [employeeIds, hours],
  );
  return new Map(rows.map((r) => [Number(r.id), r.previous]));
}

/** Gives back a claim whose e-mail did not go out: the employee's previous claim, or none. */
export async function releaseReminderClaim(
  tx: Tx,
  employeeId: number,
  previous: Date | null,
): Promise<void> {
  if (previous === null) {
    await tx.query('DELETE FROM employee_reminder_claims WHERE employee_id = $1', [employeeId]);
  } else {
    await tx.query('UPDATE employee_reminder_claims SET claimed_at = $2 WHERE employee_id = $1', [
      employeeId,
      previous,
    ]);
  }
}
