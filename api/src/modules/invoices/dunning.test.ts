/** Dunning: the billing contact, the schedule of reminders, and the e-mails recorded on the invoice. */
import { callApi, seedTenant, type Tenant } from '../../testing/fixtures.js';
import { invoiceBody } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { addDays, businessToday } from '../common/business-day.js';
import { formatUsDate } from '@staffledger/contracts';
import type { DailyJob } from '../../jobs/daily-job.js';
import { remindAllUnpaidInvoices, startDunningJob, stepDue } from './dunning.js';

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
    const asked = await callApi(t, 'GET', `/api/invoices/${toBilling.id}/recipient`, acme.employer);
    expect(asked.json()).toEqual({ email: 'ap@globex.example', name: 'Bill Ing' });
    const sent = await callApi(t, 'PUT', `/api/invoices/${toBilling.id}/remind`, acme.employer);
    expect([sent.statusCode, sent.json().sentTo]).toEqual([200, 'ap@globex.example']);
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
    // eight days late and never sent: the first notice says how late and asks for payment
    expect(rows[0].subject).toBe(
      `Payment reminder: invoice ${late.number} from Acme Staffing is 8 days overdue`,
    );
    expect(rows[0].text).toContain(
      `We are sending you invoice ${late.number} for $1,330.00, which was due on ` +
        `${formatUsDate(addDays(today, -8))} and is now 8 days overdue.\n\n` +
        'Please arrange payment at your earliest convenience.',
    );

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
    // the schedule's last step is the final notice, firmer than the first
    const { rows: final } = await t.db.query(
      `SELECT subject, text FROM outbox WHERE subject LIKE $1 ORDER BY id DESC LIMIT 1`,
      [`%${late.number}%`],
    );
    expect(final[0].subject).toBe(
      `Final notice: invoice ${late.number} from Acme Staffing is 21 days overdue`,
    );
    expect(final[0].text).toContain(
      `This is our final notice: invoice ${late.number} for $1,330.00 was due on ` +
        `${formatUsDate(addDays(today, -8))} and is now 21 days overdue.\n\n` +
        'Please pay it without further delay, or contact us today if it cannot be paid.',
    );
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

  test('an invoice cancelled while a run goes gets no reminder', async () => {
    const cyberdyne = await vendor('Cyberdyne', contacts);
    const first = await invoiceDue(cyberdyne.id, addDays(today, -1)); // step 0
    const second = await invoiceDue(cyberdyne.id, addDays(today, -1));
    await t.db.query('UPDATE invoices SET sent = true WHERE id = $1', [second.id]);
    const { mailer } = t.app;
    const send = mailer.send;
    let cancelled = 0;
    // the second invoice is cancelled while the first one's reminder is being sent
    mailer.send = async (message) => {
      if (cancelled++ === 0) {
        const res = await callApi(t, 'POST', `/api/invoices/${second.id}/cancel`, acme.employer);
        expect(res.statusCode).toBe(200);
      }
      return send.call(mailer, message);
    };
    try {
      await remindAllUnpaidInvoices(t.app, today);
    } finally {
      mailer.send = send;
    }
    expect(await mails(first.id)).toHaveLength(1);
    expect(await mails(second.id)).toEqual([]);
  });

  test('a reminder a crash left "sending" is sent again once 15 minutes after its claim, then no more', async () => {
    const wayne = await vendor('Wayne', contacts);
    const [crashed, fresh, twice, raced] = [
      await invoiceDue(wayne.id, addDays(today, -1)),
      await invoiceDue(wayne.id, addDays(today, -1)),
      await invoiceDue(wayne.id, addDays(today, -1)),
      await invoiceDue(wayne.id, addDays(today, -1)),
    ];
    // what a process that stopped between the claim of step 0 and its e-mail leaves
    const leftSending = (invoiceId: number, minutesAgo: number) =>
      t.db.query(
        `INSERT INTO invoice_mails (corp_id, invoice_id, kind, step, to_address, delivery, sent_at)
         VALUES ($1, $2, 'scheduled', 0, 'ap@globex.example', 'sending',
                 now() - make_interval(mins => $3))`,
        [acme.corpId, invoiceId, minutesAgo],
      );
    await leftSending(crashed.id, 16);
    await leftSending(fresh.id, 14);
    await leftSending(twice.id, 16);
    await leftSending(raced.id, 1);
    const paid = await invoiceDue(wayne.id, addDays(today, -1), 'Paid');
    await leftSending(paid.id, 16);
    // a corporation whose only invoice was paid after its reminder was claimed
    const bravo = await seedTenant(t, 'Bravo Staffing', 'boss@b.example');
    const bravoVendor = await callApi(t, 'POST', '/api/vendors', bravo.employer, {
      name: 'Stark',
      contacts: [{ name: 'Tony', email: 'ap@stark.example', isPrimary: true }],
    });
    const bravoBody = invoiceBody(bravoVendor.json().id, {
      invoiceDate: addDays(today, -31),
      dueDate: addDays(today, -1),
      status: 'Paid',
    });
    const bravoPaid = (await callApi(t, 'POST', '/api/invoices', bravo.employer, bravoBody)).json();
    await t.db.query(
      `INSERT INTO invoice_mails (corp_id, invoice_id, kind, step, to_address, delivery, sent_at)
       VALUES ($1, $2, 'scheduled', 0, 'ap@stark.example', 'sending', now() - interval '16 minutes')`,
      [bravo.corpId, bravoPaid.id],
    );
    const outboxed = async (number: string) =>
      Number(
        (await t.db.query('SELECT count(*) FROM outbox WHERE subject LIKE $1', [`%${number}%`]))
          .rows[0].count,
      );
    // the retry of `twice` is stopped by a second crash (its process ends while sending)
    const { mailer } = t.app;
    const send = mailer.send;
    mailer.send = (message) =>
      message.subject.includes(twice.number)
        ? Promise.reject(new Error('the process ended'))
        : send.call(mailer, message);
    try {
      await expect(remindAllUnpaidInvoices(t.app, today)).rejects.toThrow(
        'Invoice reminders of 1 corporation(s) failed.',
      );
    } finally {
      mailer.send = send;
    }
    expect(await mails(crashed.id)).toEqual([
      expect.objectContaining({ kind: 'scheduled', step: 0, delivery: 'stored' }),
    ]);
    expect(await outboxed(crashed.number)).toBe(1);
    expect(await mails(fresh.id)).toEqual([expect.objectContaining({ delivery: 'sending' })]);
    expect(await outboxed(fresh.number)).toBe(0);

    // 15 minutes after its second claim it is not tried a third time, and shows as failed
    await t.db.query(
      `UPDATE invoice_mails SET sent_at = now() - interval '16 minutes'
        WHERE invoice_id = ANY($1::bigint[])`,
      [[twice.id, raced.id]],
    );
    // two processes at once claim the stale reminder once between them
    const runs = await Promise.all([
      remindAllUnpaidInvoices(t.app, today),
      remindAllUnpaidInvoices(t.app, today),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await outboxed(raced.number)).toBe(1);
    expect(await mails(twice.id)).toEqual([
      expect.objectContaining({
        step: 0,
        delivery: 'failed: interrupted while sending, twice; not tried again',
      }),
    ]);
    expect(await outboxed(twice.number)).toBe(0);
    expect(await mails(paid.id)).toEqual([
      expect.objectContaining({ delivery: 'failed: interrupted while sending; no longer due' }),
    ]);
    const { rows: bravoMails } = await t.db.query(
      'SELECT delivery FROM invoice_mails WHERE invoice_id = $1',
      [bravoPaid.id],
    );
    expect(bravoMails).toEqual([{ delivery: 'failed: interrupted while sending; no longer due' }]);
    const invoice = (await callApi(t, 'GET', `/api/invoices/${twice.id}`, acme.employer)).json();
    expect(invoice.sent).toBe(false);
    expect(await remindAllUnpaidInvoices(t.app, today)).toBe(0);
    expect(await mails(fresh.id)).toEqual([expect.objectContaining({ delivery: 'sending' })]);
    expect(await mails(crashed.id)).toHaveLength(1);
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

test('a run that finds a reminder another process left "sending" runs again once it may be retried', async () => {
  let job: DailyJob | undefined;
  const t = await createTestApp({
    extraApiRoutes: async (api) => {
      job = startDunningJob(api, { intervalMs: 3_600_000, today: () => today });
    },
  });
  try {
    const acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
    const res = await callApi(t, 'POST', '/api/vendors', acme.employer, {
      name: 'Globex',
      contacts: [{ name: 'Pat', email: 'pat@globex.example', isPrimary: true }],
    });
    const body = invoiceBody(res.json().id, {
      invoiceDate: addDays(today, -40),
      dueDate: addDays(today, -1),
    });
    const invoice = (await callApi(t, 'POST', '/api/invoices', acme.employer, body)).json();
    // claimed by a process that stopped 2 seconds short of the claim's 15 minutes ago
    await t.db.query(
      `INSERT INTO invoice_mails (corp_id, invoice_id, kind, step, to_address, delivery, sent_at)
       VALUES ($1, $2, 'scheduled', 0, 'pat@globex.example', 'sending',
               now() - interval '15 minutes' + interval '2 seconds')`,
      [acme.corpId, invoice.id],
    );
    expect(await (job as DailyJob).run()).toBe(0);
    const delivery = async () =>
      (await t.db.query('SELECT delivery FROM invoice_mails WHERE invoice_id = $1', [invoice.id]))
        .rows[0].delivery;
    expect(await delivery()).toBe('sending');
    const until = Date.now() + 10_000;
    while ((await delivery()) === 'sending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await delivery()).toBe('stored');

    // a stale claim no run can send now (the schedule is off) makes no run after the next one
    await t.db.query(
      `UPDATE admin_settings SET value = 'none' WHERE corp_id = $1 AND feature = 'reminderSchedule'`,
      [acme.corpId],
    );
    const other = (await callApi(t, 'POST', '/api/invoices', acme.employer, body)).json();
    await t.db.query(
      `INSERT INTO invoice_mails (corp_id, invoice_id, kind, step, to_address, delivery, sent_at)
       VALUES ($1, $2, 'scheduled', 0, 'pat@globex.example', 'sending',
               now() - interval '16 minutes')`,
      [acme.corpId, other.id],
    );
    let opened = 0;
    const { withSystem } = t.app;
    t.app.withSystem = (fn) => {
      opened += 1;
      return withSystem(fn);
    };
    try {
      expect(await (job as DailyJob).run()).toBe(0);
      const afterRun = opened;
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(opened).toBe(afterRun);
    } finally {
      t.app.withSystem = withSystem;
    }
  } finally {
    await t.close();
  }
});
