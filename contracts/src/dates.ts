/** The shift the product applies to calendar dates before formatting them: 5 hours. */
export const US_DATE_SHIFT_MS = 5 * 60 * 60 * 1000;

/** The zone every date and time of the product is shown in. */
export const US_TIME_ZONE = 'America/New_York';

const US_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: US_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: US_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Year, month (1-12) and day of a `YYYY-MM-DD` text (a time part after it is ignored), or null. */
export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number } | null {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? { year, month, day }
    : null;
}

/**
 * A `YYYY-MM-DD` calendar date as MM/DD/YYYY in the New York zone. The date is taken as UTC midnight
 * plus 5 hours, which is midnight or 1 a.m. in New York whatever the season, so the day shown is
 * always the day given. Empty input gives ''; text that is not a date is returned unchanged.
 */
export function formatUsDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseCalendarDate(value);
  if (!date) return value;
  const utcMidnight = Date.UTC(date.year, date.month - 1, date.day);
  return US_DATE.format(new Date(utcMidnight + US_DATE_SHIFT_MS));
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The New York calendar day and 24-hour clock time of an instant. */
export function newYorkWallClock(instant: Date): WallClock {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(WALL_CLOCK.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant (an ISO-8601 timestamp such as a setting's `updateDate`) as the date style of the lists
 * plus the time, in the New York zone like every date of the product: '11/23/2026 2:05 PM'. The
 * time is on a 12-hour clock without seconds, after one plain space (no comma, so the date part
 * reads exactly like a calendar-date column). No shift applies: an instant names its own moment.
 * Empty input gives ''; text that is not a timestamp is returned unchanged.
 */
export function formatUsDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const t = newYorkWallClock(instant);
  const hour = t.hour % 12 === 0 ? 12 : t.hour % 12;
  const period = t.hour < 12 ? 'AM' : 'PM';
  return `${two(t.month)}/${two(t.day)}/${t.year} ${hour}:${two(t.minute)} ${period}`;
}

const NEW_YORK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: US_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The business day, `YYYY-MM-DD`: today in New York, whatever the zone of the server or the
 * browser. Timesheet periods begin, and invoices are dated and fall due, by it.
 */
export function businessToday(now: Date = new Date()): string {
  return NEW_YORK_DAY.format(now);
}

/** `date` plus `days` calendar days, both `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How many calendar days `to` falls after `from` (negative before it), both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (and nothing else). */
export function isCalendarDay(value: unknown): value is string {
  return (
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !!parseCalendarDate(value)
  );
}
