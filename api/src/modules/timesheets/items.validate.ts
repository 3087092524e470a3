/**
 * Checks the items of a save or submit beyond their schema: hours with at most 2 decimals and at
 * most 24 a day, known types, real dates and day names in the echoed ones, no item twice, and
 * (against the stored rows) only this timesheet's items. Hours leave here as decimal text, so
 * that the database sums them exactly.
 */
import { FieldChecks } from '../common/validate.js';
import type { ItemValues } from './items.repo.js';
import { TIMESHEET_ITEM_TYPES, TIMESHEET_LIMITS } from '@staffledger/contracts';
import type { TimesheetItemInput } from '@staffledger/contracts/schemas';

/** The day names of the items' read-only `dayOfWeek` echo. */
const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

/** Plain decimal notation with at most 2 decimals: how JavaScript prints such a number. */
const TWO_DECIMALS = /^\d{1,2}(\.\d{1,2})?$/;

/** The number as exact decimal text, or null when it has more than 2 decimals. */
export function hoursText(n: number): string | null {
  const text = String(n);
  return TWO_DECIMALS.test(text) ? text : null;
}

/** Hundredths of an hour, exact for values that passed `hoursText`. */
const hundredths = (text: string) => {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
};

/** The values to store, or a 400 naming every bad field (`3.hoursWorked` for the fourth item). */
export function toItemValues(input: TimesheetItemInput[]): ItemValues[] {
  const form = new FieldChecks();
  const { errors } = form;
  const seen = new Set<number>();
  const values = input.map((item, i) => {
    if (seen.has(item.id)) errors[`${i}.id`] = `Item ${item.id} appears more than once`;
    seen.add(item.id);

    const type = form.oneOf(`${i}.type`, item.type, TIMESHEET_ITEM_TYPES, 'Type') ?? 'BILLABLE';
    const hoursWorked = hoursText(item.hoursWorked);
    if (hoursWorked === null) {
      errors[`${i}.hoursWorked`] = 'Hours Worked must have at most 2 decimals';
    }
    const extraHours = hoursText(item.extraHours);
    if (extraHours === null) errors[`${i}.extraHours`] = 'Extra Hours must have at most 2 decimals';
    if (
      hoursWorked !== null &&
      extraHours !== null &&
      hundredths(hoursWorked) + hundredths(extraHours) > TIMESHEET_LIMITS.dayHours * 100
    ) {
      errors[`${i}.extraHours`] =
        `Hours Worked and Extra Hours together must be at most ${TIMESHEET_LIMITS.dayHours}`;
    }
    // the row's date and day are echoes of what the screen loaded: never taken, but text that is
    // no date or no day is refused rather than silently dropped (DESIGN §8)
    form.date(`${i}.calendarDate`, item.calendarDate, 'Date');
    form.oneOf(`${i}.dayOfWeek`, item.dayOfWeek, WEEKDAYS, 'Day');
    const comment = item.comment?.trim() || null;
    return {
      id: item.id,
      type,
      hoursWorked: hoursWorked ?? '0',
      extraHours: extraHours ?? '0',
      comment,
    };
  });
  form.assertValid();
  return values;
}

/** A 400 naming every item that is not a row of this timesheet: `strangers`, positions in the body. */
export function assertOwnItems(values: ItemValues[], strangers: readonly number[]): void {
  const form = new FieldChecks();
  for (const i of strangers) {
    form.errors[`${i}.id`] = `Item ${values[i].id} is not part of this timesheet`;
  }
  form.assertValid();
}
