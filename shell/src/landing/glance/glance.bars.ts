/**
 * The landing page's figures as bars: each with its short axis label, the words a screen reader
 * and the table say, its value in words, and the list it sums, filtered (docs/screens.md).
 */
import type {
  AgingAnswer,
  ApprovedHoursAnswer,
  BilledByMonthAnswer,
  TopDebtorsAnswer,
} from '@staffledger/shared/core';

export type Bar = {
  key: string;
  /** Under the bar: short. */
  label: string;
  /** The bar's full name in the table and for a screen reader. */
  name: string;
  value: number;
  /** The value as the screen writes it: '$1,234.50', '40.25 h'. */
  text: string;
  /** The list the bar sums, filtered as the bar counts. */
  to: string;
};

const INVOICES = '/on/invoices';
const TIMESHEETS = '/on/timesheets';

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const HOURS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Amounts arrive exact to the cent; this only writes them. */
export const dollars = (amount: number) => DOLLARS.format(amount);
export const hours = (h: number) => `${HOURS.format(h)} h`;

/** '2026-11-16' → 'Nov 16'; with the year: 'Nov 16, 2026'. */
function day(date: string, withYear = false) {
  const [y, m, d] = date.split('-');
  return `${MONTHS[Number(m) - 1]} ${Number(d)}${withYear ? `, ${y}` : ''}`;
}

const query = (path: string, params: Record<string, string | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  return `${path}?${q.toString()}`;
};

export const AGING_LABELS: Readonly<Record<string, string>> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

export function agingBars(answer: AgingAnswer): Bar[] {
  return answer.buckets.map((b) => ({
    key: b.bucket,
    label: AGING_LABELS[b.bucket] ?? b.bucket,
    name: b.bucket === 'current' ? 'Current (not yet due)' : `${AGING_LABELS[b.bucket]} past due`,
    value: b.amount,
    text: dollars(b.amount),
    to: query(INVOICES, { unpaid: 'true', dueFrom: b.dueFrom, dueTo: b.dueTo }),
  }));
}

export function monthBars(answer: BilledByMonthAnswer): Bar[] {
  return answer.months.map((m) => {
    const [y, mm] = m.month.split('-');
    return {
      key: m.month,
      label: MONTHS[Number(mm) - 1],
      name: `${MONTHS[Number(mm) - 1]} ${y}`,
      value: m.amount,
      text: dollars(m.amount),
      to: query(INVOICES, { invoiceDateFrom: m.from, invoiceDateTo: m.to }),
    };
  });
}

export function weekBars(answer: ApprovedHoursAnswer): Bar[] {
  return answer.weeks.map((w) => ({
    key: w.weekStart,
    label: day(w.weekStart),
    name: `Week of ${day(w.weekStart, true)}`,
    value: w.hours,
    text: hours(w.hours),
    to: query(TIMESHEETS, {
      status: 'APPROVED,LOCKED',
      periodStartFrom: w.weekStart,
      periodStartTo: w.weekEnd,
    }),
  }));
}

export function vendorBars(answer: TopDebtorsAnswer): Bar[] {
  return answer.vendors.map((v) => ({
    key: String(v.vendorId),
    label: v.name,
    name: v.name,
    value: v.amount,
    text: dollars(v.amount),
    to: query(INVOICES, { unpaid: 'true', vendorId: String(v.vendorId) }),
  }));
}
