/**
 * An invoice that carries timesheets stays theirs (docs/workflows.md#an-invoice-keeps-its-timesheets):
 * while it bills sheets, its vendor holds, and so do the lines made from them, so that the sheets'
 * pages go to their own vendor and their weeks are never billed for less elsewhere. Cancelling the
 * invoice (or deleting it, if it was never sent) gives the weeks back to be billed again.
 */
import type { Invoice, InvoiceItem } from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';
import { conflict } from '../../errors.js';
import { timesheetsBilledBy } from './billed-periods.js';
import type { InvoiceLine } from './invoices.validate.js';

const CANCEL_TO_BILL_AGAIN =
  'Cancel the invoice (or delete it, if it was never sent) to bill these weeks again.';

export const VENDOR_HELD = `This invoice was made from timesheets: its vendor cannot change. ${CANCEL_TO_BILL_AGAIN}`;
export const LINES_HELD = `This invoice was made from timesheets: the lines of its timesheets cannot change or be removed. ${CANCEL_TO_BILL_AGAIN}`;

/** A stored line and a line of the form are the same line: same text, quantity and price. */
const sameLine = (stored: InvoiceItem, line: InvoiceLine) =>
  stored.description === line.description &&
  stored.quantity.toFixed(2) === line.quantity &&
  stored.price.toFixed(2) === line.price;

/**
 * The form's lines as they are to be stored, each of the invoice's sheet lines found among them
 * (in any place) and linked to its sheet again; a 409 when the invoice bills timesheets and the
 * form gives it another vendor, or rewrites or leaves out a line of a sheet.
 */
export async function keepHeldSheets(
  tx: Tx,
  before: Invoice,
  vendorId: number,
  lines: InvoiceLine[],
): Promise<InvoiceLine[]> {
  const billed = await timesheetsBilledBy(tx, before.id);
  if (billed.length === 0 && before.timesheetId === null) return lines;
  if (vendorId !== before.vendorId) throw conflict(VENDOR_HELD);
  const kept: InvoiceLine[] = lines.map((l) => ({ ...l, timesheetId: null }));
  for (const stored of before.items) {
    if (stored.timesheetId === null) continue;
    const same = kept.find((l) => l.timesheetId === null && sameLine(stored, l));
    if (!same) throw conflict(LINES_HELD);
    same.timesheetId = stored.timesheetId;
  }
  return kept;
}
