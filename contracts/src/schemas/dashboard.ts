/**
 * The landing page's figures (docs/screens.md#the-money-at-a-glance): the aging buckets of the
 * unpaid invoices, how many months and weeks the charts cover, and the answers of the four calls.
 * Here rather than in the package's entry, which every screen loads: only the API and the landing
 * page's own chunk use them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { oneOf } from './common.js';

/** Unpaid invoices by days past their due date: not yet due, then 1–30 … over 90 days. */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** A bucket's days past due, inclusive; null: no bound (current takes every date not yet past). */
export const AGING_DAYS: Readonly<Record<AgingBucket, { from: number | null; to: number | null }>> =
  {
    current: { from: null, to: 0 },
    '1-30': { from: 1, to: 30 },
    '31-60': { from: 31, to: 60 },
    '61-90': { from: 61, to: 90 },
    '90+': { from: 91, to: null },
  };

/** Billed per month: this calendar month and the 11 before it. */
export const BILLED_MONTHS = 12;
/** Approved hours per week: this week (Monday to Sunday) and the 11 before it. */
export const APPROVED_WEEKS = 12;
/** The vendors owing most: at most this many. */
export const TOP_DEBTORS = 5;

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
