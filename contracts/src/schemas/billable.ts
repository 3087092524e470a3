import { Type, type Static } from '@sinclair/typebox';
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

/** The most timesheets one invoice bills (POST /invoices/from-timesheets). */
export const MAX_SHEETS_PER_INVOICE = 100;

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

/** The query string of GET /invoices/billable. */
export const BillableQuery = Type.Object(
  { vendorId: Type.Optional(positiveId) },
  { additionalProperties: false },
);

/** POST /invoices/from-timesheets: one invoice, a line per sheet, all of one vendor. */
export const InvoiceFromTimesheets = Type.Object(
  {
    timesheetIds: Type.Array(positiveId, { minItems: 1, maxItems: MAX_SHEETS_PER_INVOICE }),
  },
  { additionalProperties: false },
);
export type InvoiceFromTimesheets = Static<typeof InvoiceFromTimesheets>;
