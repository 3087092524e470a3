/**
 * The lines of an invoice that bill a timesheet name it (docs/workflows.md#an-invoice-keeps-its-timesheets):
 * `invoice_items.timesheet_id`, set when an invoice is made from timesheets, a line per sheet.
 * While the invoice exists those lines hold, and so does its vendor; a line of its own names none.
 *
 * Invoices made from timesheets before this column are linked here: their lines were written in
 * the order of the sheets' ids, each naming its sheet's period, so the line at a sheet's place
 * that still ends with that period is the sheet's. A line rewritten since, or written by hand,
 * stays unlinked.
 */
export const BACKFILL_SHEET_LINES = `
UPDATE invoice_items l
   SET timesheet_id = b.timesheet_id
  FROM (SELECT invoice_id, timesheet_id,
               row_number() OVER (PARTITION BY invoice_id ORDER BY timesheet_id) - 1 AS position
          FROM billed_periods) b
  JOIN timesheets t ON t.id = b.timesheet_id
 WHERE l.invoice_id = b.invoice_id
   AND l.position = b.position
   AND l.timesheet_id IS NULL
   AND right(l.description, 25) = '(' || to_char(t.period_start_date, 'MM/DD/YYYY') || ' - '
                                       || to_char(t.period_end_date, 'MM/DD/YYYY') || ')';
`;

export default `
ALTER TABLE invoice_items ADD COLUMN timesheet_id bigint;
ALTER TABLE invoice_items ADD CONSTRAINT invoice_items_timesheet_fkey
  FOREIGN KEY (timesheet_id, corp_id) REFERENCES timesheets (id, corp_id);
${BACKFILL_SHEET_LINES}`;
