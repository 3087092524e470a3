/**
 * Writing invoices in the caller's tenant transaction: the row is locked, final invoices (Paid,
 * Cancelled) refuse any change, the vendor is checked, the number comes from the tenant's
 * sequence, and the audit row is written with the change.
 */
import { INVOICE_WORKFLOW, invoiceActions } from '@staffledger/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { DATE_RANGE, isInDateRange, isIsoDate } from '../../db/list-query.js';
import { badRequest, conflict } from '../../errors.js';
import { diff, recordAudit } from '../audit/audit.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { readSetting } from '../settings/settings.js';
import {
  deleteInvoiceRow,
  findInvoice,
  hasBeenSent,
  insertInvoice,
  nextInvoiceNumber,
  replaceInvoiceItems,
  setInvoiceStatus,
  updateInvoice,
} from './invoices.repo.js';
import type { Invoice } from '@staffledger/contracts/schemas';
import { addDays } from '../common/business-day.js';
import { findOr404 } from '../common/find-or-404.js';
import { assertMove, guardSave } from '../common/move-guard.js';
import { assertVendor } from '../common/references.js';
import type { InvoiceValues } from './invoices.validate.js';
import { datedBeforeWeek, lastWeekBilledBy } from './billed-periods.js';
import { claimNamedTimesheet } from './from-timesheet.js';
import { keepHeldSheets } from './held-sheets.js';
import { giveBackOnCancel, giveBackSheets, sheetsHeldBy } from './give-back.js';

type DatedValues = Omit<InvoiceValues, 'dueDate'> & { dueDate: string };

/**
 * A due date left empty falls the corporation's default number of days after the invoice date;
 * an invoice date near the end of the range would put it past the range, which is a 400.
 */
async function withDueDate(tx: Tx, corpId: number, v: InvoiceValues): Promise<DatedValues> {
  if (v.dueDate !== null) return { ...v, dueDate: v.dueDate };
  const days = await readSetting(tx, 'INVOICE', 'defaultDueDays', corpId);
  const dueDate = addDays(v.invoiceDate, days);
  if (!isIsoDate(dueDate) || !isInDateRange(dueDate)) {
    const message = `Due date would fall after ${DATE_RANGE.last} (the invoice date plus ${days} days); enter one`;
    throw badRequest(message, { dueDate: message });
  }
  return { ...v, dueDate };
}

/** The fields a person sets, comparable between the stored invoice and the form's values. */
const editable = (v: {
  vendorId: number;
  amount: number | string;
  invoiceDate: string;
  dueDate: string;
  status: string;
  items: { description: string; quantity: number | string; price: number | string }[];
}) => ({
  vendorId: v.vendorId,
  amount: Number(v.amount),
  invoiceDate: v.invoiceDate,
  dueDate: v.dueDate,
  status: v.status,
  items: v.items.map((i) => ({
    description: i.description,
    quantity: Number(i.quantity),
    price: Number(i.price),
  })),
});

/** An invoice that bills timesheets is dated on or after the last day of each week, else a 400. */
async function assertDatedAfterWeeks(tx: Tx, id: number, invoiceDate: string): Promise<void> {
  const week = await lastWeekBilledBy(tx, id);
  if (week === undefined || week.end <= invoiceDate) return;
  const message = datedBeforeWeek(invoiceDate, week);
  throw badRequest(message, { invoiceDate: message });
}

/** Creates an invoice with the next number of the tenant; answers it as read back. */
export async function createInvoice(
  tx: Tx,
  request: FastifyRequest,
  corpId: number,
  values: InvoiceValues,
): Promise<Invoice> {
  const v = await withDueDate(tx, corpId, values);
  await assertVendor(tx, v.vendorId);
  const status = v.status ?? 'PENDING';
  const billSheet =
    v.timesheetId === null ? null : await claimNamedTimesheet(tx, request, v, v.timesheetId);
  const number = await nextInvoiceNumber(tx, corpId);
  const id = await insertInvoice(tx, corpId, { ...v, status, number });
  await replaceInvoiceItems(tx, corpId, id, v.items);
  await billSheet?.(id);
  const created = (await findInvoice(tx, id)) as Invoice;
  await recordAudit(tx, request, {
    entity: 'invoice',
    entityId: id,
    action: 'create',
    changes: { number, timesheetId: created.timesheetId, ...editable(created) },
  });
  return created;
}

/**
 * Replaces every field and the lines; a status left out keeps the current one. A paid or
 * cancelled invoice no longer changes (saving it again unchanged answers it as it is); one that
 * bills timesheets keeps its vendor and its sheets' lines (held-sheets.ts) and, once saved as
 * Cancelled, gives its sheets back.
 */
export async function replaceInvoice(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  values: InvoiceValues,
): Promise<Invoice> {
  return auditedUpdate(tx, request, {
    entity: 'invoice',
    id,
    find: (forUpdate) => findInvoice(tx, id, forUpdate),
    notFound: 'Invoice not found.',
    audited: editable,
    write: async (before) => {
      const v = await withDueDate(tx, request.corpId as number, values);
      const status = v.status ?? before.status;
      const changed = Object.keys(diff(editable(before), editable({ ...v, status }))).length > 0;
      const unchanged = guardSave(INVOICE_WORKFLOW, before.status, status, changed);
      if (unchanged) return unchanged;
      const lines = await keepHeldSheets(tx, before, v.vendorId, v.items);
      await assertDatedAfterWeeks(tx, id, v.invoiceDate);
      if (v.vendorId !== before.vendorId) await assertVendor(tx, v.vendorId);
      await updateInvoice(tx, id, { ...v, status });
      await replaceInvoiceItems(tx, request.corpId as number, id, lines);
      // cancelled through the form as through the Cancel action: the sheets go back (give-back.ts)
      if (status === 'CANCELLED') await giveBackOnCancel(tx, request, before);
    },
  });
}

/** Why a sent invoice is not deleted: its number went to the client (docs/workflows.md#cancelling-an-invoice). */
export const SENT_NOT_DELETED =
  'This invoice was sent, so it cannot be deleted: cancel it instead. It keeps its number, and its timesheets go back to Approved.';
export const CANCELLED_KEPT =
  'This invoice was sent, so it cannot be deleted: it stays cancelled, with its number, for the record.';

/**
 * Deletes an invoice that was never sent and is not paid; a sent one is cancelled instead. The
 * timesheets it billed are given back (give-back.ts).
 */
export async function removeInvoice(tx: Tx, request: FastifyRequest, id: number): Promise<void> {
  const invoice = await findOr404(findInvoice(tx, id, true), 'Invoice not found.');
  const sent = await hasBeenSent(tx, id);
  if (!invoiceActions(invoice.status, sent).includes('delete')) {
    if (invoice.status === 'PAID') throw conflict('A paid invoice cannot be deleted.');
    throw conflict(invoice.status === 'CANCELLED' ? CANCELLED_KEPT : SENT_NOT_DELETED);
  }
  const sheets = await sheetsHeldBy(tx, invoice);
  await deleteInvoiceRow(tx, id);
  await recordAudit(tx, request, {
    entity: 'invoice',
    entityId: id,
    action: 'delete',
    changes: {
      number: invoice.number,
      timesheetId: invoice.timesheetId,
      ...(sheets.length > 1 ? { timesheetIds: sheets } : {}),
      ...editable(invoice),
    },
  });
  await giveBackSheets(tx, request, sheets, { id, number: invoice.number }, 'deleted');
}

/** → Paid (paid_at now) as the table allows, else its 409. */
export async function markPaid(tx: Tx, request: FastifyRequest, id: number): Promise<Invoice> {
  const invoice = await findOr404(findInvoice(tx, id, true), 'Invoice not found.');
  assertMove(INVOICE_WORKFLOW, invoice.status, 'PAID');
  await setInvoiceStatus(tx, id, 'PAID');
  await recordAudit(tx, request, {
    entity: 'invoice',
    entityId: id,
    action: 'status',
    changes: { status: { from: invoice.status, to: 'PAID' } },
  });
  return (await findInvoice(tx, id)) as Invoice;
}
