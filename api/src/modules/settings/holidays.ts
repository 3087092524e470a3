/**
 * The TIMESHEET holidays setting: the US federal holidays, computed for the years of each period,
 * and/or dates of the corporation's own (docs: api/src/modules/admin/README.md#holidays).
 */
import { isIsoDate } from '../../db/list-query.js';

/** The entry of the setting that stands for the US federal holidays of every year. */
export const US_FEDERAL = 'US federal';

const US_FEDERAL_ENTRY = /^us[\s-]*federal$/i;

/** At most this many dates of the corporation's own. */
export const MAX_HOLIDAY_DATES = 200;

export type Holidays = {
  /** The US federal holidays of every year, as observed. */
  federal: boolean;
  /** The corporation's own dates, sorted, without duplicates. */
  dates: string[];
};

const MONDAY = 1;
const THURSDAY = 4;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A fixed-date holiday on its observed day: Saturday → the Friday before, Sunday → the Monday after. */
function observed(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  const weekday = d.getUTCDay();
  if (weekday === 6) d.setUTCDate(d.getUTCDate() - 1);
  if (weekday === 0) d.setUTCDate(d.getUTCDate() + 1);
  return iso(d);
}

/** The `nth` `weekday` (0 Sunday … 6 Saturday) of a month; `nth` -1 is its last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return iso(last);
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7);
  return iso(first);
}

/**
 * The eleven US federal holidays of a year (5 U.S.C. 6103), in date order, each on the day it is
 * observed. New Year's Day on a Saturday is observed on December 31 of the year before, so the
 * first date of such a year belongs to the calendar year before it. Juneteenth counts from 2021,
 * the year it became a holiday.
 */
export function federalHolidays(year: number): string[] {
  return [
    observed(year, 1, 1), // New Year's Day
    nthWeekday(year, 1, MONDAY, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    nthWeekday(year, 5, MONDAY, -1), // Memorial Day
    ...(year >= 2021 ? [observed(year, 6, 19)] : []), // Juneteenth National Independence Day
    observed(year, 7, 4), // Independence Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 10, MONDAY, 2), // Columbus Day
    observed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving Day
    observed(year, 12, 25), // Christmas Day
  ];
}

/** The holidays from `from` to `to` (YYYY-MM-DD, both included), sorted. */
export function holidaysIn(holidays: Holidays, from: string, to: string): string[] {
  const dates = new Set(holidays.dates.filter((d) => d >= from && d <= to));
  if (holidays.federal) {
    // a year's New Year's Day may be observed on the last day of the year before
    const last = Number(to.slice(0, 4)) + 1;
    for (let year = Number(from.slice(0, 4)); year <= last; year += 1) {
      for (const d of federalHolidays(year)) if (d >= from && d <= to) dates.add(d);
    }
  }
  return [...dates].sort();
}

/** The setting's text: `US federal` and/or YYYY-MM-DD dates, comma-separated; undefined if invalid. */
export function parseHolidays(text: string): Holidays | undefined {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const federal = entries.some((e) => US_FEDERAL_ENTRY.test(e));
  const dates = entries.filter((e) => !US_FEDERAL_ENTRY.test(e));
  if (entries.length === 0 || dates.length > MAX_HOLIDAY_DATES || !dates.every(isIsoDate)) {
    return undefined;
  }
  return { federal, dates: [...new Set(dates)].sort() };
}

/** The stored text: `US federal` first, then the dates. */
export function formatHolidays(holidays: Holidays): string {
  return [...(holidays.federal ? [US_FEDERAL] : []), ...holidays.dates].join(',');
}
