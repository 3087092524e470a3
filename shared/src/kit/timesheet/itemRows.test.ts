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

test('Save needs hours > 0 and a comment on every non-holiday row, and hours within 0..24', () => {
  expect(checkSave([row()])).toBeNull();
  expect(checkSave([row({ comment: ' ' })])).toBe(
    'All non-holiday rows must have Hours Worked > 0 and a Comment',
  );
  expect(checkSave([row({ hoursWorked: '0' })])).not.toBeNull();
  expect(checkSave([row({ type: 'NON_BILLABLE', hoursWorked: '' })])).not.toBeNull();
  expect(checkSave([row({ type: 'HOLIDAY', hoursWorked: '', comment: '' })])).toBeNull();
  expect(checkSave([row({ hoursWorked: '25' })])).toBe(
    'Hours Worked and Extra Hours must be between 0 and 24',
  );
  expect(checkSave([row({ extraHours: '-1' })])).not.toBeNull();
});

test('Submit also needs an attachment when a row is Billable', () => {
  const rule = 'At least one attachment is required for Billable timesheets';
  expect(checkSubmit([row()], 0)).toBe(rule);
  expect(checkSubmit([row()], 1)).toBeNull();
  expect(checkSubmit([row()], null)).toBeNull();
  expect(checkSubmit([row({ type: 'NON_BILLABLE' }), row({ type: 'HOLIDAY' })], 0)).toBeNull();
  expect(checkSubmit([row({ comment: '' })], 1)).toMatch(/non-holiday/);
});

test('day names read as words, or come from the date', () => {
  expect(dayLabel({ dayOfWeek: 'SATURDAY', calendarDate: '' })).toBe('Saturday');
  expect(dayLabel({ dayOfWeek: '', calendarDate: '2026-11-23' })).toBe('Monday');
  expect(dayLabel({ dayOfWeek: '', calendarDate: 'bad' })).toBe('');
});
