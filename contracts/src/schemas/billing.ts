import { Type, type Static } from '@sinclair/typebox';
import { BILLING_LIST } from '../lists.js';
import { BILLING_STATUSES, INVOICE_FREQUENCIES } from '../billing.js';
import { BILLING_LIMITS as LIMITS } from '../limits.js';
import { echoed, nullableDate, nullableId, nullableString, oneOf, optionalText } from './common.js';
import { listQueryOf } from './list-query.js';

/**
 * The billing form (POST /billing, PUT /billing/{id}). Required fields are checked after the
 * schema so that every missing one gets its own field error. `employeeName` and `vendorName` are
 * read-only too.
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
    id: echoed.id,
    employeeName: echoed.name,
    vendorName: echoed.name,
    updateDate: echoed.updateDate,
    corpId: echoed.checkedCorpId,
  },
  { additionalProperties: false },
);
export type BillingInput = Static<typeof BillingInput>;

/** A row of GET /billing, also GET /billing/{id}. */
export const Billing = Type.Object({
  id: Type.Integer(),
  employeeId: Type.Integer(),
  vendorId: Type.Integer(),
  employeeName: Type.String(),
  vendorName: Type.String(),
  billRate: Type.Number({ description: 'Exact to 2 decimals' }),
  invoiceDueDays: Type.Integer(),
  invoiceFrequency: oneOf(INVOICE_FREQUENCIES),
  billingCode: Type.String(),
  itemDescription: Type.String(),
  startDate: Type.String({ format: 'date' }),
  firstPeriodEndDate: Type.String({ format: 'date' }),
  endDate: nullableDate,
  status: oneOf(BILLING_STATUSES),
  notes: nullableString,
  updateDate: Type.String({ format: 'date-time' }),
});
export type Billing = Static<typeof Billing>;

/** The query string of GET /billing. */
export const BillingListQuery = listQueryOf(BILLING_LIST);
