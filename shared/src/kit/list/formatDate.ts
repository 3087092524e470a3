/** The shift the product applies to calendar dates before formatting them (spec §9): 5 hours. */
export const US_DATE_SHIFT_MS = 5 * 60 * 60 * 1000;

const US_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A `YYYY-MM-DD` calendar date as MM/DD/YYYY in the New York zone. The date is taken as UTC midnight
 * plus 5 hours, which is midnight or 1 a.m. in New York whatever the season, so the day shown is
 * always the day given. Empty input gives ''; text that is not a date is returned unchanged.
 */
export function formatUsDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = CALENDAR_DATE.exec(value);
  if (!m) return value;
  const utcMidnight = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const when = new Date(utcMidnight + US_DATE_SHIFT_MS);
  return Number.isNaN(when.getTime()) ? value : US_DATE.format(when);
}
