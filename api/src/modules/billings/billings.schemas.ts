import { BILLING_LIMITS as LIMITS } from '@staffledger/contracts';
import { BILLING_LIST } from '@staffledger/contracts';
import { listQueryOf } from '../common/declared-list.js';
import { Type, type Static } from '@sinclair/typebox';
import { nullableString, optionalText } from '../common/schemas.js';

export {
  BILLING_STATUSES,
  INVOICE_FREQUENCIES,
  type BillingStatus,
  type InvoiceFrequency,
} from '@staffledger/contracts';

/** Field limits of the billing form (the rate fits the column, numeric(10, 2)). */

const nullableId = Type.Optional(
  Type.Union([Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]),
);

/**
 * The billing form. Required fields are checked after the schema so that every missing one gets
 * its own field error. `id`, `employeeName`, `vendorName` and `updateDate` are read-only echoes of
 * what the form loaded and are never taken; `corpId` is the request's corporation (a different,
 * non-zero one is refused).
 */
export const BillingInput = Type.Object(
  {
    employeeId: nullableId,
    vendorId: nullableId,
    billRate: Type.Optional(
      Type.Union([
        Type.Number({ description: 'A JSON number from 0, at most 2 decimals' }),
        Type.Null(),
      ]),
    ),
    invoiceDueDays: Type.Optional(
      Type.Union([Type.Integer({ description: 'Days from 0 to 365' }), Type.Null()]),
    ),
    invoiceFrequency: optionalText(20),
    billingCode: optionalText(LIMITS.billingCode),
    itemDescription: optionalText(LIMITS.itemDescription),
    startDate: optionalText(20),
    firstPeriodEndDate: optionalText(20),
    endDate: optionalText(20),
    status: optionalText(20),
    notes: optionalText(LIMITS.notes),
    id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
    employeeName: optionalText(400),
    vendorName: optionalText(400),
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
export type BillingInput = Static<typeof BillingInput>;

export const Billing = Type.Object({
  id: Type.Integer(),
  employeeId: Type.Integer(),
  vendorId: Type.Integer(),
  employeeName: Type.String(),
  vendorName: Type.String(),
  billRate: Type.Number({ description: 'Exact to 2 decimals' }),
  invoiceDueDays: Type.Integer(),
  invoiceFrequency: Type.Union([
    Type.Literal('WEEKLY'),
    Type.Literal('BIWEEKLY'),
    Type.Literal('MONTHLY'),
  ]),
  billingCode: Type.String(),
  itemDescription: Type.String(),
  startDate: Type.String({ format: 'date' }),
  firstPeriodEndDate: Type.String({ format: 'date' }),
  endDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  status: Type.Union([
    Type.Literal('PENDING'),
    Type.Literal('ACTIVE'),
    Type.Literal('INACTIVE'),
    Type.Literal('CANCELLED'),
  ]),
  notes: nullableString,
  updateDate: Type.String({ format: 'date-time' }),
});
export type Billing = Static<typeof Billing>;

export const BillingListQuery = listQueryOf(BILLING_LIST);

export { LIMITS };
