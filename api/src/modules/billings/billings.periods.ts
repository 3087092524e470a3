/**
 * The periods of a billing arrangement, as calendar dates (YYYY-MM-DD, no time zone). Pure: the
 * generator asks for the periods up to today and creates the sheets that are missing.
 *
 * Period 0 runs from the start date to the first period end date; period k ends k weeks, k
 * fortnights or k months after the first period end date (monthly ends keep the day of month of
 * the first end, clamped to the month's last day); each period starts the day after the previous
 * one ends. The end date cuts the last period, and no period starts after it.
 */
import { isIsoDate } from '../../db/list-query.js';
import type { InvoiceFrequency } from '@staffledger/contracts';

export type BillingSchedule = {
  startDate: string;
  firstPeriodEndDate: string;
  endDate: string | null;
  frequency: InvoiceFrequency;
};

export type Period = { start: string; end: string };

/**
 * Most periods one call answers: the most recent ones are kept, so an arrangement whose start date
 * lies decades back gets its current sheets rather than thousands of old ones.
 */
export const MAX_PERIODS = 260;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid YYYY-MM-DD date. */
function toDay(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number);
  const dt = new Date(0);
  dt.setUTCFullYear(y, m - 1, d);
  return Math.round(dt.getTime() / DAY_MS);
}

function fromDay(day: number): string {
  const dt = new Date(day * DAY_MS);
  const y = String(dt.getUTCFullYear()).padStart(4, '0');
  const m = String(dt.getUTCMonth() + 1).padStart(2, '0');
  const d = String(dt.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Day number of `dayOfMonth` in the month `months` after (year, month0), clamped to its end. */
function monthDay(year: number, month0: number, months: number, dayOfMonth: number): number {
  const dt = new Date(0);
  // day 0 of the following month is the last day of the target month
  dt.setUTCFullYear(year, month0 + months + 1, 0);
  const last = dt.getUTCDate();
  dt.setUTCDate(Math.min(dayOfMonth, last));
  return Math.round(dt.getTime() / DAY_MS);
}

/** The last day of period k before the end date cuts it, and a guess of the index at a day. */
function schedule(s: BillingSchedule): {
  endOf(k: number): number;
  guess(limit: number): number;
} {
  const firstEnd = toDay(s.firstPeriodEndDate);
  if (s.frequency === 'MONTHLY') {
    const [y, m, d] = s.firstPeriodEndDate.split('-').map(Number);
    return {
      endOf: (k) => (k === 0 ? firstEnd : monthDay(y, m - 1, k, d)),
      guess: (limit) => {
        const dt = new Date(limit * DAY_MS);
        return (dt.getUTCFullYear() - y) * 12 + (dt.getUTCMonth() - (m - 1));
      },
    };
  }
  const step = s.frequency === 'WEEKLY' ? 7 : 14;
  return {
    endOf: (k) => firstEnd + k * step,
    guess: (limit) => Math.floor((limit - firstEnd) / step),
  };
}

/**
 * The periods of the arrangement that start on or before `until` (so the current period is
 * included, future ones are not), oldest first, at most `MAX_PERIODS` of them.
 */
export function billingPeriods(s: BillingSchedule, until: string): Period[] {
  const start = toDay(s.startDate);
  const firstEnd = toDay(s.firstPeriodEndDate);
  if (firstEnd < start) throw new RangeError('The first period ends before the start date.');
  const endDate = s.endDate === null ? null : toDay(s.endDate);
  const limit = Math.min(toDay(until), endDate ?? Infinity);
  if (start > limit) return [];

  const { endOf, guess } = schedule(s);
  const startOf = (k: number) => (k === 0 ? start : endOf(k - 1) + 1);
  // the last period starting on or before the limit: adjust the guess by the few steps it is off
  let last = Math.max(0, guess(limit));
  while (last > 0 && startOf(last) > limit) last -= 1;
  while (startOf(last + 1) <= limit) last += 1;

  const periods: Period[] = [];
  for (let k = Math.max(0, last - MAX_PERIODS + 1); k <= last; k += 1) {
    const end = endDate === null ? endOf(k) : Math.min(endOf(k), endDate);
    periods.push({ start: fromDay(startOf(k)), end: fromDay(end) });
  }
  return periods;
}
