/**
 * The corporation's business day. Timesheet periods begin, and invoices are dated and fall due,
 * by the calendar of New York, whatever the server's time zone: an invoice made at 9 pm Eastern is
 * dated that day, not the next UTC day.
 */
const NEW_YORK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in New York, `YYYY-MM-DD`. */
export function businessToday(now: Date = new Date()): string {
  return NEW_YORK_DATE.format(now);
}

/** `date` plus `days` calendar days, `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How many calendar days `to` falls after `from` (negative before it), both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
