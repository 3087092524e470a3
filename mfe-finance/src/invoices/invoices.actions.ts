import {
  invoiceActions,
  remindLabel,
  saveBlob,
  type Invoice,
  type InvoiceAction,
} from '@staffledger/shared';
import {
  deleteInvoice,
  fetchInvoiceHtml,
  fetchInvoicePdf,
  markInvoicePaid,
  remindInvoice,
} from './invoices.api';

/** Action banners clear after 5 s, the delete banner after 3 s (docs/screens.md#timings). */
export const NOTICE_MS = 5_000;
export const DELETE_NOTICE_MS = 3_000;

export type Notice = { kind: 'success' | 'error'; text: string; ms: number };
/** What an action leaves behind: a banner, and whether the list must be fetched again. */
export type ActionResult = { notice: Notice; reload: boolean };

export type InvoiceRowRef = Pick<Invoice, 'id' | 'number' | 'status' | 'sent'>;

type Run = (invoice: InvoiceRowRef) => Promise<ActionResult | null>;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const done = (text: string, reload = false, ms = NOTICE_MS): ActionResult => ({
  notice: { kind: 'success', text, ms },
  reload,
});
const failed = (text: string, ms = NOTICE_MS): ActionResult => ({
  notice: { kind: 'error', text, ms },
  reload: false,
});

const view: Run = async ({ id }) => {
  // Opened before the call: a browser lets a click open a window, not the end of a request.
  const win = window.open('', '_blank');
  if (!win) return failed('Failed to view HTML: The browser did not open a new window');
  win.opener = null;
  try {
    const html = await fetchInvoiceHtml(id);
    win.document.open();
    win.document.write(html);
    win.document.close();
    return done('HTML view opened in new window');
  } catch (e) {
    win.close();
    return failed(`Failed to view HTML: ${messageOf(e)}`);
  }
};

const download: Run = async ({ id }) => {
  try {
    saveBlob(await fetchInvoicePdf(id), `invoice-${id}.pdf`);
    return done('PDF downloaded successfully');
  } catch (e) {
    return failed(`Failed to download PDF: ${messageOf(e)}`);
  }
};

const remove: Run = async ({ id, number }) => {
  if (!window.confirm(`Are you sure you want to delete invoice ${number}?`)) return null;
  try {
    await deleteInvoice(id);
    return done('Invoice deleted successfully', true, DELETE_NOTICE_MS);
  } catch (e) {
    return failed(`Failed to delete invoice: ${messageOf(e)}`, DELETE_NOTICE_MS);
  }
};

const remind: Run = async ({ id }) => {
  try {
    await remindInvoice(id);
    return done('Reminder sent successfully', true);
  } catch (e) {
    return failed(`Failed to send reminder: ${messageOf(e)}`);
  }
};

const paid: Run = async ({ id }) => {
  try {
    await markInvoicePaid(id);
    return done('Invoice marked as paid', true);
  } catch (e) {
    return failed(`Failed to mark invoice as paid: ${messageOf(e)}`);
  }
};

const RUN: Record<InvoiceAction, Run> = { view, download, delete: remove, remind, paid };

const LABEL: Record<InvoiceAction, (invoice: InvoiceRowRef) => string> = {
  view: () => 'View',
  download: () => 'Download',
  delete: () => 'Delete',
  remind: (invoice) => remindLabel(invoice.sent),
  paid: () => 'Paid',
};

export type MenuAction = { label: string; run: () => Promise<ActionResult | null> };

/** A row's gear menu: View, Download, Delete; Send or Remind and Paid for Pending invoices only. */
export function menuActions(invoice: InvoiceRowRef): MenuAction[] {
  return invoiceActions(invoice.status).map((action) => ({
    label: LABEL[action](invoice),
    run: () => RUN[action](invoice),
  }));
}
