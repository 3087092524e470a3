import {
  bodyCorpId,
  bodyId,
  fieldCode,
  fieldDate,
  fieldId,
  fieldNumber,
  fieldText,
  INVOICE_STATUS_LABELS,
  invoiceTotalCents,
  isInvoiceFinal,
  optionsFromLabels,
  todayIso,
  type Invoice,
  type InvoiceInput,
  type SelectOption,
} from '@staffledger/shared';
import { INVOICE_TRANSITIONS, invoiceRuleErrors, statusChoices } from '@staffledger/shared/rules';

/**
 * A line as the form holds it: an emptied number input is null. `timesheetId` names the sheet a
 * line bills: such a line cannot change (docs/workflows.md#an-invoice-keeps-its-timesheets).
 */
export type LineValues = {
  description: string;
  quantity: number | null;
  price: number | null;
  timesheetId?: number | null;
};

/** The form's values: the vendor id as the select holds it; number and customer are read-only. */
export type InvoiceValues = {
  id: number | null;
  number: string;
  vendorId: string;
  customer: string;
  /** Typed in only while there are no lines; with lines it is their total. */
  amount: number | null;
  invoiceDate: string;
  dueDate: string;
  status: string;
  /** The status as loaded: a Paid or Cancelled invoice opens read-only. */
  savedStatus: string;
  /**
   * Whether the invoice bills timesheets: its vendor can no longer change
   * (docs/workflows.md#an-invoice-keeps-its-timesheets).
   */
  billsTimesheets: boolean;
  items: LineValues[];
};

/** A new line has quantity 1 and price 0 (docs/screens.md#forms). */
export const NEW_LINE: LineValues = { description: '', quantity: 1, price: 0 };

/**
 * The saved status and the moves INVOICE_TRANSITIONS allows from it; a new invoice may start in any
 * status. A final one opens read-only, with its own status only.
 */
export function invoiceStatusOptions(savedStatus: string): SelectOption[] {
  const statuses = Object.keys(INVOICE_STATUS_LABELS) as (keyof typeof INVOICE_STATUS_LABELS)[];
  return optionsFromLabels(
    INVOICE_STATUS_LABELS,
    statusChoices(INVOICE_TRANSITIONS, statuses, savedStatus),
  );
}

/** A new invoice: Pending, dated today, no lines. */
export function initialInvoice(today = todayIso()): InvoiceValues {
  return {
    id: null,
    number: '',
    vendorId: '',
    customer: '',
    amount: null,
    invoiceDate: today,
    dueDate: '',
    status: 'PENDING',
    savedStatus: '',
    billsTimesheets: false,
    items: [],
  };
}

export function invoiceToValues(record: Record<string, unknown>): InvoiceValues {
  const i = record as Partial<Invoice>;
  const status = fieldCode(i.status, 'PENDING');
  return {
    id: fieldId(i.id),
    number: fieldText(i.number),
    vendorId: fieldText(i.vendorId),
    customer: fieldText(i.customer),
    amount: fieldNumber(i.amount),
    invoiceDate: fieldDate(i.invoiceDate),
    dueDate: fieldDate(i.dueDate),
    status,
    savedStatus: status,
    billsTimesheets:
      (i.timesheetId ?? null) !== null ||
      (i.items ?? []).some((item) => (item.timesheetId ?? null) !== null),
    items: (i.items ?? []).map((item) => ({
      description: fieldText(item.description),
      quantity: fieldNumber(item.quantity),
      price: fieldNumber(item.price),
      timesheetId: item.timesheetId ?? null,
    })),
  };
}

/** The lines' total in cents; an empty quantity or price counts as 0. */
export function linesTotalCents(items: readonly LineValues[]): number {
  return invoiceTotalCents(items.map((i) => ({ quantity: i.quantity ?? 0, price: i.price ?? 0 })));
}

/**
 * Whether the invoice may no longer change in the form (docs/workflows.md#invoices: Paid and
 * Cancelled are final).
 */
export function isReadOnlyInvoice(values: InvoiceValues): boolean {
  return values.id !== null && isInvoiceFinal(values.savedStatus);
}

/**
 * The JSON of POST /invoices and PUT /invoices/{id}: the invoice plus corpId ('0' when none;
 * docs/api-conventions.md#ids). With lines, the amount is their total, as the server requires.
 */
export function invoiceToBody(v: InvoiceValues, selectedCorpId: number): InvoiceInput {
  const items = v.items.map((i) => ({
    description: i.description.trim(),
    quantity: i.quantity ?? 0,
    price: i.price ?? 0,
  }));
  return {
    vendorId: bodyId(v.vendorId),
    amount: items.length > 0 ? linesTotalCents(v.items) / 100 : v.amount,
    invoiceDate: v.invoiceDate,
    dueDate: v.dueDate,
    status: v.status,
    items,
    corpId: bodyCorpId(selectedCorpId),
  };
}

/** Field error key of a line's field; the server may also write it `items[0].price`. */
export const lineKey = (index: number, field: keyof LineValues) => `items.${index}.${field}`;

/**
 * The checks the API makes too, in the same words (`invoiceRuleErrors` of the contract), and the
 * required line fields (the vendor, INVOICE_REQUIRED, is checked by the form kit).
 */
export function validateInvoice(v: InvoiceValues): Record<string, string> {
  const errors = invoiceRuleErrors(v, lineKey);
  v.items.forEach((item, i) => {
    if (item.description.trim() === '')
      errors[lineKey(i, 'description')] = 'Description is required';
    if (item.quantity === null) errors[lineKey(i, 'quantity')] = 'Quantity is required';
    if (item.price === null) errors[lineKey(i, 'price')] = 'Price is required';
  });
  // a bad line already says what is wrong; its total would only repeat it
  if (Object.keys(errors).some((k) => k.startsWith('items.'))) delete errors.amount;
  return errors;
}
