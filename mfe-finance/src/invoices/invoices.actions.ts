import {
  invoiceActions,
  invoicePdfName,
  remindLabel,
  saveBlob,
  type InvoiceRow,
  type InvoiceAction,
  type RowAction,
} from '@staffledger/shared';
import {
  deleteInvoice,
  fetchInvoiceHtml,
  fetchInvoicePdf,
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
  remind: ({ id }) => ({
    run: () => remindInvoice(id),
    success: 'Reminder sent successfully',
    failure: (reason) => `Failed to send reminder: ${reason}`,
    reload: true,
  }),
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
