/**
 * Giving an invoice's timesheets back (docs/workflows.md#cancelling-an-invoice): when an invoice is
 * deleted or cancelled, the sheets it billed return to APPROVED, to be corrected and invoiced
 * again, and their weeks may be billed again. A cancelled invoice keeps its lines for the record;
 * only its hold on the sheets goes.
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { recordAudit } from '../audit/audit.js';
import { lockSheetsAndEmployees, setTimesheetStatus } from '../timesheets/timesheets.repo.js';
import { timesheetsBilledBy } from './billed-periods.js';

/** Why the sheets go back, as the sheets' audit rows (and so their history) say. */
export type GiveBackCause = 'deleted' | 'cancelled';

/** The timesheets an invoice holds: its billed periods and the one sheet it names, by id. */
export async function sheetsHeldBy(
  tx: Tx,
  invoice: { id: number; timesheetId: number | null },
): Promise<number[]> {
  const billed = await timesheetsBilledBy(tx, invoice.id);
  const named = invoice.timesheetId === null ? [] : [invoice.timesheetId];
  return [...new Set([...billed, ...named])].sort((a, b) => a - b);
}

/**
 * Lets go of the weeks `invoice` billed (its `billed_periods` rows and the sheet it names), so
 * that they may go on another invoice; the invoice row and its lines stay.
 */
export async function releaseBilledWeeks(tx: Tx, invoiceId: number): Promise<void> {
  await tx.query('DELETE FROM billed_periods WHERE invoice_id = $1', [invoiceId]);
  await tx.query('UPDATE invoices SET timesheet_id = NULL WHERE id = $1', [invoiceId]);
}

/** Each of `sheets` returns to APPROVED, its audit row naming the invoice and why. */
export async function giveBackSheets(
  tx: Tx,
  request: FastifyRequest,
  sheets: readonly number[],
  invoice: { id: number; number: string },
  cause: GiveBackCause,
): Promise<void> {
  if (sheets.length > 1) await lockSheetsAndEmployees(tx, sheets);
  for (const sheet of sheets) await giveBack(tx, request, sheet, invoice, cause);
}

async function giveBack(
  tx: Tx,
  request: FastifyRequest,
  timesheetId: number,
  invoice: { id: number; number: string },
  cause: GiveBackCause,
): Promise<void> {
  const { rows } = await tx.query<{ status: string }>(
    'SELECT status FROM timesheets WHERE id = $1 FOR UPDATE',
    [timesheetId],
  );
  const from = rows[0]?.status;
  if (from === undefined || from === 'APPROVED') return;
  await setTimesheetStatus(tx, timesheetId, 'APPROVED');
  await recordAudit(tx, request, {
    entity: 'timesheet',
    entityId: timesheetId,
    action: 'status',
    changes: {
      status: { from, to: 'APPROVED' },
      invoice,
      ...(cause === 'cancelled' ? { invoiceCancelled: true } : {}),
    },
  });
}

/**
 * What cancelling `invoice` does to its timesheets, however it is cancelled (the Cancel action or
 * the form's status): its weeks are let go and its sheets return to APPROVED. Answers the sheets.
 */
export async function giveBackOnCancel(
  tx: Tx,
  request: FastifyRequest,
  invoice: { id: number; number: string; timesheetId: number | null },
): Promise<number[]> {
  const sheets = await sheetsHeldBy(tx, invoice);
  await releaseBilledWeeks(tx, invoice.id);
  await giveBackSheets(
    tx,
    request,
    sheets,
    { id: invoice.id, number: invoice.number },
    'cancelled',
  );
  return sheets;
}
