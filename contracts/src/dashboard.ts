/**
 * The landing page's figures (docs/screens.md#the-money-at-a-glance): the aging buckets of the
 * unpaid invoices, and how many months and weeks the charts cover.
 */

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

export const AGING_LABELS: Readonly<Record<AgingBucket, string>> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

/** Billed per month: this calendar month and the 11 before it. */
export const BILLED_MONTHS = 12;
/** Approved hours per week: this week (Monday to Sunday) and the 11 before it. */
export const APPROVED_WEEKS = 12;
/** The vendors owing most: at most this many. */
export const TOP_DEBTORS = 5;
