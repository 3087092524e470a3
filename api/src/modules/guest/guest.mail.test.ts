/**
 * "E-mail the link to the employee": through the outbox without SMTP, through a real SMTP
 * conversation with it; with SMTP the outbox keeps the message without the code.
 */
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, postAsSuper, seedCorp, setSetting } from '../../testing/fixtures.js';
import { issueGuestLink } from '../../testing/guest.fixture.js';

const employee = {
  firstName: 'Mila',
  lastName: 'Mailer',
  designation: 'Nurse',
  category: 'W2',
  workAuth: 'Citizen',
  email: 'mila@home.example',
};

async function employeeWithCode(t: TestApp, corpId: number, body: object = employee) {
  // the guest link is the only e-mail here: saving invites nobody to sign in
  await setSetting(t, corpId, 'inviteOnSave', 'off');
  const id = await postAsSuper(t, '/api/employees', body, corpId);
  return { id, ...(await issueGuestLink(t, corpId, id)) };
}

const mail = (t: TestApp, corpId: number, id: number, guestCode: unknown) =>
  callApi(t, 'POST', `/api/employees/${id}/guest-code/email`, t.superToken, { guestCode }, corpId);

describe('without SMTP: the outbox is the mailbox', () => {
  let t: TestApp;
  let corp: number;
  beforeAll(async () => {
    t = await createTestApp();
    corp = await seedCorp(t, 'Acme');
  });
  afterAll(() => t?.close());

  test('the link goes to the employee’s e-mail address and the send is audited', async () => {
    const e = await employeeWithCode(t, corp);
    const res = await mail(t, corp, e.id, e.guestCode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'The guest link was e-mailed to mila@home.example.',
      to: 'mila@home.example',
    });
    const outbox = await callApi(t, 'GET', '/api/outbox?to=mila@home.example', t.superToken);
    const [message] = outbox.json();
    expect(message.subject).toBe('Your StaffLedger timesheet link');
    expect(message.text).toContain(e.guestLink);
    const audit = await t.db.query(
      `SELECT changes::text AS c FROM audit_log WHERE entity = 'employee' AND action = 'send'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].c).not.toContain(e.guestCode);
  });

  test('a code that is no longer current: 409; no e-mail address: 400; nothing is sent', async () => {
    const e = await employeeWithCode(t, corp, { ...employee, email: 'second@home.example' });
    await issueGuestLink(t, corp, e.id);
    const stale = await mail(t, corp, e.id, e.guestCode);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/no longer the employee’s current code/);

    const silent = await employeeWithCode(t, corp, { ...employee, email: null });
    const none = await mail(t, corp, silent.id, silent.guestCode);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ email: 'No e-mail address' });
    for (const bad of [undefined, 42, '']) {
      expect((await mail(t, corp, silent.id, bad)).statusCode).toBe(400);
    }
    const sent = await callApi(t, 'GET', '/api/outbox?to=second@home.example', t.superToken);
    expect(sent.json()).toEqual([]);
  });
});

describe('with SMTP', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  test('the employee receives the link; the outbox record holds no code', async () => {
    const { received } = smtp;
    const corp = await seedCorp(t, 'Acme');
    const e = await employeeWithCode(t, corp);
    expect((await mail(t, corp, e.id, e.guestCode)).statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['mila@home.example']);
    // quoted-printable may fold long lines: compare without soft line breaks
    expect(received[0].data.replace(/=\r?\n/g, '')).toContain(e.guestCode);
    const { rows } = await t.db.query('SELECT o::text AS row, delivery_status FROM outbox o');
    expect(rows).toHaveLength(1);
    expect(rows[0].delivery_status).toBe('sent');
    expect(rows[0].row).not.toContain(e.guestCode);
    expect(rows[0].row).toContain('[removed from this record]');
  });
});
