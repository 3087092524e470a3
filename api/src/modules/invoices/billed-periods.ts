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
