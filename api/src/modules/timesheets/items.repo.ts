/**
 * SQL of timesheet items: one row per calendar day of the period. Hours are summed in SQL numeric
 * so that totals are exact; every item write rewrites the total in the same
 * transaction.
 */
import { readInBatches, type ListResult } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import type { TimesheetItem } from '@staffledger/contracts/schemas';

/** The values an item is saved with; hours as decimal text so that nothing passes through floats. */
export type ItemValues = {
  id: number;
  type: string;
  hoursWorked: string;
  extraHours: string;
  comment: string | null;
};

/** An item row `i` as the API answers it. */
export const ITEM_COLUMNS = `i.id::int AS id, to_char(i.calendar_date, 'YYYY-MM-DD') AS "calendarDate",
  to_char(i.calendar_date, 'FMDAY') AS "dayOfWeek", i.type,
  i.hours_worked::float8 AS "hoursWorked", i.extra_hours::float8 AS "extraHours",
  (i.hours_worked + i.extra_hours)::float8 AS "totalHours", i.comment`;

/**
 * Every day of every timesheet of a corporation, by sheet and day, with the sheet's id (the
 * corporation's archive): from a cursor, a batch at a time.
 */
export function listCorpItems(
  tx: Tx,
  corpId: number,
): Promise<ListResult<TimesheetItem & { timesheetId: number }>> {
  return readInBatches(
    tx,
    `SELECT i.timesheet_id::int AS "timesheetId", ${ITEM_COLUMNS}
       FROM timesheet_items i
      WHERE i.corp_id = $1
      ORDER BY i.timesheet_id, i.calendar_date`,
    [corpId],
  );
}

export async function listItems(tx: Tx, timesheetId: number): Promise<TimesheetItem[]> {
  const { rows } = await tx.query<TimesheetItem>(
    `SELECT ${ITEM_COLUMNS} FROM timesheet_items i WHERE i.timesheet_id = $1 ORDER BY i.calendar_date`,
    [timesheetId],
  );
  return rows;
}

/**
 * Makes the items match the timesheet's period: days that left the period are deleted, days
 * still inside keep their values, new days are added with 0 hours, as HOLIDAY on Saturdays,
 * Sundays and the given holidays, else BILLABLE.
 */
export async function fitItemsToPeriod(
  tx: Tx,
  timesheetId: number,
  holidays: string[],
): Promise<void> {
  await tx.query(
    `DELETE FROM timesheet_items i USING timesheets t
      WHERE t.id = $1 AND i.timesheet_id = t.id
        AND (i.calendar_date < t.period_start_date OR i.calendar_date > t.period_end_date)`,
    [timesheetId],
  );
  await tx.query(
    `INSERT INTO timesheet_items (corp_id, timesheet_id, calendar_date, type)
     SELECT t.corp_id, t.id, d.day,
            CASE WHEN extract(isodow FROM d.day) IN (6, 7) OR d.day = ANY($2::date[])
                 THEN 'HOLIDAY' ELSE 'BILLABLE' END
       FROM timesheets t,
            LATERAL (SELECT g::date AS day
                       FROM generate_series(t.period_start_date::timestamp,
                                            t.period_end_date::timestamp, interval '1 day') g) d
      WHERE t.id = $1
     ON CONFLICT (timesheet_id, calendar_date) DO NOTHING`,
    [timesheetId, holidays],
  );
}

/** Rewrites the timesheet's total as the exact sum of its items; answers the new total. */
export async function recomputeTotal(tx: Tx, timesheetId: number): Promise<number> {
  const { rows } = await tx.query<{ total: number }>(
    `UPDATE timesheets t
        SET total_hours = COALESCE((SELECT sum(i.hours_worked + i.extra_hours)
                                      FROM timesheet_items i WHERE i.timesheet_id = t.id), 0),
            update_date = now()
      WHERE t.id = $1
      RETURNING t.total_hours::float8 AS total`,
    [timesheetId],
  );
  return rows[0]?.total ?? 0;
}

export type SubmitFacts = { incompleteRows: boolean; billable: boolean; attached: boolean };

/**
 * What the submit rules (docs/workflows.md#submit-rules) look at, read from the stored items and
 * attachments.
 */
export async function submitFacts(tx: Tx, timesheetId: number): Promise<SubmitFacts> {
  const { rows } = await tx.query<SubmitFacts>(
    `SELECT COALESCE(bool_or(i.type <> 'HOLIDAY'
                             AND (i.hours_worked <= 0 OR i.comment IS NULL OR i.comment !~ '\\S')),
                     false) AS "incompleteRows",
            COALESCE(bool_or(i.type = 'BILLABLE'), false) AS billable,
            EXISTS (SELECT 1 FROM timesheet_attachments a WHERE a.timesheet_id = $1) AS attached
       FROM timesheet_items i WHERE i.timesheet_id = $1`,
    [timesheetId],
  );
  return rows[0];
}
