import {
  ATTACHMENT_RULE_MESSAGE,
  formatUsDate,
  ITEM_RULE_MESSAGE,
  itemMeetsRule,
  TIMESHEET_ITEM_TYPES,
  type TimesheetItemType,
} from '@staffledger/contracts';
import type { TimesheetItem, TimesheetItemInput } from '@staffledger/contracts/schemas';
import { hundredthsToNumber, toHundredths } from './hours';

/** A timesheet item as edited: hours kept as typed, so '0.' or '' survive between keystrokes. */
export type ItemRow = {
  id: number;
  calendarDate: string;
  dayOfWeek: string;
  type: TimesheetItemType;
  hoursWorked: string;
  extraHours: string;
  comment: string;
};

export type ItemRowPatch = Partial<
  Pick<ItemRow, 'type' | 'hoursWorked' | 'extraHours' | 'comment'>
>;

/** The limits of each hours input (one day holds at most 24 hours). */
export const HOURS_MIN = 0;
export const HOURS_MAX = 24;
export const HOURS_RANGE_MESSAGE = 'Hours Worked and Extra Hours must be between 0 and 24';
/** The API's words for a day past 24 hours, with the day it is about. */
export const dayHoursMessage = (date: string) =>
  `Hours Worked and Extra Hours together must be at most ${HOURS_MAX} on ${date}`;

/** A row without a (known) type is Billable (docs/workflows.md#items). */
export function normaliseItemType(type: string | null | undefined): TimesheetItemType {
  const upper = (type ?? '').toUpperCase();
  return (TIMESHEET_ITEM_TYPES as readonly string[]).includes(upper)
    ? (upper as TimesheetItemType)
    : 'BILLABLE';
}

function hoursText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function toItemRow(item: TimesheetItem): ItemRow {
  return {
    id: item.id,
    calendarDate: item.calendarDate,
    dayOfWeek: item.dayOfWeek ?? '',
    type: normaliseItemType(item.type),
    hoursWorked: hoursText(item.hoursWorked),
    extraHours: hoursText(item.extraHours),
    comment: item.comment ?? '',
  };
}

/** Hours Worked + Extra Hours of a row in hundredths; null while either is not a number. */
export function rowTotal(row: ItemRow): number | null {
  const hours = toHundredths(row.hoursWorked);
  const extra = toHundredths(row.extraHours);
  return hours === null || extra === null ? null : hours + extra;
}

/** Sum of the rows' totals in hundredths (a row that is not a number counts 0). */
export function sheetTotal(rows: readonly ItemRow[]): number {
  return rows.reduce((sum, row) => sum + (rowTotal(row) ?? 0), 0);
}

/** One element of the Save / Submit body: numbers as JSON numbers, a blank comment as null. */
export function toItemInput(row: ItemRow): TimesheetItemInput {
  return {
    id: row.id,
    type: row.type,
    hoursWorked: hundredthsToNumber(toHundredths(row.hoursWorked) ?? 0),
    extraHours: hundredthsToNumber(toHundredths(row.extraHours) ?? 0),
    comment: row.comment.trim() === '' ? null : row.comment,
  };
}

function inRange(value: string): boolean {
  const h = toHundredths(value);
  return h !== null && h >= HOURS_MIN * 100 && h <= HOURS_MAX * 100;
}

/** Whether both hours of a row are numbers between 0 and 24. */
export function rowHoursInRange(row: ItemRow): boolean {
  return inRange(row.hoursWorked) && inRange(row.extraHours);
}

function meetsRule(row: ItemRow): boolean {
  return itemMeetsRule({
    type: row.type,
    hoursWorked: hundredthsToNumber(toHundredths(row.hoursWorked) ?? 0),
    comment: row.comment,
  });
}

/** The first row whose two hours add up to more than a day holds, if any. */
function overfullDay(rows: readonly ItemRow[]): ItemRow | undefined {
  return rows.find((row) => (rowTotal(row) ?? 0) > HOURS_MAX * 100);
}

/**
 * Save's checks (docs/workflows.md#submit-rules): what the API refuses on Save, and nothing more,
 * so that a week in progress (hours on some days, none or no comment on others) is kept. Each
 * hours input holds a number from 0 to 24, and a day at most 24 together. The message, or null.
 */
export function checkSave(rows: readonly ItemRow[]): string | null {
  if (!rows.every(rowHoursInRange)) return HOURS_RANGE_MESSAGE;
  const overfull = overfullDay(rows);
  if (overfull) return dayHoursMessage(formatUsDate(overfull.calendarDate));
  return null;
}

/**
 * Submit's checks: the row rule, then Save's, then at least one attachment when any row is
 * Billable. `attachments` is null when the list could not be read; the server applies the rule then.
 */
export function checkSubmit(rows: readonly ItemRow[], attachments: number | null): string | null {
  if (!rows.every(meetsRule)) return ITEM_RULE_MESSAGE;
  const saveProblem = checkSave(rows);
  if (saveProblem) return saveProblem;
  if (attachments === 0 && rows.some((r) => r.type === 'BILLABLE')) return ATTACHMENT_RULE_MESSAGE;
  return null;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'MONDAY' → 'Monday'; without a day name, the weekday of the calendar date. */
export function dayLabel(row: Pick<ItemRow, 'dayOfWeek' | 'calendarDate'>): string {
  if (row.dayOfWeek) return row.dayOfWeek.charAt(0) + row.dayOfWeek.slice(1).toLowerCase();
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(row.calendarDate);
  if (!m) return '';
  return DAY_NAMES[new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])).getUTCDay()];
}
