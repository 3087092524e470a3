import {
  apiFetch,
  apiList,
  MAX_SHEETS_PER_INVOICE,
  type BillableTimesheet,
  type Invoice,
  type InvoiceFromTimesheets,
} from '@staffledger/shared';
import { INVOICES_PATH } from '../invoices.api';

/** GET: a page of the vendors with approved sheets waiting, each with its weeks and totals. */
export const BILLABLE_VENDORS_PATH = `${INVOICES_PATH}/billable/vendors`;

/** GET: a page of the approved sheets waiting for an invoice, by vendor, period and employee. */
export const BILLABLE_PATH = `${INVOICES_PATH}/billable`;

/**
 * Select all of a vendor: its first sheets an arrangement bills, as many as one invoice takes
 * (by period, then employee, as listed).
 */
export async function fetchInvoiceable(vendorId: number): Promise<BillableTimesheet[]> {
  const query = { vendorId, invoiceable: true, limit: MAX_SHEETS_PER_INVOICE, withTotal: false };
  return (await apiList<BillableTimesheet>(BILLABLE_PATH, query)).rows;
}

/** Which of these sheets still wait for an invoice (after a refused Create invoice). */
export async function fetchStillWaiting(ids: number[]): Promise<Set<number>> {
  const query = { ids: ids.join(','), limit: ids.length, withTotal: false };
  const { rows } = await apiList<BillableTimesheet>(BILLABLE_PATH, query);
  return new Set(rows.map((r) => r.timesheetId));
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
