/**
 * The invitation goes through the same mailer as every e-mail: a real SMTP conversation carries
 * the link, the outbox keeps only a record with the code masked, and a refused delivery keeps
 * nothing (no code, no "Invited on").
 */
import { callApi, seedCorp } from '../../testing/fixtures.js';
import { changeWithCode, fragmentOf, passwordLinkIn } from '../../testing/invitations.fixture.js';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let smtp: SmtpSink;
let t: TestApp;
let corpId: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url });
  corpId = await seedCorp(t, 'Acme Staffing');
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

const save = (firstName: string, email: string) =>
  callApi(
    t,
    'POST',
    '/api/employees',
    t.superToken,
    { firstName, lastName: 'Ng', designation: 'Dev', category: 'W2', workAuth: 'Citizen', email },
    corpId,
  );

test('an invitation travels through SMTP; the outbox keeps it with the code masked', async () => {
  smtp.received.length = 0;
  const res = await save('Ada', 'ada@example.com');
  expect(res.json().invitation).toMatchObject({ outcome: 'sent' });
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].to).toEqual(['ada@example.com']);
  // quoted-printable may fold long lines and escape '='
  const data = smtp.received[0].data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = passwordLinkIn(data) as URL;
  const { code } = fragmentOf(link);
  expect(code).toMatch(/^[A-Z0-9]{4}-/);

  const { rows } = await t.db.query(
    `SELECT text, delivery_status FROM outbox WHERE "to" = 'ada@example.com'`,
  );
  expect(rows[0].delivery_status).toBe('sent');
  expect(rows[0].text).not.toContain(code);
  expect(rows[0].text).toContain('[removed from this record]');

  const set = await changeWithCode(t, 'ada@example.com', code as string, 'Via-Smtp-1');
  expect(set.statusCode).toBe(200);
  await t.login('ada@example.com', 'Via-Smtp-1');
});

test('a refused delivery is answered as such, and leaves no code and no invitation', async () => {
  await smtp.stop();
  try {
    const res = await save('Bo', 'bo@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation).toEqual({
      outcome: 'failed',
      to: 'bo@example.com',
      reason: 'The invitation could not be e-mailed. Try again later.',
    });
    expect(res.json().invitedAt).toBeNull();
    const resend = await callApi(
      t,
      'POST',
      `/api/employees/${res.json().id}/invitation`,
      t.superToken,
      undefined,
      corpId,
    );
    expect(resend.statusCode).toBe(502);
    expect(resend.json().error).toBe('mail_failed');
    const { rows } = await t.db.query(
      `SELECT u.invited_at, (SELECT count(*) FROM password_reset_codes c WHERE c.user_id = u.id) AS codes
         FROM users u WHERE username = 'bo@example.com'`,
    );
    expect(rows[0].invited_at).toBeNull();
    expect(Number(rows[0].codes)).toBe(0);
  } finally {
    smtp = await startSmtpSink(smtp.port);
  }
});
