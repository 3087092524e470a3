import {
  deliveryFailure,
  employeesOf,
  groupStarts,
  missingSettings,
  missingSummary,
  reminderText,
  remindOutcome,
  settingsText,
} from './missing.texts';
import { annFirst, bobKay, missing, nomail, timesheetSettings } from './test-data';

const names = new Map([
  [1, 'Ann Lee'],
  [2, 'Bob Kay'],
  [3, 'Nomail Lee'],
]);

test('the employees listed, once each in list order, with how many sheets each misses', () => {
  expect(employeesOf(missing)).toEqual([
    { id: 1, name: 'Ann Lee', sheets: 3 },
    { id: 2, name: 'Bob Kay', sheets: 1 },
    { id: 3, name: 'Nomail Lee', sheets: 1 },
  ]);
  expect(employeesOf([])).toEqual([]);
  expect(groupStarts(missing)).toEqual(new Set([21, 31, 41]));
});

test('the summary counts sheets and employees, one or several', () => {
  expect(missingSummary(employeesOf(missing))).toBe('5 timesheets of 3 employees are missing.');
  expect(missingSummary(employeesOf([annFirst]))).toBe('1 timesheet of 1 employee is missing.');
});

test('a reminder reads when (New York time), by whom and to whom; none reads —', () => {
  expect(reminderText(nomail.lastReminder)).toBe(
    '11/24/2026 9:05 AM by boss@a.example to old@example.com',
  );
  // sent by the daily job at 2:00 UTC, the evening before in New York
  expect(reminderText(bobKay.lastReminder)).toBe(
    '11/23/2026 9:00 PM by the daily job to bob@example.com',
  );
  expect(reminderText(null)).toBe('—');
});

test('only a failed delivery is a failure, with its reason', () => {
  expect(deliveryFailure('failed: 550 mailbox unavailable')).toBe('550 mailbox unavailable');
  expect(deliveryFailure('failed: connection refused.')).toBe('connection refused');
  expect(deliveryFailure('failed')).toBe('the mail server refused it');
  expect(deliveryFailure('sent')).toBeNull();
  expect(deliveryFailure('stored')).toBeNull();
});

test('one employee reminded is a success naming the sheets and the address', () => {
  const answer = {
    reminded: [{ employeeId: 1, to: 'ann@example.com', sheets: 3, delivery: 'sent' }],
    skipped: [],
  };
  expect(remindOutcome(answer, names)).toEqual({
    kind: 'success',
    lines: ['Reminded Ann Lee (3 timesheets) at ann@example.com.'],
  });
  const one = { ...answer, reminded: [{ ...answer.reminded[0], sheets: 1 }] };
  expect(remindOutcome(one, names).lines).toEqual([
    'Reminded Ann Lee (1 timesheet) at ann@example.com.',
  ]);
});

test('several reminded, one skipped: a warning that names each and says why', () => {
  const outcome = remindOutcome(
    {
      reminded: [
        { employeeId: 1, to: 'ann@example.com', sheets: 3, delivery: 'stored' },
        { employeeId: 2, to: 'bob@example.com', sheets: 1, delivery: 'sent' },
      ],
      skipped: [
        { employeeId: 3, employeeName: 'Nomail Lee', reason: 'No e-mail address' },
        { employeeId: 9, employeeName: '', reason: 'Employee not found' },
      ],
    },
    names,
  );
  expect(outcome).toEqual({
    kind: 'warning',
    lines: [
      'Reminded 2 employees: Ann Lee (3 timesheets) at ann@example.com, Bob Kay (1 timesheet) at bob@example.com.',
      'Not reminded: Nomail Lee (no e-mail address), Employee 9 (employee not found).',
    ],
  });
});

test('those reminded in the last hours are counted in one line, not named one by one', () => {
  const recent = (employeeId: number, employeeName: string) => ({
    employeeId,
    employeeName,
    reason: 'Reminded in the last 12 hours',
  });
  const outcome = remindOutcome(
    {
      reminded: [{ employeeId: 1, to: 'ann@example.com', sheets: 3, delivery: 'stored' }],
      skipped: [
        recent(2, 'Bob Kay'),
        { employeeId: 3, employeeName: 'Nomail Lee', reason: 'No e-mail address' },
        recent(4, 'Cid Ray'),
      ],
    },
    names,
  );
  expect(outcome).toEqual({
    kind: 'warning',
    lines: [
      'Reminded Ann Lee (3 timesheets) at ann@example.com.',
      '2 employees reminded in the last 12 hours were skipped.',
      'Not reminded: Nomail Lee (no e-mail address).',
    ],
  });
  const one = remindOutcome(
    { reminded: [], skipped: [{ ...recent(2, 'Bob Kay'), reason: 'Reminded in the last hour' }] },
    names,
  );
  expect(one.lines).toEqual(['Bob Kay, reminded in the last hour, was skipped.']);
});

test('an e-mail the mail server refused is no reminder: a warning with the reason', () => {
  const outcome = remindOutcome(
    {
      reminded: [
        { employeeId: 3, to: 'old@example.com', sheets: 1, delivery: 'failed: 550 no such user' },
      ],
      skipped: [],
    },
    names,
  );
  expect(outcome).toEqual({
    kind: 'warning',
    lines: [
      'The reminder to Nomail Lee at old@example.com could not be delivered: 550 no such user.',
    ],
  });
  expect(remindOutcome({ reminded: [], skipped: [] }, names)).toEqual({
    kind: 'warning',
    lines: ['Nobody was reminded.'],
  });
});

test('the settings as the server reads them: an invalid or absent value is its default', () => {
  expect(missingSettings(timesheetSettings('5', 'true'))).toEqual({
    afterDays: 5,
    autoRemind: true,
  });
  expect(missingSettings(timesheetSettings('0', 'TRUE '))).toEqual({
    afterDays: 0,
    autoRemind: true,
  });
  expect(missingSettings(timesheetSettings('61', 'yes'))).toEqual({
    afterDays: 2,
    autoRemind: false,
  });
  expect(missingSettings([])).toEqual({ afterDays: 2, autoRemind: false });
});

test('the settings line says the days and whether reminders go out by themselves', () => {
  expect(settingsText({ afterDays: 2, autoRemind: false })).toBe(
    'Counted as missing 2 days after the period ends; automatic reminders are off',
  );
  expect(settingsText({ afterDays: 1, autoRemind: true })).toBe(
    'Counted as missing 1 day after the period ends; a daily job reminds each employee by e-mail',
  );
});
