import type { AdminSetting, MissingTimesheet, RemindMissingAnswer } from '@staffledger/shared';

const sheet = (over: Partial<MissingTimesheet>): MissingTimesheet => ({
  timesheetId: 21,
  employeeId: 1,
  employeeName: 'Ann Lee',
  vendorId: 7,
  vendorName: 'Initech',
  billingCode: 'INI-DEV',
  periodStartDate: '2026-11-02',
  periodEndDate: '2026-11-08',
  status: 'PENDING',
  daysOverdue: 12,
  reminders: 0,
  lastReminder: null,
  ...over,
});

/** Ann Lee: two weeks at Initech, never reminded, and one at Globex, rejected. */
export const annFirst = sheet({});
export const annSecond = sheet({
  timesheetId: 22,
  periodStartDate: '2026-11-09',
  periodEndDate: '2026-11-15',
  daysOverdue: 5,
});
export const annGlobex = sheet({
  timesheetId: 23,
  vendorId: 8,
  vendorName: 'Globex',
  billingCode: 'GLX-7',
  status: 'REJECTED',
  daysOverdue: 5,
});

/** Bob Kay: reminded twice, last by the daily job (in winter time, 2:00 UTC is 9 PM in New York). */
export const bobKay = sheet({
  timesheetId: 31,
  employeeId: 2,
  employeeName: 'Bob Kay',
  billingCode: 'INI-QA',
  daysOverdue: 12,
  reminders: 2,
  lastReminder: {
    at: '2026-11-24T02:00:00.000Z',
    by: null,
    to: 'bob@example.com',
    delivery: 'sent',
  },
});

/** Nomail Lee: reminded once by staff, and the mail server refused it. */
export const nomail = sheet({
  timesheetId: 41,
  employeeId: 3,
  employeeName: 'Nomail Lee',
  vendorId: 8,
  vendorName: 'Globex',
  billingCode: 'GLX-8',
  reminders: 1,
  lastReminder: {
    at: '2026-11-24T14:05:00.000Z',
    by: 'boss@a.example',
    to: 'old@example.com',
    delivery: 'failed: 550 mailbox unavailable',
  },
});

export const missing: MissingTimesheet[] = [annFirst, annSecond, annGlobex, bobKay, nomail];

/** Ann's sheets after she was reminded at 9:05 AM New York time. */
export const annReminded = (by: string): MissingTimesheet[] =>
  [annFirst, annSecond, annGlobex].map((s) => ({
    ...s,
    reminders: 1,
    lastReminder: {
      at: '2026-11-24T14:05:00.000Z',
      by,
      to: 'ann@example.com',
      delivery: 'stored',
    },
  }));

export const annRemindedAnswer: RemindMissingAnswer = {
  reminded: [{ employeeId: 1, to: 'ann@example.com', sheets: 3, delivery: 'stored' }],
  skipped: [],
};

export const everyoneAnswer: RemindMissingAnswer = {
  reminded: [
    { employeeId: 1, to: 'ann@example.com', sheets: 3, delivery: 'sent' },
    { employeeId: 2, to: 'bob@example.com', sheets: 1, delivery: 'sent' },
  ],
  skipped: [{ employeeId: 3, employeeName: 'Nomail Lee', reason: 'No e-mail address' }],
};

const setting = (id: number, feature: string, value: string): AdminSetting => ({
  id,
  category: 'TIMESHEET',
  feature,
  description: '',
  value,
  updateDate: '2026-11-01T12:00:00.000Z',
  corpId: 1,
});

/** The corporation's TIMESHEET settings as the Admin list answers them. */
export const timesheetSettings = (afterDays: string, autoRemind: string): AdminSetting[] => [
  setting(1, 'holidays', '2026-11-26,2026-12-25'),
  setting(2, 'missingAfterDays', afterDays),
  setting(3, 'autoRemind', autoRemind),
];
