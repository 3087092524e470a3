import { INVOICE_LIST } from '@staffledger/contracts';
import { listQueryOf } from '../common/declared-list.js';
import { Type, type Static } from '@sinclair/typebox';
import { optionalText } from '../common/schemas.js';

export { INVOICE_LIMITS, INVOICE_STATUSES, type InvoiceStatus } from '@staffledger/contracts';

const nullableId = Type.Optional(
  Type.Union([Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]),
);

/**
 * A money or quantity field of a line. Anything but a JSON number is refused after the schema, so
 * that the field error names its line (`items[2].quantity`).
 */
const lineNumber = Type.Optional(
  Type.Union([Type.Number(), Type.String({ maxLength: 40 }), Type.Boolean(), Type.Null()]),
);

export const InvoiceItemInput = Type.Object(
  {
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    quantity: lineNumber,
    price: lineNumber,
    id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
    amount: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 40 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type InvoiceItemInput = Static<typeof InvoiceItemInput>;

/**
 * The invoice form. Required fields are checked after the schema so that every missing one gets
 * its own field error. `id`, `number`, `customer`, `sent`, `timesheetId`, `updateDate` and the
 * items' `id` and `amount` are read-only echoes of what the form loaded and are never taken;
 * `corpId` is the request's corporation (a different, non-zero one is refused).
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
    id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
    number: optionalText(100),
    customer: optionalText(400),
    sent: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    timesheetId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    updateDate: optionalText(40),
    corpId: Type.Optional(
      Type.Union([
        Type.Integer({ minimum: 0 }),
        Type.String({ pattern: '^\\d{1,15}$' }),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type InvoiceInput = Static<typeof InvoiceInput>;

export const InvoiceItem = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  quantity: Type.Number({ description: 'Exact to 2 decimals' }),
  price: Type.Number({ description: 'Exact to 2 decimals' }),
  amount: Type.Number({ description: 'quantity × price, rounded half-up to cents' }),
});
export type InvoiceItem = Static<typeof InvoiceItem>;

const InvoiceStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('PAID'),
  Type.Literal('OVERDUE'),
  Type.Literal('CANCELLED'),
]);

const invoiceFields = {
  id: Type.Integer(),
  number: Type.String(),
  vendorId: Type.Integer(),
  customer: Type.String({ description: 'The vendor’s name' }),
  amount: Type.Number({ description: 'Exact to 2 decimals' }),
  invoiceDate: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  status: InvoiceStatusSchema,
  sent: Type.Boolean(),
  timesheetId: Type.Union([Type.Integer(), Type.Null()]),
  updateDate: Type.String({ format: 'date-time' }),
};

/** A row of the list. */
export const InvoiceRow = Type.Object(invoiceFields);
export type InvoiceRow = Static<typeof InvoiceRow>;

/** One invoice with its lines in order. */
export const Invoice = Type.Object({ ...invoiceFields, items: Type.Array(InvoiceItem) });
export type Invoice = Static<typeof Invoice>;

export const InvoiceStatuses = Type.Array(InvoiceStatusSchema);

export const InvoiceListQuery = listQueryOf(INVOICE_LIST);
