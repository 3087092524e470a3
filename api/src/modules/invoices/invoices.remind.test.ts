/** PUT /invoices/{id}/remind: Send, then Remind, through a real SMTP conversation. */
import {
  createInvoice,
  invoiceBody,
  invoiceSnapshot,
  seedVendorWithContact,
} from '../../testing/invoices.fixture.js';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.js';
import { addDays, businessToday, daysBetween } from '../common/business-day.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedTenant } from '../../testing/fixtures.js';

let smtp: SmtpSink;
let t: TestApp;
let corpId: number;
let employer: string;
let vendor: number;

const remind = (id: number) => callApi(t, 'PUT', `/api/invoices/${id}/remind`, employer);

async function outbox(to: string) {
  const { rows } = await t.db.query(
    `SELECT "to", subject, text, html, corp_id AS "corpId", delivery_status AS status
       FROM outbox WHERE "to" = $1 ORDER BY id`,
    [to],
  );
  return rows;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url });
  ({ corpId, employer } = await seedTenant(t, 'Acme Staffing', 'boss@a.example'));
  vendor = await seedVendorWithContact(t, corpId, 'Globex', 'pat@globex.example');
});

afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

test('the first call sends the PDF to the primary contact, the next ones remind', async () => {
  const { received } = smtp;
  received.length = 0;
  const invoice = await createInvoice(t, employer, invoiceBody(vendor));
  const res = await remind(invoice.id);
  expect(res.statusCode).toBe(200);
  const late = daysBetween('2025-04-09', businessToday());
  // due 04/09/2025: read as Overdue
  expect(res.json()).toMatchObject({
    id: invoice.id,
    sent: true,
    status: 'OVERDUE',
    sentTo: 'pat@globex.example',
  });

  const [mail] = await outbox('pat@globex.example');
  expect(mail).toMatchObject({
    to: 'pat@globex.example',
    subject: `Invoice ${invoice.number} from Acme Staffing is ${late} days overdue`,
    corpId,
    status: 'sent',
  });
  // the fixture's due date, 04/09/2025, has passed: the first send says how late, asks for payment
  expect(mail.text).toBe(
    'Dear Pat Primary,\n\n' +
      `We are sending you invoice ${invoice.number} for $1,330.00, which was due on 04/09/2025 ` +
      `and is now ${late} days overdue.\n\n` +
      'Please arrange payment at your earliest convenience.\n\n' +
      'The invoice is attached to this e-mail as a PDF.\n\n' +
      'Thank you for your prompt attention.\n\n' +
      'Kind regards,\nAcme Staffing\n',
  );
  expect(mail.html).toContain('<p>Dear Pat Primary,</p>');

  expect(received).toHaveLength(1);
  expect(received[0].to).toEqual(['pat@globex.example']);
  // the attachment is named by the invoice number, as the download is
  expect(received[0].data).toMatch(
    new RegExp(`Content-Type: application/pdf; name=${invoice.number}\\.pdf`),
  );
  expect(received[0].data).toContain(`filename=${invoice.number}.pdf`);
  // the attachment is a PDF: base64 of "%PDF-"
  expect(received[0].data).toContain('JVBERi0');

  const { rows } = await t.db.query('SELECT sent, sent_at FROM invoices WHERE id = $1', [
    invoice.id,
  ]);
  expect(rows[0].sent).toBe(true);
  expect(rows[0].sent_at).toBeInstanceOf(Date);

  const again = await remind(invoice.id);
  expect(again.statusCode).toBe(200);
  const mails = await outbox('pat@globex.example');
  expect(mails[1].subject).toBe(
    `Payment reminder: invoice ${invoice.number} from Acme Staffing is ${late} days overdue`,
  );
  expect(mails[1].text).toBe(
    'Dear Pat Primary,\n\n' +
      `Our records show that invoice ${invoice.number} for $1,330.00 was due on 04/09/2025 and ` +
      `is now ${late} days overdue.\n\n` +
      'Please arrange payment at your earliest convenience.\n\n' +
      'A copy of the invoice is attached to this e-mail as a PDF. If you have already paid it, ' +
      'please disregard this reminder.\n\n' +
      'Thank you for your prompt attention.\n\n' +
      'Kind regards,\nAcme Staffing\n',
  );
  const audit = await t.db.query(
    `SELECT action, changes->>'to' AS "to" FROM audit_log
      WHERE entity = 'invoice' AND entity_id = $1 AND action IN ('send', 'remind') ORDER BY id`,
    [String(invoice.id)],
  );
  expect(audit.rows).toEqual([
    { action: 'send', to: 'pat@globex.example' },
    { action: 'remind', to: 'pat@globex.example' },
  ]);
});

test('a reminder before the due date, or on it, says when the invoice is due', async () => {
  const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  const today = businessToday();
  for (const [dueDate, words] of [
    [addDays(today, 30), `is due on ${usDate(addDays(today, 30))}.`],
    [today, `is due today, ${usDate(today)}.`],
  ]) {
    const invoice = await createInvoice(
      t,
      employer,
      invoiceBody(vendor, { invoiceDate: today, dueDate }),
    );
    expect((await remind(invoice.id)).statusCode).toBe(200);
    expect((await remind(invoice.id)).statusCode).toBe(200);
    const mails = (await outbox('pat@globex.example')).slice(-2);
    expect(mails[0].text).toContain(`invoice ${invoice.number} for $1,330.00, which ${words}`);
    expect(mails[1].text).toContain(
      `This is a friendly reminder that invoice ${invoice.number} for $1,330.00 ${words}`,
    );
  }
});

test('an overdue invoice may be reminded; a paid or cancelled one is a 409', async () => {
  const overdue = await createInvoice(t, employer, invoiceBody(vendor, { status: 'OVERDUE' }));
  expect((await remind(overdue.id)).statusCode).toBe(200);
  for (const status of ['PAID', 'CANCELLED']) {
    const invoice = await createInvoice(t, employer, invoiceBody(vendor, { status }));
    const before = await invoiceSnapshot(t);
    const res = await remind(invoice.id);
    expect(res.statusCode).toBe(409);
    expect(await invoiceSnapshot(t)).toBe(before);
  }
});

test('a vendor without a primary contact e-mail is a 409 and nothing is sent', async () => {
  const silent = await seedVendorWithContact(t, corpId, 'Initech', null);
  const invoice = await createInvoice(t, employer, invoiceBody(silent));
  const before = await invoiceSnapshot(t);
  const res = await remind(invoice.id);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    error: 'conflict',
    message: 'The vendor has no billing or primary contact with an e-mail address.',
  });
  // the screen learns it before asking
  const asked = await callApi(t, 'GET', `/api/invoices/${invoice.id}/recipient`, employer);
  expect([asked.statusCode, asked.json().message]).toEqual([409, res.json().message]);
  expect(await invoiceSnapshot(t)).toBe(before);
});

test('the recipient the screen names before sending is the one the e-mail goes to', async () => {
  const invoice = await createInvoice(t, employer, invoiceBody(vendor));
  const asked = await callApi(t, 'GET', `/api/invoices/${invoice.id}/recipient`, employer);
  expect(asked.statusCode).toBe(200);
  expect(asked.json()).toEqual({ email: 'pat@globex.example', name: 'Pat Primary' });
  const sent = await remind(invoice.id);
  expect(sent.json().sentTo).toBe(asked.json().email);
  expect((await outbox(asked.json().email)).at(-1)?.subject).toContain(invoice.number);
  const missing = await callApi(t, 'GET', '/api/invoices/987654/recipient', employer);
  expect(missing.statusCode).toBe(404);
});

test('a failed delivery is a 502 and the invoice is not marked sent', async () => {
  const invoice = await createInvoice(t, employer, invoiceBody(vendor));
  await smtp.stop();
  try {
    const before = await invoiceSnapshot(t);
    const res = await remind(invoice.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'mail_failed',
      message: 'The invoice could not be e-mailed. Try again later.',
    });
    expect(await invoiceSnapshot(t)).toBe(before);
    // the attempt itself is in the outbox, with its delivery result
    const mails = await outbox('pat@globex.example');
    expect(mails[mails.length - 1].status).toMatch(/^failed/);
  } finally {
    smtp = await startSmtpSink(smtp.port);
  }
});

test('an invoice deleted while its e-mail goes out is a 409 naming where it went, not a 500', async () => {
  const { mailer } = t.app;
  const send = mailer.send;
  try {
    for (const deliver of [true, false]) {
      const invoice = await createInvoice(t, employer, invoiceBody(vendor));
      // another user deletes the unsent invoice while the mail server answers
      mailer.send = async (message) => {
        const del = await callApi(t, 'DELETE', `/api/invoices/${invoice.id}`, employer);
        expect(del.statusCode).toBe(204);
        if (!deliver) await smtp.stop();
        try {
          return await send.call(mailer, message);
        } finally {
          if (!deliver) smtp = await startSmtpSink(smtp.port);
        }
      };
      const res = await remind(invoice.id);
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        deliver
          ? 'The invoice was deleted while its e-mail went out to pat@globex.example.'
          : 'The invoice was deleted while its e-mail was being sent; the e-mail could not be delivered.',
      ]);
      const { rows } = await t.db.query(
        'SELECT count(*)::int AS n FROM invoice_mails WHERE invoice_id = $1',
        [invoice.id],
      );
      expect(rows[0].n).toBe(0);
    }
  } finally {
    mailer.send = send;
  }
});

test('the list says when each invoice was last e-mailed, and sorts by it, never sent as longest ago', async () => {
  const sentinel = await seedVendorWithContact(t, corpId, 'Sentinel', 'ap@sentinel.example');
  const [early, late, never] = [
    await createInvoice(t, employer, invoiceBody(sentinel)),
    await createInvoice(t, employer, invoiceBody(sentinel)),
    await createInvoice(t, employer, invoiceBody(sentinel)),
  ];
  expect((await remind(early.id)).statusCode).toBe(200);
  expect((await remind(late.id)).statusCode).toBe(200);
  const reminded = await remind(early.id);
  const list = async (order: string) =>
    (
      await callApi(
        t,
        'GET',
        `/api/invoices?customer=sentinel&sort=sentAt&order=${order}`,
        employer,
      )
    ).json() as { id: number; sentAt: string | null }[];
  const asc = await list('asc');
  // the early one was reminded last: its Sent is the reminder's
  expect(asc.map((r) => r.id)).toEqual([never.id, late.id, early.id]);
  expect(asc[0].sentAt).toBeNull();
  expect(asc[2].sentAt).toBe(reminded.json().sentAt);
  const { rows } = await t.db.query('SELECT sent_at FROM invoices WHERE id = $1', [early.id]);
  expect(asc[2].sentAt).toBe(rows[0].sent_at.toISOString());
  expect((await list('desc')).map((r) => r.id)).toEqual([early.id, late.id, never.id]);
});
