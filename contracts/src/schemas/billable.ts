import { Type, type Static } from '@sinclair/typebox';
import { MAX_SHEETS_PER_INVOICE } from '../limits.js';
import { positiveId } from './common.js';

/** A timesheet as the lists of sheets to act on name it: whose, for which vendor and period. */
export const sheetOfEmployee = {
  timesheetId: Type.Integer(),
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  vendorId: Type.Integer(),
  vendorName: Type.String(),
  billingCode: Type.String(),
  periodStartDate: Type.String({ format: 'date' }),
  periodEndDate: Type.String({ format: 'date' }),
};

/**
 * A row of GET /invoices/billable: an approved timesheet waiting for its invoice, with what it
 * would bill. `billingId`, `billRate` and `amount` are null when no arrangement bills the sheet.
 */
export const BillableTimesheet = Type.Object({
  ...sheetOfEmployee,
  hours: Type.Number({ description: 'Billable hours, exact to 2 decimals' }),
  billingId: Type.Union([Type.Integer(), Type.Null()]),
  billRate: Type.Union([Type.Number(), Type.Null()]),
  amount: Type.Union([
    Type.Number({ description: 'hours × bill rate, rounded half-up to cents' }),
    Type.Null(),
  ]),
});
export type BillableTimesheet = Static<typeof BillableTimesheet>;

/** The most rows (or vendors) one page of Approved, not invoiced holds. */
export const MAX_BILLABLE_PAGE = MAX_SHEETS_PER_INVOICE;

/** A page of one of the billable lists: `limit` rows from `offset`; `withTotal=false` skips the count. */
const billablePage = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BILLABLE_PAGE, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  withTotal: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
};

/**
 * The query string of GET /invoices/billable, one page of the sheets (by vendor, period, employee):
 * `vendorId` narrows it to one vendor, `invoiceable=true` to the sheets an arrangement bills (what
 * Select all takes), `ids` to some sheets (comma-separated, at most one invoice's worth).
 */
export const BillableQuery = Type.Object(
  {
    vendorId: Type.Optional(positiveId),
    invoiceable: Type.Optional(Type.Boolean()),
    ids: Type.Optional(
      Type.String({
        pattern: `^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,${MAX_SHEETS_PER_INVOICE - 1}}$`,
        description: 'Timesheet ids, comma-separated',
      }),
    ),
    ...billablePage,
  },
  { additionalProperties: false },
);
export type BillableQuery = Static<typeof BillableQuery>;

/**
 * A row of GET /invoices/billable/vendors: a vendor with approved sheets waiting for an invoice.
 * `weeks` counts them all; `invoiceable` those an arrangement bills, whose `hours` and `amount`
 * (each sheet's hours × rate rounded half-up to cents, then summed, as the invoice adds its lines)
 * are what invoicing them all would bill.
 */
export const BillableVendor = Type.Object({
  vendorId: Type.Integer(),
  vendorName: Type.String(),
  weeks: Type.Integer(),
  invoiceable: Type.Integer(),
  hours: Type.Number({
    description: 'Billable hours of the invoiceable sheets, exact to 2 decimals',
  }),
  amount: Type.Number({ description: 'What the invoiceable sheets bill, to the cent' }),
});
export type BillableVendor = Static<typeof BillableVendor>;

/** The query string of GET /invoices/billable/vendors: a page of vendors by name; `vendor` is part of a name. */
export const BillableVendorQuery = Type.Object(
  {
    vendor: Type.Optional(Type.String({ maxLength: 200 })),
    vendorId: Type.Optional(positiveId),
    ...billablePage,
  },
  { additionalProperties: false },
);
export type BillableVendorQuery = Static<typeof BillableVendorQuery>;

/** POST /invoices/from-timesheets: one invoice, a line per sheet, all of one vendor. */
export const InvoiceFromTimesheets = Type.Object(
  {
    timesheetIds: Type.Array(positiveId, { minItems: 1, maxItems: MAX_SHEETS_PER_INVOICE }),
  },
  { additionalProperties: false },
);
export type InvoiceFromTimesheets = Static<typeof InvoiceFromTimesheets>;
