/**
 * SQL of timesheets. Every function runs inside the caller's tenant transaction, so row-level
 * security limits it to the request's corporation.
 */
import { TIMESHEET_LIST } from '@staffledger/contracts';
import { listSpecOf, searched } from '../common/declared-list.js';
import { type ListResult, mapList, runList } from '../../db/list-query.js';
import { EMPLOYEE_TIMESHEETS_COUNTED } from '../../db/id-search.js';
import type { Tx } from '../../db/tenant.js';
import type { Timesheet } from '@staffledger/contracts/schemas';

export const timesheetListSpec = listSpecOf(TIMESHEET_LIST, {
  filters: {
    employeeName: searched('employeeName', 'e.full_name', 't.employee_id'),
    vendorName: searched('vendorName', 'v.name', 't.vendor_id'),
    status: 't.status',
    employeeId: 't.employee_id',
    vendorId: 't.vendor_id',
    periodStartFrom: 't.period_start_date',
    periodStartTo: 't.period_start_date',
    awaitingClient: 't.awaiting_client',
  },
  sorts: {
    id: 't.id',
    employeeName: 'lower(e.full_name)',
    vendorName: 'lower(v.name)',
    billingCode: 'lower(t.billing_code)',
    periodStartDate: 't.period_start_date',
    periodEndDate: 't.period_end_date',
    totalHours: 't.total_hours',
    status: 't.status',
    notes: 'lower(t.notes)',
  },
  tiebreak: 't.id',
});

/** A timesheet row `t` as the API answers it (joined to `NAME_JOINS`), read by `toTimesheet`. */
export const TIMESHEET_COLUMNS = `t.id, t.employee_id AS "employeeId", t.vendor_id AS "vendorId",
  e.full_name AS "employeeName", v.name AS "vendorName",
  to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
  to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate",
  t.total_hours::float8 AS "totalHours", t.status, t.billing_code AS "billingCode", t.notes,
  t.rejection_reason AS "rejectionReason", t.awaiting_client AS "awaitingClient",
  t.update_date AS "updateDate"`;

/** The employee's and the vendor's names of a timesheet row. */
export const NAME_JOINS = `JOIN employees e ON e.id = t.employee_id JOIN vendors v ON v.id = t.vendor_id`;
const FROM = `timesheets t ${NAME_JOINS}`;

export type DbTimesheet = Omit<Timesheet, 'updateDate' | 'id' | 'employeeId' | 'vendorId'> & {
  id: string | number;
  employeeId: string | number;
  vendorId: string | number;
  updateDate: Date;
};

export const toTimesheet = (r: DbTimesheet): Timesheet => ({
  ...r,
  id: Number(r.id),
  employeeId: Number(r.employeeId),
  vendorId: Number(r.vendorId),
  updateDate: r.updateDate.toISOString(),
});

/** The values a timesheet is saved with (validated and normalised). */
export type TimesheetValues = {
  employeeId: number;
  vendorId: number;
  periodStartDate: string;
  periodEndDate: string;
  /** The status the body asks for, upper-case; null when it gives none. */
  status: string | null;
  billingCode: string;
  notes: string | null;
};

/** A page of the tenant's timesheets; `corpId` repeats the row-level security rule for the planner. */
export async function listTimesheets(
  tx: Tx,
  corpId: number,
  query: unknown,
): Promise<ListResult<Timesheet>> {
  const page = await runList<DbTimesheet>(tx, {
    select: TIMESHEET_COLUMNS,
    from: 'timesheets t',
    lookups: { alias: 't', joins: NAME_JOINS, aliases: ['e', 'v'] },
    spec: timesheetListSpec,
    query,
    where: { sql: 't.corp_id = $1', values: [corpId] },
    countingSearch: { filter: 'employeeName', fn: EMPLOYEE_TIMESHEETS_COUNTED, by: 'status' },
  });
  return mapList(page, toTimesheet);
}

/** Every timesheet of one employee, oldest period first. */
export async function listEmployeeTimesheets(tx: Tx, employeeId: number): Promise<Timesheet[]> {
  const { rows } = await tx.query<DbTimesheet>(
    `SELECT ${TIMESHEET_COLUMNS} FROM ${FROM} WHERE t.employee_id = $1 ORDER BY t.period_start_date, t.id`,
    [employeeId],
  );
  return rows.map(toTimesheet);
}

/** One employee's timesheets in the given states, newest period first. */
export async function listEmployeeTimesheetsIn(
  tx: Tx,
  employeeId: number,
  statuses: readonly string[],
): Promise<Timesheet[]> {
  const { rows } = await tx.query<DbTimesheet>(
    `SELECT ${TIMESHEET_COLUMNS} FROM ${FROM}
      WHERE t.employee_id = $1 AND t.status = ANY($2::text[])
      ORDER BY t.period_start_date DESC, t.id DESC`,
    [employeeId, statuses],
  );
  return rows.map(toTimesheet);
}

export async function findTimesheet(tx: Tx, id: number): Promise<Timesheet | undefined> {
  const { rows } = await tx.query<DbTimesheet>(
    `SELECT ${TIMESHEET_COLUMNS} FROM ${FROM} WHERE t.id = $1`,
    [id],
  );
  return rows[0] ? toTimesheet(rows[0]) : undefined;
}

export type Overlap = { id: number; periodStartDate: string; periodEndDate: string };

/**
 * Another timesheet of the same employee and vendor whose period overlaps the given one, if any.
 * Takes a transaction-level lock on the (employee, vendor) pair first, so that two requests
 * creating or moving timesheets of the same pair check and write one after the other.
 */
export async function findOverlap(
  tx: Tx,
  v: Pick<TimesheetValues, 'employeeId' | 'vendorId' | 'periodStartDate' | 'periodEndDate'>,
  exceptId: number | null,
): Promise<Overlap | undefined> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtextextended('timesheet-period:' || $1 || ':' || $2, 0))`,
    [String(v.employeeId), String(v.vendorId)],
  );
  const { rows } = await tx.query<Overlap>(
    `SELECT id::int AS id, to_char(period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
            to_char(period_end_date, 'YYYY-MM-DD') AS "periodEndDate"
       FROM timesheets
      WHERE employee_id = $1 AND vendor_id = $2
        AND period_start_date <= $4::date AND period_end_date >= $3::date
        AND id IS DISTINCT FROM $5::bigint
      ORDER BY period_start_date LIMIT 1`,
    [v.employeeId, v.vendorId, v.periodStartDate, v.periodEndDate, exceptId],
  );
  return rows[0];
}

export async function insertTimesheet(tx: Tx, corpId: number, v: TimesheetValues): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO timesheets (corp_id, employee_id, vendor_id, period_start_date, period_end_date,
                             status, billing_code, notes)
     VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7) RETURNING id`,
    [corpId, v.employeeId, v.vendorId, v.periodStartDate, v.periodEndDate, v.billingCode, v.notes],
  );
  return Number(rows[0].id);
}

/** Replaces the form fields (not the status, not the total) of a timesheet. */
export async function updateTimesheet(tx: Tx, id: number, v: TimesheetValues): Promise<void> {
  await tx.query(
    `UPDATE timesheets
        SET employee_id = $2, vendor_id = $3, period_start_date = $4, period_end_date = $5,
            billing_code = $6, notes = $7, update_date = now()
      WHERE id = $1`,
    [id, v.employeeId, v.vendorId, v.periodStartDate, v.periodEndDate, v.billingCode, v.notes],
  );
}

/** The sheet's latest rejection reason (null: rejected without one). */
export async function setRejectionReason(tx: Tx, id: number, reason: string | null): Promise<void> {
  await tx.query('UPDATE timesheets SET rejection_reason = $2 WHERE id = $1', [id, reason]);
}

/**
 * Locks these sheets, then their employees, each in id order, before a transaction changes several
 * of the sheets one statement at a time. Each change updates its employee's timesheet counts
 * (migration 017), which holds the employee until the end of the transaction; a transaction that
 * took the same employees in another order, or took an employee before its sheet (every single
 * change takes the sheet first), would deadlock with this one.
 */
export async function lockSheetsAndEmployees(
  tx: Pick<Tx, 'query'>,
  timesheetIds: readonly number[],
): Promise<void> {
  await tx.query('SELECT id FROM timesheets WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [
    timesheetIds,
  ]);
  await tx.query(
    `SELECT e.id FROM employees e
      WHERE e.id IN (SELECT employee_id FROM timesheets WHERE id = ANY($1::bigint[]))
      ORDER BY e.id FOR NO KEY UPDATE OF e`,
    [timesheetIds],
  );
}

export async function setTimesheetStatus(tx: Tx, id: number, status: string): Promise<void> {
  await tx.query('UPDATE timesheets SET status = $2, update_date = now() WHERE id = $1', [
    id,
    status,
  ]);
}
