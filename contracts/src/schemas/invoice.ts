import { Type, type Static } from '@sinclair/typebox';
import { INVOICE_LIST } from '../lists.js';
import { INVOICE_LIMITS, INVOICE_STATUSES } from '../invoice.js';
import { echoed, nullableId, oneOf, optionalText } from './common.js';
import { listQueryOf } from './list-query.js';

/**
 * A money or quantity field of a line. Anything but a JSON number is refused after the schema, so
 * that the field error names its line (`items[2].quantity`).
 */
const lineNumber = Type.Optional(
  Type.Union([Type.Number(), Type.String({ maxLength: 40 }), Type.Boolean(), Type.Null()]),
);

/** A line of the invoice form; its `id`, `timesheetId` and `amount` are read-only echoes. */
export const InvoiceItemInput = Type.Object(
  {
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    quantity: lineNumber,
    price: lineNumber,
    id: echoed.id,
    /** The timesheet a line bills, as read: never taken (a sheet's line is kept by its content). */
    timesheetId: echoed.id,
    // never taken (the server multiplies), but money is a JSON number within an invoice's range,
    // never text and never negative
    amount: Type.Optional(
      Type.Union([Type.Number({ minimum: 0, maximum: INVOICE_LIMITS.maxAmount }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type InvoiceItemInput = Static<typeof InvoiceItemInput>;

/**
 * The invoice form (POST /invoices, PUT /invoices/{id}). Required fields are checked after the
 * schema so that every missing one gets its own field error. `number`, `customer`, `sent` and
 * `sheets` and `sentAt` are read-only too; `timesheetId` is taken on create only (the invoice bills that timesheet).
 */
export const InvoiceInput = Type.Object(
  {
    vendorId: nullableId,
    amount: Type.Optional(
      Type.Union([
        Type.Number({ description: 'A JSON number from 0, at most 2 decimals' }),
        Type.Null(),
      ]),
    ),
    invoiceDate: optionalText(20),
    dueDate: optionalText(20),
    status: optionalText(20),
    items: Type.Optional(
      Type.Union([Type.Array(InvoiceItemInput, { maxItems: 1000 }), Type.Null()]),
    ),
    id: echoed.id,
    number: optionalText(100),
    customer: echoed.name,
    sent: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    timesheetId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    // read-only, as the form loaded it
    daysOverdue: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    sheets: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    sentAt: echoed.updateDate,
    updateDate: echoed.updateDate,
    corpId: echoed.checkedCorpId,
  },
  { additionalProperties: false },
);
export type InvoiceInput = Static<typeof InvoiceInput>;

/** One line of an invoice. */
export const InvoiceItem = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  quantity: Type.Number({ description: 'Exact to 2 decimals' }),
  price: Type.Number({ description: 'Exact to 2 decimals' }),
  amount: Type.Number({ description: 'quantity × price, rounded half-up to cents' }),
  timesheetId: Type.Union([Type.Integer(), Type.Null()], {
    description:
      'The timesheet this line bills (made from timesheets): it holds while the invoice exists; null for a line of its own',
  }),
});
export type InvoiceItem = Static<typeof InvoiceItem>;

const invoiceFields = {
  id: Type.Integer(),
  number: Type.String(),
  vendorId: Type.Integer(),
  customer: Type.String({ description: 'The vendor’s name' }),
  amount: Type.Number({ description: 'Exact to 2 decimals' }),
  invoiceDate: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  status: oneOf(INVOICE_STATUSES),
  sent: Type.Boolean(),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description:
      'When the invoice was last e-mailed (Send, Remind or the reminder schedule, delivered); null until it is',
  }),
  timesheetId: Type.Union([Type.Integer(), Type.Null()]),
  sheets: Type.Integer({
    description:
      'How many timesheets it bills: they go back to Approved when it is cancelled or deleted',
  }),
  daysOverdue: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Days past the due date of an unpaid (Pending or Overdue) invoice; null otherwise',
  }),
  updateDate: Type.String({ format: 'date-time' }),
};

/** A row of GET /invoices. */
export const InvoiceRow = Type.Object(invoiceFields);
export type InvoiceRow = Static<typeof InvoiceRow>;

/** GET /invoices/{id}: one invoice with its lines in order. */
export const Invoice = Type.Object({ ...invoiceFields, items: Type.Array(InvoiceItem) });
export type Invoice = Static<typeof Invoice>;

/**
 * PUT /invoices/{id}/remind: the invoice, now sent, and the address the e-mail went to (the
 * vendor's billing contact, else its primary contact, at that moment).
 */
export const InvoiceSent = Type.Object({ ...Invoice.properties, sentTo: Type.String() });
export type InvoiceSent = Static<typeof InvoiceSent>;

/**
 * GET /invoices/{id}/recipient: to whom Send and Remind would e-mail the invoice now, the address
 * and the contact's name ('' without one), so that the screen can ask before sending.
 */
export const InvoiceRecipient = Type.Object({ email: Type.String(), name: Type.String() });
export type InvoiceRecipient = Static<typeof InvoiceRecipient>;

/** GET /invoices/statuses. */
export const InvoiceStatuses = Type.Array(oneOf(INVOICE_STATUSES));

/** The query string of GET /invoices. */
export const InvoiceListQuery = listQueryOf(INVOICE_LIST);

/** POST /invoices/{id}/cancel: the body may be left out, or give a reason for the record. */
export const InvoiceCancelBody = Type.Union([
  Type.Object(
    {
      reason: Type.Optional(
        Type.Union([
          Type.String({
            maxLength: INVOICE_LIMITS.cancelReason,
            description: 'Why the invoice is cancelled: kept in the audit trail',
          }),
          Type.Null(),
        ]),
      ),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
export type InvoiceCancelBody = Static<typeof InvoiceCancelBody>;
