/** The words of the invoice e-mail: first send and reminders, before, on and after the due date. */
import type { InvoiceDocument } from './invoices.document.js';
import { invoiceMailText, noticeOfStep } from './invoices.mail-text.js';

const doc: InvoiceDocument = {
  id: 7,
  number: 'INV-000007',
  invoiceDate: '2026-03-10',
  dueDate: '2026-04-09',
  status: 'PENDING',
  amount: '1330.00',
  from: { name: 'Acme Staffing', lines: [] },
  to: { name: 'Globex', lines: [] },
  items: [],
  annex: [],
};
const before = '2026-03-20';
const dueDay = '2026-04-09';
const after = '2026-04-10';

test('the first send: greeting, the invoice with amount and due date, the PDF, a closing', () => {
  const mail = invoiceMailText(doc, { reminder: false, recipient: 'Pat Primary', today: before });
  expect(mail.subject).toBe('Invoice INV-000007 from Acme Staffing');
  expect(mail.text).toBe(
    [
      'Dear Pat Primary,',
      '',
      'We are sending you invoice INV-000007 for $1,330.00, which is due on 04/09/2026.',
      '',
      'The invoice is attached to this e-mail as a PDF.',
      '',
      'Thank you for your business.',
      '',
      'Kind regards,',
      'Acme Staffing',
      '',
    ].join('\n'),
  );
  expect(mail.html).toBe(
    '<p>Dear Pat Primary,</p>' +
      '<p>We are sending you invoice INV-000007 for $1,330.00, which is due on 04/09/2026.</p>' +
      '<p>The invoice is attached to this e-mail as a PDF.</p>' +
      '<p>Thank you for your business.</p>' +
      '<p>Kind regards,<br>Acme Staffing</p>',
  );
});

test('a reminder before the due date says the invoice is due on that date', () => {
  const mail = invoiceMailText(doc, { reminder: true, recipient: 'Pat Primary', today: before });
  expect(mail.subject).toBe('Reminder: invoice INV-000007 from Acme Staffing');
  expect(mail.text).toBe(
    'Dear Pat Primary,\n\n' +
      'This is a friendly reminder that invoice INV-000007 for $1,330.00 is due on 04/09/2026.\n\n' +
      'A copy of the invoice is attached to this e-mail as a PDF. If you have already paid it, ' +
      'please disregard this reminder.\n\n' +
      'Thank you for your prompt attention.\n\n' +
      'Kind regards,\nAcme Staffing\n',
  );
});

test('on the due date it is due today; after it, how many days overdue, with a request to pay', () => {
  const onTheDay = invoiceMailText(doc, { reminder: true, recipient: 'Pat', today: dueDay });
  expect(onTheDay.text).toContain(
    'This is a friendly reminder that invoice INV-000007 for $1,330.00 is due today, 04/09/2026.',
  );
  const late = invoiceMailText(doc, { reminder: true, recipient: 'Pat', today: '2026-05-01' });
  expect(late.subject).toBe(
    'Payment reminder: invoice INV-000007 from Acme Staffing is 22 days overdue',
  );
  expect(late.text).toBe(
    'Dear Pat,\n\n' +
      'Our records show that invoice INV-000007 for $1,330.00 was due on 04/09/2026 and is now ' +
      '22 days overdue.\n\n' +
      'Please arrange payment at your earliest convenience.\n\n' +
      'A copy of the invoice is attached to this e-mail as a PDF. If you have already paid it, ' +
      'please disregard this reminder.\n\n' +
      'Thank you for your prompt attention.\n\n' +
      'Kind regards,\nAcme Staffing\n',
  );
  expect(late.text).not.toContain('is due');
  const oneDay = invoiceMailText(doc, { reminder: true, recipient: 'Pat', today: after });
  expect(oneDay.subject).toBe(
    'Payment reminder: invoice INV-000007 from Acme Staffing is 1 day overdue',
  );
  // a first send after the due date says so too, and is not called a reminder
  const lateFirst = invoiceMailText(doc, { reminder: false, recipient: 'Pat', today: after });
  expect(lateFirst.subject).toBe('Invoice INV-000007 from Acme Staffing is 1 day overdue');
  expect(lateFirst.text).toContain(
    'We are sending you invoice INV-000007 for $1,330.00, which was due on 04/09/2026 and is ' +
      'now 1 day overdue.\n\nPlease arrange payment at your earliest convenience.\n\n' +
      'The invoice is attached to this e-mail as a PDF.\n\n',
  );
  expect(lateFirst.text).not.toContain('reminder');
});

test('the steps after the due date escalate: first notice, second notice, final notice', () => {
  const schedule = [-3, 0, 7, 14, 21];
  expect(schedule.map((step) => noticeOfStep(schedule, step))).toEqual([
    undefined,
    undefined,
    'first',
    'second',
    'final',
  ]);
  // one step after the due date is the first notice, never a final one
  expect(noticeOfStep([-3, 7], 7)).toBe('first');
  expect(noticeOfStep([7, 30], 30)).toBe('final');

  for (const [notice, today, days, words] of [
    [
      'second',
      '2026-04-23',
      14,
      'This is our second notice: invoice INV-000007 for $1,330.00 was due on 04/09/2026 and is ' +
        'now 14 days overdue.\n\nPlease arrange payment now, or let us know if something about ' +
        'this invoice stands in the way.',
    ],
    [
      'final',
      '2026-04-30',
      21,
      'This is our final notice: invoice INV-000007 for $1,330.00 was due on 04/09/2026 and is ' +
        'now 21 days overdue.\n\nPlease pay it without further delay, or contact us today if it ' +
        'cannot be paid.',
    ],
  ] as const) {
    const mail = invoiceMailText(doc, { reminder: true, recipient: 'Pat', today, notice });
    const name = notice === 'final' ? 'Final notice' : 'Second notice';
    expect(mail.subject).toBe(
      `${name}: invoice INV-000007 from Acme Staffing is ${days} days overdue`,
    );
    expect(mail.text).toContain(words);
  }
  const final = invoiceMailText(doc, {
    reminder: true,
    recipient: 'Pat',
    today: '2026-04-30',
    notice: 'final',
  });
  expect(final.html).toContain('<p>This is our final notice: invoice INV-000007');
  // the schedule's first e-mail of an invoice never sent names the notice in its subject only
  const neverSent = invoiceMailText(doc, {
    reminder: false,
    recipient: 'Pat',
    today: '2026-04-30',
    notice: 'final',
  });
  expect(neverSent.subject).toBe(
    'Final notice: invoice INV-000007 from Acme Staffing is 21 days overdue',
  );
  expect(neverSent.text).toContain(
    'We are sending you invoice INV-000007 for $1,330.00, which was due on 04/09/2026 and is ' +
      'now 21 days overdue.\n\nPlease pay it without further delay',
  );
});

test('without a contact name the greeting names the vendor; names are one line, HTML escaped', () => {
  const odd = { ...doc, from: { name: 'Acme <Staffing>\r\n', lines: [] } };
  const mail = invoiceMailText(odd, { reminder: false, recipient: '  ', today: before });
  expect(mail.text.startsWith('Dear Globex,\n\n')).toBe(true);
  expect(mail.subject).toBe('Invoice INV-000007 from Acme <Staffing>');
  expect(mail.html).toContain('<p>Kind regards,<br>Acme &lt;Staffing&gt;</p>');
  const named = invoiceMailText(doc, { reminder: false, recipient: 'Ann\nO’Neil', today: before });
  expect(named.html.startsWith('<p>Dear Ann O’Neil,</p>')).toBe(true);
});
