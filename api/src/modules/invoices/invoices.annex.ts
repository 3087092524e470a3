/**
 * The timesheet annex of an invoice (docs/workflows.md#invoices-that-carry-their-hours): for each
 * timesheet the invoice bills, its employee, period, day-by-day hours with their comments, the
 * billable total and its attachments, so that the vendor receives one self-contained document.
 * Read in the caller's tenant transaction; money and hours stay exact text here.
 */
import type { Tx } from '../../db/tenant.js';

export type AnnexDay = {
  date: string;
  type: 'BILLABLE' | 'HOLIDAY' | 'NON_BILLABLE';
  hoursWorked: string;
  extraHours: string;
  comment: string | null;
};

export type AnnexFile = {
  filename: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  content: Buffer;
};

export type AnnexSheet = {
  timesheetId: number;
  employeeName: string;
  billingCode: string;
  periodStartDate: string;
  periodEndDate: string;
  days: AnnexDay[];
  /** Hours worked and extra of the BILLABLE days, 2 places. */
  billableHours: string;
  files: AnnexFile[];
};

/** The sheets `invoiceId` bills (made from them, or naming one), by period then employee. */
async function billedSheets(tx: Tx, invoiceId: number) {
  const { rows } = await tx.query<Omit<AnnexSheet, 'days' | 'files'>>(
    `SELECT t.id AS "timesheetId", e.full_name AS "employeeName", t.billing_code AS "billingCode",
            to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
            to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate",
            (SELECT COALESCE(sum(i.hours_worked + i.extra_hours), 0)::numeric(10, 2)::text
               FROM timesheet_items i
              WHERE i.timesheet_id = t.id AND i.type = 'BILLABLE') AS "billableHours"
       FROM timesheets t JOIN employees e ON e.id = t.employee_id
      WHERE t.id IN (SELECT timesheet_id FROM billed_periods WHERE invoice_id = $1
                     UNION SELECT timesheet_id FROM invoices WHERE id = $1)
      ORDER BY t.period_start_date, lower(e.full_name), t.id`,
    [invoiceId],
  );
  return rows;
}

/** The annex of `invoiceId`: empty when it bills no timesheet. */
export async function loadAnnex(tx: Tx, invoiceId: number): Promise<AnnexSheet[]> {
  const sheets = await billedSheets(tx, invoiceId);
  const out: AnnexSheet[] = [];
  for (const sheet of sheets) {
    const days = await tx.query<AnnexDay>(
      `SELECT to_char(calendar_date, 'YYYY-MM-DD') AS date, type,
              hours_worked::text AS "hoursWorked", extra_hours::text AS "extraHours", comment
         FROM timesheet_items WHERE timesheet_id = $1 ORDER BY calendar_date`,
      [sheet.timesheetId],
    );
    const files = await tx.query<AnnexFile>(
      `SELECT filename, content_type AS "contentType", content
         FROM timesheet_attachments WHERE timesheet_id = $1 ORDER BY id`,
      [sheet.timesheetId],
    );
    out.push({ ...sheet, days: days.rows, files: files.rows });
  }
  return out;
}
