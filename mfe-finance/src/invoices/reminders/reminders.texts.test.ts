import type { InvoiceMail } from '@staffledger/shared';
import { mailBy, mailDelivery, mailLines, mailWhat, stepText } from './reminders.texts';

test('a schedule step in words, days from the due date', () => {
  expect(stepText(-3)).toBe('3 days before due');
  expect(stepText(-1)).toBe('1 day before due');
  expect(stepText(0)).toBe('on the due date');
  expect(stepText(1)).toBe('1 day after due');
  expect(stepText(7)).toBe('7 days after due');
  expect(stepText(21)).toBe('21 days after due');
});

test('what an e-mail was: by hand, or a step of the schedule', () => {
  expect(mailWhat({ kind: 'send', step: null })).toBe('Sent by hand');
  expect(mailWhat({ kind: 'remind', step: null })).toBe('Reminder by hand');
  expect(mailWhat({ kind: 'scheduled', step: -3 })).toBe('Scheduled reminder, 3 days before due');
  expect(mailWhat({ kind: 'scheduled', step: 0 })).toBe('Scheduled reminder, on the due date');
  expect(mailWhat({ kind: 'scheduled', step: 7 })).toBe('Scheduled reminder, 7 days after due');
  expect(mailWhat({ kind: 'scheduled', step: null })).toBe('Scheduled reminder');
});

test('who sent it: a user, or the daily job', () => {
  expect(mailBy('Ada Admin')).toBe('by Ada Admin');
  expect(mailBy(null)).toBe('by the daily job');
});

test('the delivery: delivered, recorded without a mail server, or failed with its reason', () => {
  expect(mailDelivery('sent')).toEqual({ text: 'Delivered', failed: false });
  expect(mailDelivery('stored')).toEqual({ text: 'Recorded (no mail server)', failed: false });
  expect(mailDelivery('failed: 550 mailbox unavailable')).toEqual({
    text: 'Failed: 550 mailbox unavailable',
    failed: true,
  });
  expect(mailDelivery('failed')).toEqual({ text: 'Failed', failed: true });
  expect(mailDelivery('queued')).toEqual({ text: 'queued', failed: false });
});

test('the lines keep the order of the answer, with the time in New York (summer time from March 8)', () => {
  const mails: InvoiceMail[] = [
    {
      at: '2026-03-10T14:05:00Z',
      kind: 'scheduled',
      step: 7,
      sentBy: null,
      to: 'ap@initech.example',
      delivery: 'stored',
    },
    {
      at: '2026-03-01T15:30:00Z',
      kind: 'send',
      step: null,
      sentBy: 'admin',
      to: 'ap@initech.example',
      delivery: 'sent',
    },
  ];
  expect(mailLines(mails).map(({ when, what, by }) => [when, what, by])).toEqual([
    ['03/10/2026 10:05 AM', 'Scheduled reminder, 7 days after due', 'by the daily job'],
    ['03/01/2026 10:30 AM', 'Sent by hand', 'by admin'],
  ]);
});
