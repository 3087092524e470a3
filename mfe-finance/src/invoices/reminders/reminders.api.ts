import { apiFetch, type InvoiceMail } from '@staffledger/shared';
import { INVOICES_PATH } from '../invoices.api';

/** GET /invoices/{id}/reminders: the invoice's e-mails, by hand and scheduled, newest first. */
export async function fetchInvoiceMails(id: number, signal?: AbortSignal): Promise<InvoiceMail[]> {
  const mails = await apiFetch<unknown>(`${INVOICES_PATH}/${encodeURIComponent(id)}/reminders`, {
    signal,
  });
  if (!Array.isArray(mails)) throw new Error('Unexpected reminders answer');
  return mails as InvoiceMail[];
}
