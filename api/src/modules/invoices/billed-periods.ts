/**
 * What each invoice bills (docs/workflows.md#never-billing-a-week-twice): a row per timesheet, with
 * its billing arrangement and period. The table's unique keys refuse a second invoice for a sheet,
 * or for the same arrangement and period through another sheet; here that refusal becomes a 409
 * naming the invoice that holds the period.
 */
import { formatUsDate } from '@staffledger/contracts';
import type { Tx } from '../../db/tenant.js';
import { conflict } from '../../errors.js';

export type BilledPeriod = {
  timesheetId: number;
  billingId: number;
  start: string;
  end: string;
};

/** The 409 of a period already on `number`. */
export const alreadyBilled = (p: Pick<BilledPeriod, 'start' | 'end'>, number: string) =>
  conflict(
    `The period ${formatUsDate(p.start)} - ${formatUsDate(p.end)} is already billed on invoice ${number}.`,
  );

/**
 * Why an invoice dated `invoiceDate` cannot bill the week `p`: the week is not over on that date,
 * so its hours could still change after the client was billed for them.
 */
export const datedBeforeWeek = (invoiceDate: string, p: Pick<BilledPeriod, 'start' | 'end'>) =>
  `The invoice date ${formatUsDate(invoiceDate)} is before the end of the week it bills, ${formatUsDate(p.start)} - ${formatUsDate(p.end)}.`;

/** Of `weeks` (at least one), the one that ends last: the earliest an invoice of all may be dated. */
export const lastWeek = <W extends Pick<BilledPeriod, 'start' | 'end'>>(weeks: W[]): W =>
  weeks.reduce((last, w) => (w.end > last.end ? w : last));

/**
 * The week `invoiceId` bills that ends last (a `billed_periods` row, or the sheet it names),
 * undefined when it bills none.
 */
export async function lastWeekBilledBy(
  tx: Tx,
  invoiceId: number,
): Promise<Pick<BilledPeriod, 'start' | 'end'> | undefined> {
  const { rows } = await tx.query<{ start: string; end: string }>(
    `SELECT to_char(t.period_start_date, 'YYYY-MM-DD') AS start,
            to_char(t.period_end_date, 'YYYY-MM-DD') AS "end"
       FROM timesheets t
      WHERE t.id IN (SELECT timesheet_id FROM billed_periods WHERE invoice_id = $1
                     UNION SELECT timesheet_id FROM invoices WHERE id = $1)
      ORDER BY t.period_end_date DESC, t.period_start_date
      LIMIT 1`,
    [invoiceId],
  );
  return rows[0];
}

/** The invoice number that bills this sheet, or this arrangement's period, if any. */
export async function invoiceBilling(tx: Tx, p: BilledPeriod): Promise<string | undefined> {
  const { rows } = await tx.query<{ number: string }>(
    `SELECT i.number FROM billed_periods b JOIN invoices i ON i.id = b.invoice_id
      WHERE b.timesheet_id = $1 OR (b.billing_id = $2 AND b.period_start = $3)
      ORDER BY b.timesheet_id = $1 DESC LIMIT 1`,
    [p.timesheetId, p.billingId, p.start],
  );
  return rows[0]?.number;
}

/**
 * Records that `invoiceId` bills `p`, or a 409 naming the invoice that already does. Another
 * transaction recording the same period at once is waited for: if it commits, this one is refused.
 */
export async function recordBilledPeriod(
  tx: Tx,
  corpId: number,
  invoiceId: number,
  p: BilledPeriod,
): Promise<void> {
  const { rowCount } = await tx.query(
    `INSERT INTO billed_periods
       (corp_id, invoice_id, timesheet_id, billing_id, period_start, period_end)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [corpId, invoiceId, p.timesheetId, p.billingId, p.start, p.end],
  );
  if (rowCount === 1) return;
  throw alreadyBilled(p, (await invoiceBilling(tx, p)) ?? 'another invoice');
}

/** The timesheets an invoice bills, by id. */
export async function timesheetsBilledBy(tx: Tx, invoiceId: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT timesheet_id AS id FROM billed_periods WHERE invoice_id = $1 ORDER BY timesheet_id',
    [invoiceId],
  );
  return rows.map((r) => r.id);
}
