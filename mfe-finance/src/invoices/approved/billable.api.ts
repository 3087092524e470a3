import {
  apiFetch,
  type BillableTimesheet,
  type Invoice,
  type InvoiceFromTimesheets,
} from '@staffledger/shared';
import { INVOICES_PATH } from '../invoices.api';

/**
 * GET /invoices/billable: every approved timesheet waiting for an invoice, with what it would bill,
 * by vendor, period and employee. The whole list at once: the screen filters by vendor itself, so
 * that the vendor filter can offer every vendor present.
 */
export async function fetchBillable(signal?: AbortSignal): Promise<BillableTimesheet[]> {
  const rows = await apiFetch<unknown>(`${INVOICES_PATH}/billable`, { signal });
  if (!Array.isArray(rows)) throw new Error('Unexpected billable timesheets answer');
  return rows as BillableTimesheet[];
}

/**
 * POST /invoices/from-timesheets: one invoice with a line per sheet (all of one vendor); the sheets
 * become Locked. `idempotencyKey` names the user's click: should the request be sent again (a
 * retry after a lost answer), the server answers the invoice it made the first time.
 */
export async function createInvoiceFromTimesheets(
  timesheetIds: number[],
  idempotencyKey: string,
): Promise<Invoice> {
  const body: InvoiceFromTimesheets = { timesheetIds };
  return apiFetch<Invoice>(`${INVOICES_PATH}/from-timesheets`, {
    method: 'POST',
    body,
    // a structured-field string, as the Idempotency-Key draft writes it
    headers: { 'Idempotency-Key': `"${idempotencyKey}"` },
  });
}

/**
 * A random version 4 UUID. `crypto.randomUUID` exists only on secure origins (HTTPS or localhost),
 * and a back office may be served over plain HTTP inside a company network, where
 * `crypto.getRandomValues` still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
