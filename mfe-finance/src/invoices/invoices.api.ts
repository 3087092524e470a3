import {
  apiFetch,
  ApiError,
  INVOICE_STATUSES,
  type InvoiceRecipient,
  type InvoiceSent,
} from '@staffledger/shared';

export const INVOICES_PATH = '/invoices';

const one = (id: number) => `${INVOICES_PATH}/${encodeURIComponent(id)}`;

/** GET /invoices/statuses: the statuses present in the data (the list's status filter). */
export async function fetchInvoiceStatuses(signal?: AbortSignal): Promise<string[]> {
  const statuses = await apiFetch<unknown>(`${INVOICES_PATH}/statuses`, { signal });
  if (!Array.isArray(statuses)) throw new Error('Unexpected statuses answer');
  return statuses.map(String);
}

/** The statuses the filter offers while the real ones load or when they cannot be loaded. */
export const ALL_INVOICE_STATUSES: readonly string[] = INVOICE_STATUSES;

/** GET /invoices/{id}/html-view (Accept text/html): the invoice as a page. */
export async function fetchInvoiceHtml(id: number, signal?: AbortSignal): Promise<string> {
  const res = await apiFetch<Response>(`${one(id)}/html-view`, {
    accept: 'text/html',
    raw: true,
    signal,
  });
  return res.text();
}

/**
 * The address of the invoice's HTML view in the app (InvoiceView, at `:id/view` under the shell's
 * /on/invoices): a reload or a bookmark shows the invoice again, after sign-in if the session ended.
 */
export const invoiceViewPath = (id: number) => `/on/invoices/${encodeURIComponent(id)}/view`;

/**
 * GET /invoices/{id}/pdf-db (Accept application/pdf). In the product's texts a refused answer reads
 * 'HTTP error! status: {n}', and anything but a PDF 'Invalid response type. Expected PDF.'.
 */
export async function fetchInvoicePdf(id: number): Promise<Blob> {
  let res: Response;
  try {
    res = await apiFetch<Response>(`${one(id)}/pdf-db`, { accept: 'application/pdf', raw: true });
  } catch (e) {
    if (e instanceof ApiError) throw new Error(`HTTP error! status: ${e.status}`);
    throw e;
  }
  const blob = await res.blob();
  if (!blob.type.toLowerCase().startsWith('application/pdf')) {
    throw new Error('Invalid response type. Expected PDF.');
  }
  return blob;
}

/** DELETE /invoices/{id} (204). */
export async function deleteInvoice(id: number): Promise<void> {
  await apiFetch(one(id), { method: 'DELETE' });
}

/** POST /invoices/{id}/cancel, no body: a sent invoice keeps its number, its sheets go back. */
export async function cancelInvoice(id: number): Promise<void> {
  await apiFetch(`${one(id)}/cancel`, { method: 'POST' });
}

/** GET /invoices/{id}/recipient: to whom Send and Remind would e-mail the invoice now. */
export async function fetchInvoiceRecipient(id: number): Promise<InvoiceRecipient> {
  return apiFetch<InvoiceRecipient>(`${one(id)}/recipient`);
}

/** PUT /invoices/{id}/remind, no body: Send the first time, Remind after; answers `sentTo`. */
export async function remindInvoice(id: number): Promise<InvoiceSent> {
  return apiFetch<InvoiceSent>(`${one(id)}/remind`, { method: 'PUT' });
}

/** PUT /invoices/{id}/paid, no body. */
export async function markInvoicePaid(id: number): Promise<void> {
  await apiFetch(`${one(id)}/paid`, { method: 'PUT' });
}
