/** The words of the invoice e-mail: first send and reminders, before, on and after the due date. */
import type { InvoiceDocument } from './invoices.document.js';
import { invoiceMailText } from './invoices.mail-text.js';

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

test('on the due date it is due today; after it, it was due and remains unpaid', () => {
  const onTheDay = invoiceMailText(doc, { reminder: true, recipient: 'Pat', today: dueDay });
  expect(onTheDay.text).toContain(
    'This is a friendly reminder that invoice INV-000007 for $1,330.00 is due today, 04/09/2026.',
  );
  const late = invoiceMailText(doc, { reminder: true, recipient: 'Pat', today: after });
  expect(late.text).toContain(
    'Our records show that invoice INV-000007 for $1,330.00 was due on 04/09/2026 and remains ' +
      'unpaid.',
  );
  expect(late.text).not.toContain('is due');
  // a first send after the due date says so too
  const lateFirst = invoiceMailText(doc, { reminder: false, recipient: 'Pat', today: after });
  expect(lateFirst.text).toContain(
    'We are sending you invoice INV-000007 for $1,330.00, which was due on 04/09/2026.',
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
