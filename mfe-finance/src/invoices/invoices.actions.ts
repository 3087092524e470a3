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
  cancelInvoice,
  deleteInvoice,
  fetchInvoicePdf,
  fetchInvoiceRecipient,
  invoiceViewPath,
  markInvoicePaid,
  remindInvoice,
} from './invoices.api';

/** The delete banner clears sooner than the other actions' banners. */
export const DELETE_NOTICE_MS = 3_000;

export type InvoiceRowRef = Pick<InvoiceRow, 'id' | 'number' | 'status' | 'sent' | 'sheets'>;

/** The invoice's HTML view in a new window, at its own address (docs/files.md#invoice-documents). */
async function viewHtml(id: number): Promise<void> {
  const win = window.open(invoiceViewPath(id), '_blank');
  if (!win) throw new Error('The browser did not open a new window');
  win.opener = null;
}

/** What a delete or cancel does to the invoice's timesheets, in the confirm dialog's words. */
export function sheetsGoBack(sheets: number): string {
  if (sheets === 0) return '';
  return sheets === 1
    ? ' Its 1 timesheet goes back to Approved.'
    : ` Its ${sheets} timesheets go back to Approved.`;
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
  delete: ({ id, number, sheets }) => ({
    confirm: {
      question: `Are you sure you want to delete invoice ${number}?${sheetsGoBack(sheets)}`,
      confirmLabel: 'Delete',
    },
    run: () => deleteInvoice(id),
    success: 'Invoice deleted successfully',
    failure: (reason) => `Failed to delete invoice: ${reason}`,
    reload: true,
    noticeMs: DELETE_NOTICE_MS,
  }),
  // a sent invoice's number is the client's: it is cancelled and kept (docs/workflows.md#cancelling-an-invoice)
  cancel: ({ id, number, sheets }) => ({
    confirm: {
      question: `Cancel invoice ${number}? It was sent, so it keeps its number and is marked Cancelled.${sheetsGoBack(sheets)}`,
      confirmLabel: 'Cancel invoice',
      cancelLabel: 'Keep invoice',
    },
    run: () => cancelInvoice(id),
    success: 'Invoice cancelled successfully',
    failure: (reason) => `Failed to cancel invoice: ${reason}`,
    reload: true,
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
  cancel: () => 'Cancel',
  remind: (invoice) => remindLabel(invoice.sent),
  paid: () => 'Paid',
};

export type MenuAction = { label: string; action: RowAction };

/**
 * A row's gear menu: View, Download; Delete for an unsent invoice not paid, Cancel for a sent one;
 * Send or Remind and Paid for unpaid invoices.
 */
export function menuActions(invoice: InvoiceRowRef): MenuAction[] {
  return invoiceActions(invoice.status, invoice.sent).map((action) => ({
    label: LABEL[action](invoice),
    action: ACTION[action](invoice),
  }));
}
