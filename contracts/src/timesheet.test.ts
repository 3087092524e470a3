import { TIMESHEET_PLACEMENT_FIELDS, TIMESHEET_STATUSES, timesheetFieldLock } from './index.js';

test('employee, vendor and period change only while a sheet is open; code and notes until it is locked', () => {
  const locks = Object.fromEntries(
    TIMESHEET_STATUSES.map((status) => [
      status,
      [timesheetFieldLock(status, 'employeeId'), timesheetFieldLock(status, 'notes')],
    ]),
  );
  expect(locks).toEqual({
    DRAFT: [null, null],
    PENDING: [null, null],
    REJECTED: [null, null],
    SUBMITTED: [
      'This timesheet is submitted; its employee, vendor and period can no longer change.',
      null,
    ],
    APPROVED: [
      'This timesheet is approved; its employee, vendor and period can no longer change.',
      null,
    ],
    LOCKED: [
      'This timesheet is locked; it can no longer change.',
      'This timesheet is locked; it can no longer change.',
    ],
  });
  for (const field of TIMESHEET_PLACEMENT_FIELDS) {
    expect(timesheetFieldLock('submitted', field)).toMatch(/^This timesheet is submitted;/);
    expect(timesheetFieldLock('', field)).toBeNull();
  }
});
