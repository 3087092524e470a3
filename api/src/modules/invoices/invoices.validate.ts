/** Checks and normalises the invoice form beyond its schema: required fields, lines, money, dates. */
import { centsToText, formatCents, lineCents, textToCents } from '@staffledger/contracts';
import { FieldChecks, given } from '../common/validate.js';
import { toDecimal } from './invoices.money.js';
import {
  INVOICE_LIMITS,
  INVOICE_STATUSES,
  invoiceRuleErrors,
  type InvoiceStatus,
} from '@staffledger/contracts';
import type { InvoiceInput, InvoiceItemInput } from '@staffledger/contracts/schemas';

/**
 * One line as stored: quantity and price as exact text with 2 places; `timesheetId` names the
 * timesheet the line bills (lines made from timesheets only).
 */
export type InvoiceLine = {
  description: string;
  quantity: string;
  price: string;
  timesheetId?: number | null;
};

/** The values an invoice is saved with (validated and normalised). */
export type InvoiceValues = {
  vendorId: number;
  /** Exact text with 2 places; the total of the lines when there are lines. */
  amount: string;
  invoiceDate: string;
  /** Null when left empty: the invoice date plus the corporation's INVOICE defaultDueDays. */
  dueDate: string | null;
  /** Upper-case; null when the body gives none (create: PENDING, replace: unchanged). */
  status: InvoiceStatus | null;
  items: InvoiceLine[];
  /** On create, the approved timesheet this invoice bills (read-only once created); else null. */
  timesheetId: number | null;
};

export const AMOUNT_MISMATCH = 'Amount must equal the total of the line items';

/** The field errors of the rules the form checks too (`invoiceRuleErrors`), in its words. */
type Rules = Record<string, string>;

const lineKey = (i: number, field: string) => `items[${i}].${field}`;

/** The dates as stored (trimmed), and the rules judged on them and on the lines. */
function checkDates(input: InvoiceInput, form: FieldChecks) {
  const { errors } = form;
  const invoiceDate = form.date('invoiceDate', input.invoiceDate, 'Invoice date', true);
  const dueDate = form.date('dueDate', input.dueDate, 'Due date');
  const valid = (field: string, value: string | null) => (errors[field] ? null : value);
  const rules = invoiceRuleErrors(
    {
      ...input,
      invoiceDate: valid('invoiceDate', invoiceDate),
      dueDate: valid('dueDate', dueDate),
    },
    lineKey,
  );
  if (rules.dueDate) errors.dueDate = rules.dueDate;
  return { dates: { invoiceDate: invoiceDate as string, dueDate }, rules };
}

/** The lines and their total in cents; every bad field gets its own `items[i].field` error. */
function checkItems(items: InvoiceItemInput[], form: FieldChecks, rules: Rules) {
  const { errors } = form;
  if (rules.items) {
    errors.items = rules.items;
    return { lines: [], total: 0n };
  }
  const lines: InvoiceLine[] = [];
  let total = 0n;
  items.forEach((item, i) => {
    const at = `items[${i}].`;
    const description = form.required(`${at}description`, item.description, 'Description');
    if (description !== null && description.length > INVOICE_LIMITS.description) {
      errors[`${at}description`] =
        `Description must be at most ${INVOICE_LIMITS.description} characters`;
    }
    // a number out of range is the rules'; a missing one or one that is no number, the API's
    const money = (field: 'quantity' | 'price', label: string, max: number) => {
      const refused = rules[lineKey(i, field)];
      if (refused) errors[`${at}${field}`] = refused;
      return refused ? null : form.money(`${at}${field}`, item[field], label, max);
    };
    const quantity = money('quantity', 'Quantity', INVOICE_LIMITS.maxQuantity);
    const price = money('price', 'Price', INVOICE_LIMITS.maxPrice);
    if (description !== null && quantity && price) {
      lines.push({ description, quantity: quantity.text, price: price.text });
      total += lineCents(quantity.cents, price.cents);
    }
  });
  return { lines, total };
}

/** The amount: the lines' total when there are lines (a differing body amount is refused). */
function checkAmount(
  input: InvoiceInput,
  items: { lines: InvoiceLine[]; total: bigint } | null,
  form: FieldChecks,
  rules: Rules,
): string {
  const { errors } = form;
  const max = INVOICE_LIMITS.maxAmount;
  if (rules.amount) {
    errors.amount = rules.amount;
    return '';
  }
  const asked = input.amount;
  const body = asked === undefined || asked === null ? null : toDecimal(asked, 'Amount', max);
  if (body && 'error' in body) {
    errors.amount = body.error;
    return '';
  }
  if (items === null) {
    if (body === null) errors.amount = 'Amount is required';
    return body?.text ?? '';
  }
  if (items.total > BigInt(Math.round(max * 100))) {
    errors.amount = `The total of the line items must be at most ${formatCents(textToCents(max.toFixed(2)))}`;
  } else if (body !== null && body.cents !== items.total) {
    errors.amount = AMOUNT_MISMATCH;
  }
  return centsToText(items.total);
}

/**
 * The values to store, or a 400 naming every bad field. `pathId` is the id of the invoice being
 * replaced: an `id` in the body that differs from it is refused (on create any id is ignored).
 * Whether the vendor exists is checked against the database by the caller.
 */
export function toInvoiceValues(input: InvoiceInput, pathId?: number): InvoiceValues {
  const form = new FieldChecks();
  const { errors } = form;

  if (!given(input.vendorId)) errors.vendorId = 'Vendor is required';
  const { dates, rules } = checkDates(input, form);

  const status = form.oneOf('status', input.status, INVOICE_STATUSES, 'Status');

  const items = input.items && input.items.length > 0 ? checkItems(input.items, form, rules) : null;
  const amount = checkAmount(input, items, form, rules);

  form.bodyId(input.id, pathId);
  const timesheetId = input.timesheetId ?? null;
  if (timesheetId !== null && !(timesheetId >= 1 && Number.isSafeInteger(timesheetId))) {
    errors.timesheetId = 'Timesheet must be a positive id';
  }

  form.assertValid();
  return {
    vendorId: input.vendorId as number,
    amount,
    ...dates,
    status,
    items: items?.lines ?? [],
    timesheetId,
  };
}
