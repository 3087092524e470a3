import type { TimesheetItem } from '@staffledger/contracts/schemas';
import {
  checkSave,
  checkSubmit,
  dayLabel,
  rowTotal,
  sheetTotal,
  toItemInput,
  toItemRow,
  type ItemRow,
} from './itemRows';

const item = (over: Partial<TimesheetItem> = {}): TimesheetItem => ({
  id: 1,
  calendarDate: '2026-11-23',
  dayOfWeek: 'MONDAY',
  type: 'BILLABLE',
  hoursWorked: 8,
  extraHours: 0,
  totalHours: 8,
  comment: 'Build',
  ...over,
});
const row = (over: Partial<ItemRow> = {}): ItemRow => ({ ...toItemRow(item()), ...over });

test('a missing or unknown type becomes Billable; null hours and comment become empty', () => {
  const r = toItemRow(
    item({ type: undefined as never, hoursWorked: null as never, comment: null }),
  );
  expect(r).toMatchObject({ type: 'BILLABLE', hoursWorked: '', comment: '' });
  expect(toItemRow(item({ type: 'holiday' as never })).type).toBe('HOLIDAY');
  expect(toItemRow(item({ type: 'OTHER' as never })).type).toBe('BILLABLE');
});

test('row and sheet totals are exact hundredths', () => {
  expect(rowTotal(row({ hoursWorked: '0.1', extraHours: '0.2' }))).toBe(30);
  expect(rowTotal(row({ hoursWorked: 'x' }))).toBeNull();
  const rows = Array.from({ length: 10 }, () => row({ hoursWorked: '0.1', extraHours: '' }));
  expect(sheetTotal(rows)).toBe(100);
});

test('the body sends numbers and a blank comment as null', () => {
  expect(toItemInput(row({ hoursWorked: '7.5', extraHours: '', comment: '  ' }))).toEqual({
    id: 1,
    type: 'BILLABLE',
    hoursWorked: 7.5,
    extraHours: 0,
    comment: null,
  });
});

test('Save keeps a week in progress: only hours that are no number of 0..24 are refused', () => {
  expect(checkSave([row()])).toBeNull();
  // a day without hours or without a comment, of any type, is saved as it is
  expect(checkSave([row({ comment: ' ' }), row({ hoursWorked: '0' })])).toBeNull();
  expect(checkSave([row({ type: 'NON_BILLABLE', hoursWorked: '', comment: '' })])).toBeNull();
  expect(checkSave([row({ hoursWorked: '25' })])).toBe(
    'Hours Worked and Extra Hours must be between 0 and 24',
  );
  expect(checkSave([row({ extraHours: '-1' })])).not.toBeNull();
  expect(checkSave([row({ hoursWorked: 'abc' })])).not.toBeNull();
  expect(
    checkSave([row(), row({ calendarDate: '2026-11-24', hoursWorked: '20', extraHours: '4.5' })]),
  ).toBe('Hours Worked and Extra Hours together must be at most 24 on 11/24/2026');
  expect(checkSave([row({ hoursWorked: '20', extraHours: '4' })])).toBeNull();
});

test('Submit needs hours > 0 and a comment on every non-holiday row, first, in its own words', () => {
  const rule = 'All non-holiday rows must have Hours Worked > 0 and a Comment';
  expect(checkSubmit([row({ comment: ' ' })], 1)).toBe(rule);
  expect(checkSubmit([row({ hoursWorked: '0' })], 1)).toBe(rule);
  expect(checkSubmit([row({ type: 'NON_BILLABLE', hoursWorked: '' })], 1)).toBe(rule);
  expect(checkSubmit([row({ type: 'HOLIDAY', hoursWorked: '', comment: '' })], 1)).toBeNull();
  expect(checkSubmit([row({ hoursWorked: '25' })], 1)).toBe(
    'Hours Worked and Extra Hours must be between 0 and 24',
  );
});

test('day names read as words, or come from the date', () => {
  expect(dayLabel({ dayOfWeek: 'SATURDAY', calendarDate: '' })).toBe('Saturday');
  expect(dayLabel({ dayOfWeek: '', calendarDate: '2026-11-23' })).toBe('Monday');
  expect(dayLabel({ dayOfWeek: '', calendarDate: 'bad' })).toBe('');
});
