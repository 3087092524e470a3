/** Dunning: the billing contact, the schedule of reminders, and the e-mails recorded on the invoice. */
import { callApi, seedTenant, type Tenant } from '../../testing/fixtures.js';
import { invoiceBody } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { addDays, businessToday } from '../common/business-day.js';
import { remindAllUnpaidInvoices, stepDue } from './dunning.js';

const today = businessToday();

test('the step due is the latest one reached, counted from the due date', () => {
  const schedule = [-3, 0, 7, 21];
  expect(stepDue(schedule, -4)).toBeUndefined();
  expect(stepDue(schedule, -3)).toBe(-3);
  expect(stepDue(schedule, 6)).toBe(0);
  expect(stepDue(schedule, 100)).toBe(21);
  expect(stepDue([], 100)).toBeUndefined();
});

describe('with a mail server that takes everything', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  });

  afterAll(async () => {
    await t?.close();
  });

  const vendor = async (name: string, contacts: object[]) => {
    const res = await callApi(t, 'POST', '/api/vendors', acme.employer, { name, contacts });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; contacts: { isBilling: boolean }[] };
  };
  const invoiceDue = async (vendorId: number, dueDate: string, status = 'Pending') => {
    const res = await callApi(
      t,
      'POST',
      '/api/invoices',
      acme.employer,
      invoiceBody(vendorId, { invoiceDate: addDays(dueDate, -30), dueDate, status }),
    );
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; number: string };
  };
  const mails = async (id: number) => {
    const res = await callApi(t, 'GET', `/api/invoices/${id}/reminders`, acme.employer);
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>[];
  };
  const contacts = [
    { name: 'Pat Primary', email: 'pat@globex.example', isPrimary: true },
    { name: 'Bill Ing', email: 'ap@globex.example', isBilling: true },
  ];

  test('the billing contact receives the invoice; without one, the primary contact does', async () => {
    const globex = await vendor('Globex', contacts);
    expect(globex.contacts.map((c) => c.isBilling)).toEqual([false, true]);
    const initech = await vendor('Initech', [contacts[0]]);

    const toBilling = await invoiceDue(globex.id, addDays(today, 30));
    expect(
      (await callApi(t, 'PUT', `/api/invoices/${toBilling.id}/remind`, acme.employer)).statusCode,
    ).toBe(200);
    const toPrimary = await invoiceDue(initech.id, addDays(today, 30));
    expect(
      (await callApi(t, 'PUT', `/api/invoices/${toPrimary.id}/remind`, acme.employer)).statusCode,
    ).toBe(200);

    expect(await mails(toBilling.id)).toEqual([
      {
        at: expect.any(String),
        kind: 'send',
        step: null,
        sentBy: 'boss@a.example',
        to: 'ap@globex.example',
        delivery: 'stored',
      },
    ]);
    expect((await mails(toPrimary.id))[0]).toMatchObject({ to: 'pat@globex.example' });
    // the second e-mail by hand is a reminder
    await callApi(t, 'PUT', `/api/invoices/${toBilling.id}/remind`, acme.employer);
    expect((await mails(toBilling.id)).map((m) => m.kind)).toEqual(['remind', 'send']);
  });

  test('two billing contacts are refused', async () => {
    const res = await callApi(t, 'POST', '/api/vendors', acme.employer, {
      name: 'Two',
      contacts: [
        { name: 'A', isBilling: true },
        { name: 'B', isBilling: true },
      ],
    });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([
      400,
      { contacts: 'Only one contact can be the billing contact' },
    ]);
  });

  test('the daily job sends the step each unpaid invoice has reached, once, with the PDF', async () => {
    const hooli = await vendor('Hooli', contacts);
    const late = await invoiceDue(hooli.id, addDays(today, -8)); // step 7
    const soon = await invoiceDue(hooli.id, addDays(today, 2)); // step -3
    const later = await invoiceDue(hooli.id, addDays(today, 10)); // none yet
    const paid = await invoiceDue(hooli.id, addDays(today, -8), 'Paid');

    const sent = await remindAllUnpaidInvoices(t.app, today);
    expect(sent).toBe(2);
    expect(await mails(late.id)).toEqual([
      expect.objectContaining({
        kind: 'scheduled',
        step: 7,
        sentBy: null,
        to: 'ap@globex.example',
      }),
    ]);
    expect(await mails(soon.id)).toEqual([
      expect.objectContaining({ kind: 'scheduled', step: -3 }),
    ]);
    expect(await mails(later.id)).toEqual([]);
    expect(await mails(paid.id)).toEqual([]);
    const invoice = (await callApi(t, 'GET', `/api/invoices/${late.id}`, acme.employer)).json();
    expect(invoice).toMatchObject({ sent: true, daysOverdue: 8 });
    const { rows } = await t.db.query(
      `SELECT subject, text FROM outbox WHERE "to" = 'ap@globex.example' AND subject LIKE $1`,
      [`%${late.number}%`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toContain('attached');

    // another run the same day, or two at once, sends nothing again
    expect(
      await Promise.all([
        remindAllUnpaidInvoices(t.app, today),
        remindAllUnpaidInvoices(t.app, today),
      ]),
    ).toEqual([0, 0]);
    expect(await mails(late.id)).toHaveLength(1);
    // thirteen days later the invoice reaches step 21
    await remindAllUnpaidInvoices(t.app, addDays(today, 13));
    expect((await mails(late.id)).map((m) => m.step)).toEqual([21, 7]);
  });

  test('a run ends between two invoices once the app is closing; the next run sends the rest', async () => {
    const initech = await vendor('Initech', contacts);
    for (let i = 0; i < 3; i++) await invoiceDue(initech.id, addDays(today, -1)); // step 0
    const closing = new AbortController();
    const { mailer } = t.app;
    const send = mailer.send;
    // the app starts closing while the first reminder is being sent
    mailer.send = (message) => {
      closing.abort();
      return send.call(mailer, message);
    };
    try {
      expect(await remindAllUnpaidInvoices(t.app, today, closing.signal)).toBe(1);
    } finally {
      mailer.send = send;
    }
    expect(await remindAllUnpaidInvoices(t.app, today)).toBe(2);
    expect(await remindAllUnpaidInvoices(t.app, today)).toBe(0);
  });

  test('a schedule of none sends nothing; the list shows the days overdue', async () => {
    await t.db.query(
      `UPDATE admin_settings SET value = 'none' WHERE corp_id = $1 AND feature = 'reminderSchedule'`,
      [acme.corpId],
    );
    const umbrella = await vendor('Umbrella', contacts);
    const late = await invoiceDue(umbrella.id, addDays(today, -30));
    expect(await remindAllUnpaidInvoices(t.app, today)).toBe(0);
    expect(await mails(late.id)).toEqual([]);
    const rows = (await callApi(t, 'GET', '/api/invoices?customer=umbrella', acme.employer)).json();
    expect(rows.map((r: { daysOverdue: number | null }) => r.daysOverdue)).toEqual([30]);
  });
});

test('a failed delivery is recorded on the invoice, which stays unsent', async () => {
  // a mail server that refuses every connection
  const t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  try {
    const acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
    const res = await callApi(t, 'POST', '/api/vendors', acme.employer, {
      name: 'Globex',
      contacts: [{ name: 'Pat', email: 'pat@globex.example', isPrimary: true }],
    });
    const invoice = (
      await callApi(
        t,
        'POST',
        '/api/invoices',
        acme.employer,
        invoiceBody(res.json().id, {
          invoiceDate: addDays(today, -40),
          dueDate: addDays(today, -1),
        }),
      )
    ).json();
    expect(await remindAllUnpaidInvoices(t.app, today)).toBe(1);
    const manual = await callApi(t, 'PUT', `/api/invoices/${invoice.id}/remind`, acme.employer);
    expect(manual.statusCode).toBe(502);
    const list = (
      await callApi(t, 'GET', `/api/invoices/${invoice.id}/reminders`, acme.employer)
    ).json();
    expect(
      list.map((m: { kind: string; delivery: string }) => [m.kind, m.delivery.slice(0, 7)]),
    ).toEqual([
      ['send', 'failed:'],
      ['scheduled', 'failed:'],
    ]);
    const stored = (await callApi(t, 'GET', `/api/invoices/${invoice.id}`, acme.employer)).json();
    expect(stored.sent).toBe(false);
  } finally {
    await t.close();
  }
});
