import { Type, type Static } from '@sinclair/typebox';
import { AGING_BUCKETS } from '../dashboard.js';
import { oneOf } from './common.js';

const money = Type.Number({ description: 'Dollars, exact to the cent (a sum of numeric(12,2))' });
const day = Type.String({ format: 'date' });
const dayOrNull = Type.Union([day, Type.Null()]);
const invoices = Type.Integer({ description: 'How many invoices the amount sums' });

/** GET /dashboard/aging: the unpaid invoices' amounts by days past due, as of `today`. */
export const AgingAnswer = Type.Object({
  today: day,
  buckets: Type.Array(
    Type.Object({
      bucket: oneOf(AGING_BUCKETS),
      amount: money,
      invoices,
      dueFrom: dayOrNull,
      dueTo: dayOrNull,
    }),
  ),
});
export type AgingAnswer = Static<typeof AgingAnswer>;

/** GET /dashboard/billed-by-month: invoices not cancelled, by invoice date, oldest month first. */
export const BilledByMonthAnswer = Type.Object({
  months: Type.Array(
    Type.Object({
      month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
      from: day,
      to: day,
      amount: money,
      invoices,
    }),
  ),
});
export type BilledByMonthAnswer = Static<typeof BilledByMonthAnswer>;

/** GET /dashboard/approved-hours: hours of accepted sheets by the week their period starts. */
export const ApprovedHoursAnswer = Type.Object({
  weeks: Type.Array(
    Type.Object({
      weekStart: day,
      weekEnd: day,
      hours: Type.Number({ description: 'Exact to the hundredth' }),
      timesheets: Type.Integer(),
    }),
  ),
});
export type ApprovedHoursAnswer = Static<typeof ApprovedHoursAnswer>;

/** GET /dashboard/top-debtors: the vendors with the most unpaid, most first. */
export const TopDebtorsAnswer = Type.Object({
  vendors: Type.Array(
    Type.Object({ vendorId: Type.Integer(), name: Type.String(), amount: money, invoices }),
  ),
});
export type TopDebtorsAnswer = Static<typeof TopDebtorsAnswer>;
