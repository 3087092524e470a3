/** The invoice workflow and the limits of an invoice's lines. */
import { isFinalStatus, labelOf, type TransitionTable } from './workflow.js';

export const INVOICE_STATUSES = ['PENDING', 'PAID', 'OVERDUE', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  CANCELLED: 'Cancelled',
};

/** Display label of an invoice status in any case ('OVERDUE' → 'Overdue'). */
export function invoiceStatusLabel(status: string | null | undefined): string {
  return labelOf(INVOICE_STATUS_LABELS, status);
}

/**
 * From → the statuses an invoice may move to. Paid and Cancelled are final: such an invoice no
 * longer changes (saving it again unchanged is allowed).
 */
export const INVOICE_TRANSITIONS: TransitionTable<InvoiceStatus> = {
  PENDING: ['PAID', 'OVERDUE', 'CANCELLED'],
  OVERDUE: ['PENDING', 'PAID', 'CANCELLED'],
  PAID: [],
  CANCELLED: [],
};

/** Why a final invoice refuses a change. */
export const INVOICE_FINAL_MESSAGES: Readonly<Partial<Record<InvoiceStatus, string>>> = {
  PAID: 'A paid invoice can no longer change.',
  CANCELLED: 'A cancelled invoice can no longer change.',
};

/** Whether an invoice in `status` (any case) no longer changes. */
export function isInvoiceFinal(status: string | null | undefined): boolean {
  return isFinalStatus(INVOICE_TRANSITIONS, status);
}

/**
 * The gear menu of an invoice row, which the API holds to as well
 * (docs/workflows.md#cancelling-an-invoice): Remind/Send and Paid for unpaid (Pending, Overdue)
 * invoices; an invoice sent to its client is cancelled (it keeps its number), never deleted; an
 * unsent one is deleted unless it is paid.
 */
export type InvoiceAction = 'view' | 'download' | 'delete' | 'cancel' | 'remind' | 'paid';

/** The statuses the API reminds, marks paid and cancels (`PUT /invoices/{id}/remind`, …). */
const UNPAID: readonly string[] = ['PENDING', 'OVERDUE'];

export function invoiceActions(status: string | null | undefined, sent: boolean): InvoiceAction[] {
  const upper = (status ?? '').toUpperCase();
  if (UNPAID.includes(upper))
    return ['view', 'download', sent ? 'cancel' : 'delete', 'remind', 'paid'];
  return upper === 'PAID' || sent ? ['view', 'download'] : ['view', 'download', 'delete'];
}

/** The label of the remind action: Send until the invoice has been sent once, then Remind. */
export function remindLabel(sent: boolean): 'Send' | 'Remind' {
  return sent ? 'Remind' : 'Send';
}

/** Largest quantity and price of a line, largest amount, most lines on one invoice. */
export const INVOICE_LIMITS = {
  maxItems: 200,
  maxQuantity: 999_999.99,
  maxPrice: 99_999_999.99,
  maxAmount: 9_999_999_999.99,
  description: 500,
  /** The reason a cancellation may carry (kept in the audit trail). */
  cancelReason: 500,
} as const;

/**
 * The file name of an invoice's PDF, download and e-mail attachment alike: its number, as the
 * client knows it (`INV-000001.pdf`). A number prefix may hold '/', which a file name cannot.
 */
export function invoicePdfName(number: string): string {
  return `${number.replace(/[/\\]/g, '-')}.pdf`;
}
