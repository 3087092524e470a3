/** The invoice workflow and the limits of an invoice's lines. */
import { isCalendarDay } from './dates.js';
import { lineAmountCents, moneyRangeError } from './money.js';
import {
  canMove,
  isFinalStatus,
  labelOf,
  movesInto,
  type TransitionTable,
  type Workflow,
} from './workflow.js';

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

/** The invoice workflow: the table and what its refusals say (`moveRefusal`, `saveVerdict`). */
export const INVOICE_WORKFLOW: Workflow<InvoiceStatus> = {
  noun: 'invoice',
  moves: INVOICE_TRANSITIONS,
};

/** Whether an invoice in `status` (any case) no longer changes. */
export function isInvoiceFinal(status: string | null | undefined): boolean {
  return isFinalStatus(INVOICE_TRANSITIONS, status);
}

/** An entry of an invoice row's gear menu (docs/workflows.md#actions). */
export type InvoiceAction = 'view' | 'download' | 'delete' | 'cancel' | 'remind' | 'paid';

/**
 * Whether an invoice in `status` may still be paid: it is then also reminded (Send/Remind), which
 * is no move of its own.
 */
export function isInvoicePayable(status: string | null | undefined): boolean {
  return canMove(INVOICE_TRANSITIONS, status, 'PAID');
}

/** 'pending or overdue': the statuses the table lets move to `to`, for a refusal's sentence. */
export function invoiceStatusesInto(to: InvoiceStatus): string {
  return movesInto(INVOICE_TRANSITIONS, to)
    .map((s) => s.toLowerCase())
    .join(' or ');
}

/**
 * The gear menu of an invoice row, which the API holds to as well. The moves come from the table
 * (Paid, Cancel); beside them two policies of the books, held by the
 * screens and the API alike: a sent invoice is cancelled, never deleted, as its number went to the
 * client; an unsent one is deleted unless it is paid.
 */
export function invoiceActions(status: string | null | undefined, sent: boolean): InvoiceAction[] {
  const actions: InvoiceAction[] = ['view', 'download'];
  if (sent && canMove(INVOICE_TRANSITIONS, status, 'CANCELLED')) actions.push('cancel');
  if (!sent && (status ?? '').toUpperCase() !== 'PAID') actions.push('delete');
  if (isInvoicePayable(status)) actions.push('remind', 'paid');
  return actions;
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

/** The number fields of an invoice's line. */
export type InvoiceLineField = 'quantity' | 'price';

/**
 * The rules of an invoice that the form and the API both check, in one set of words: field →
 * message, a line's field under `lineKey(i, field)` (each side writes its keys its own way). A
 * value is judged only when it has its type (a number, a `YYYY-MM-DD` date); what it is otherwise,
 * and whether it is there at all, each side says for itself. The amount is the lines' total when
 * there are lines, and is judged only when every line is good.
 */
export function invoiceRuleErrors(
  v: {
    invoiceDate?: unknown;
    dueDate?: unknown;
    amount?: unknown;
    items?: readonly { quantity?: unknown; price?: unknown }[] | null;
  },
  lineKey: (index: number, field: InvoiceLineField) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  // YYYY-MM-DD texts compare in calendar order
  if (isCalendarDay(v.invoiceDate) && isCalendarDay(v.dueDate) && v.dueDate < v.invoiceDate) {
    errors.dueDate = 'Due Date cannot be before Invoice Date';
  }
  const items = v.items ?? [];
  if (items.length > INVOICE_LIMITS.maxItems) {
    errors.items = `An invoice has at most ${INVOICE_LIMITS.maxItems} line items`;
    return errors;
  }
  let linesGood = true;
  items.forEach((item, i) => {
    const quantity = moneyRangeError('Quantity', item.quantity, INVOICE_LIMITS.maxQuantity);
    const price = moneyRangeError('Price', item.price, INVOICE_LIMITS.maxPrice);
    if (quantity) errors[lineKey(i, 'quantity')] = quantity;
    if (price) errors[lineKey(i, 'price')] = price;
    if (quantity || price || typeof item.quantity !== 'number' || typeof item.price !== 'number') {
      linesGood = false;
    }
  });
  // a bad line already says what is wrong; its total would only repeat it
  if (!linesGood) return errors;
  const amount =
    items.length > 0
      ? items.reduce(
          (cents, i) => cents + lineAmountCents(i.quantity as number, i.price as number),
          0,
        ) / 100
      : v.amount;
  const refused = moneyRangeError('Amount', amount, INVOICE_LIMITS.maxAmount);
  if (refused) errors.amount = refused;
  return errors;
}
