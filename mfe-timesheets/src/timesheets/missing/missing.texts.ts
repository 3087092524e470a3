import {
  formatUsDate,
  formatUsDateTime,
  type AdminSetting,
  type MissingTimesheet,
  type RemindMissingAnswer,
} from '@staffledger/shared';

export type SheetReminder = NonNullable<MissingTimesheet['lastReminder']>;

/** An employee on the list, with how many of their sheets are missing. */
export type ListedEmployee = { id: number; name: string; sheets: number };

const timesheets = (n: number) => `${n} ${n === 1 ? 'timesheet' : 'timesheets'}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The employees of the rows, each once, in the rows' order (the API sorts by employee). */
export function employeesOf(rows: readonly MissingTimesheet[]): ListedEmployee[] {
  const byId = new Map<number, ListedEmployee>();
  for (const r of rows) {
    const known = byId.get(r.employeeId);
    if (known) known.sheets += 1;
    else byId.set(r.employeeId, { id: r.employeeId, name: r.employeeName, sheets: 1 });
  }
  return [...byId.values()];
}

/** The rows that open an employee's group: the Remind button sits on them. */
export function groupStarts(rows: readonly MissingTimesheet[]): Set<number> {
  const seen = new Set<number>();
  const starts = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.employeeId)) continue;
    seen.add(r.employeeId);
    starts.add(r.timesheetId);
  }
  return starts;
}

/** What the page says above the table: '9 timesheets of 4 employees are missing.' */
export function missingSummary(employees: readonly ListedEmployee[]): string {
  const sheets = employees.reduce((n, e) => n + e.sheets, 0);
  const people = `${employees.length} ${employees.length === 1 ? 'employee' : 'employees'}`;
  return `${timesheets(sheets)} of ${people} ${sheets === 1 ? 'is' : 'are'} missing.`;
}

/** The period as the product writes it, '11/02/2026 - 11/08/2026'. */
export const periodText = (row: Pick<MissingTimesheet, 'periodStartDate' | 'periodEndDate'>) =>
  `${formatUsDate(row.periodStartDate)} - ${formatUsDate(row.periodEndDate)}`;

/**
 * A reminder as the Last Reminder column reads: '11/24/2026 9:05 AM by boss@a.example to
 * ann@example.com', 'by the daily job' when no user sent it; '—' for none.
 */
export function reminderText(reminder: SheetReminder | null): string {
  if (!reminder) return '—';
  const by = reminder.by ?? 'the daily job';
  return `${formatUsDateTime(reminder.at)} by ${by} to ${reminder.to}`;
}

/** Why an e-mail did not go out ('failed: …' as the mailer records it), or null when it did. */
export function deliveryFailure(delivery: string): string | null {
  const m = /^failed\b:?\s*(.*)$/is.exec(delivery.trim());
  if (!m) return null;
  return m[1].trim().replace(/\.$/, '') || 'the mail server refused it';
}

export type RemindOutcome = { kind: 'success' | 'warning'; lines: string[] };

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const RECENT = /^Reminded(?= in the last )/;

/**
 * What a reminder did, in plain words: who was reminded of how many sheets at which address, whose
 * e-mail could not be delivered, how many were skipped as reminded lately (one count, as Remind all
 * may skip hundreds), and who else was not reminded and why. Anything short of every
 * employee reminded is a warning, which stays until dismissed.
 */
export function remindOutcome(
  answer: RemindMissingAnswer,
  names: ReadonlyMap<number, string>,
): RemindOutcome {
  const nameOf = (id: number, given = '') => given || names.get(id) || `Employee ${id}`;
  const delivered = answer.reminded.filter((r) => deliveryFailure(r.delivery) === null);
  const undelivered = answer.reminded.filter((r) => deliveryFailure(r.delivery) !== null);
  const lines: string[] = [];
  const each = delivered.map((r) => `${nameOf(r.employeeId)} (${timesheets(r.sheets)}) at ${r.to}`);
  if (each.length === 1) lines.push(`Reminded ${each[0]}.`);
  else if (each.length > 1) lines.push(`Reminded ${each.length} employees: ${each.join(', ')}.`);
  for (const r of undelivered) {
    lines.push(
      `The reminder to ${nameOf(r.employeeId)} at ${r.to} could not be delivered: ${deliveryFailure(r.delivery)}.`,
    );
  }
  // the server's 'Reminded in the last 12 hours': at volume a count, not hundreds of names
  const recent = answer.skipped.filter((s) => RECENT.test(s.reason));
  const others = answer.skipped.filter((s) => !RECENT.test(s.reason));
  if (recent.length === 1) {
    const [s] = recent;
    lines.push(`${nameOf(s.employeeId, s.employeeName)}, ${lowerFirst(s.reason)}, was skipped.`);
  } else if (recent.length > 1) {
    const within = recent[0].reason.replace(RECENT, '').trim();
    lines.push(`${recent.length} employees reminded ${within} were skipped.`);
  }
  if (others.length > 0) {
    const why = others.map(
      (s) => `${nameOf(s.employeeId, s.employeeName)} (${lowerFirst(s.reason)})`,
    );
    lines.push(`Not reminded: ${why.join(', ')}.`);
  }
  if (lines.length === 0) lines.push('Nobody was reminded.');
  const allDelivered = undelivered.length === 0 && answer.skipped.length === 0 && each.length > 0;
  return { kind: allDelivered ? 'success' : 'warning', lines };
}

/** What Remind all asks before e-mailing: 'Send a reminder to 285 employees?' */
export const remindAllQuestion = (employees: number) =>
  `Send a reminder to ${employees} ${employees === 1 ? 'employee' : 'employees'}?`;

/** The two settings that decide what the view lists and whether reminders go out by themselves. */
export type MissingSettings = { afterDays: number; autoRemind: boolean };

/**
 * The settings as the API reads them: a value missing or not valid counts as its default (2 days,
 * no automatic reminders), as on the server.
 */
export function missingSettings(rows: readonly AdminSetting[]): MissingSettings {
  const value = (feature: string) =>
    rows
      .find((r) => r.category.toUpperCase() === 'TIMESHEET' && r.feature === feature)
      ?.value.trim();
  const days = value('missingAfterDays') ?? '';
  const afterDays = /^\d{1,2}$/.test(days) && Number(days) <= 60 ? Number(days) : 2;
  return { afterDays, autoRemind: value('autoRemind')?.toLowerCase() === 'true' };
}

/** 'Counted as missing 2 days after the period ends; automatic reminders are off' */
export function settingsText({ afterDays, autoRemind }: MissingSettings): string {
  const reminders = autoRemind
    ? 'a daily job reminds each employee by e-mail'
    : 'automatic reminders are off';
  return `Counted as missing ${days(afterDays)} after the period ends; ${reminders}`;
}
