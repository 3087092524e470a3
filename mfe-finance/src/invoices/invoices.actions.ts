import {
  invoiceActions,
  invoicePdfName,
  remindLabel,
  saveBlob,
  type InvoiceRow,
  type InvoiceSent,
  type InvoiceAction,
  type RowAction,
} from '@staffledger/shared';
import {
  deleteInvoice,
  fetchInvoiceHtml,
  fetchInvoicePdf,
  fetchInvoiceRecipient,
  markInvoicePaid,
  remindInvoice,
} from './invoices.api';

/** The delete banner clears sooner than the other actions' banners. */
export const DELETE_NOTICE_MS = 3_000;

export type InvoiceRowRef = Pick<InvoiceRow, 'id' | 'number' | 'status' | 'sent'>;

async function viewHtml(id: number): Promise<void> {
  // Opened before the call: a browser lets a click open a window, not the end of a request.
  const win = window.open('', '_blank');
  if (!win) throw new Error('The browser did not open a new window');
  win.opener = null;
  try {
    const html = await fetchInvoiceHtml(id);
    win.document.open();
    win.document.write(html);
    win.document.close();
  } catch (e) {
    win.close();
    throw e;
  }
}

/**
 * Send (first time) or Remind: asks first, naming the address the e-mail would go to now, and
 * says to whom it went (docs/screens.md#texts).
 */
function sendAction({ id, number, sent }: InvoiceRowRef): RowAction {
  return {
    confirm: async () => {
      const { email } = await fetchInvoiceRecipient(id);
      return sent
        ? { question: `Send a reminder of invoice ${number} to ${email}?`, confirmLabel: 'Remind' }
        : { question: `Send invoice ${number} to ${email}?`, confirmLabel: 'Send' };
    },
    run: () => remindInvoice(id),
    success: (answer) => {
      const { sentTo } = answer as InvoiceSent;
      return sent
        ? `Reminder sent successfully to ${sentTo}`
        : `Invoice ${number} sent successfully to ${sentTo}`;
    },
    failure: (reason) =>
      sent ? `Failed to send reminder: ${reason}` : `Failed to send invoice: ${reason}`,
    reload: true,
  };
}

const ACTION: Record<InvoiceAction, (invoice: InvoiceRowRef) => RowAction> = {
  view: ({ id }) => ({
    run: () => viewHtml(id),
    success: 'HTML view opened in new window',
    failure: (reason) => `Failed to view HTML: ${reason}`,
  }),
  download: ({ id, number }) => ({
    run: async () => saveBlob(await fetchInvoicePdf(id), invoicePdfName(number)),
    success: 'PDF downloaded successfully',
    failure: (reason) => `Failed to download PDF: ${reason}`,
  }),
  delete: ({ id, number }) => ({
    confirm: {
      question: `Are you sure you want to delete invoice ${number}?`,
      confirmLabel: 'Delete',
    },
    run: () => deleteInvoice(id),
    success: 'Invoice deleted successfully',
    failure: (reason) => `Failed to delete invoice: ${reason}`,
    reload: true,
    noticeMs: DELETE_NOTICE_MS,
  }),
  remind: (invoice) => sendAction(invoice),
  paid: ({ id }) => ({
    run: () => markInvoicePaid(id),
    success: 'Invoice marked as paid',
    failure: (reason) => `Failed to mark invoice as paid: ${reason}`,
    reload: true,
  }),
};

const LABEL: Record<InvoiceAction, (invoice: InvoiceRowRef) => string> = {
  view: () => 'View',
  download: () => 'Download',
  delete: () => 'Delete',
  remind: (invoice) => remindLabel(invoice.sent),
  paid: () => 'Paid',
};

export type MenuAction = { label: string; action: RowAction };

/** A row's gear menu: View, Download, Delete; Send or Remind and Paid for unpaid invoices. */
export function menuActions(invoice: InvoiceRowRef): MenuAction[] {
  return invoiceActions(invoice.status).map((action) => ({
    label: LABEL[action](invoice),
    action: ACTION[action](invoice),
  }));
}
