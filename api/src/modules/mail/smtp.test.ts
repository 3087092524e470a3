import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.js';
import { seedUser } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'StaffLedger <no-reply@staffledger.test>',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

test('a reset code travels through a real SMTP conversation and then works', async () => {
  const { received } = smtp;
  received.length = 0;
  await seedUser(t, 4, 'employer', 'mailme@corp.test');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/resetPwd',
    payload: { userName: 'mailme@corp.test' },
  });
  expect(res.statusCode).toBe(200);
  await t.app.mailer.drain();

  expect(received).toHaveLength(1);
  expect(received[0].from).toBe('no-reply@staffledger.test');
  expect(received[0].to).toEqual(['mailme@corp.test']);
  const code = /reset code is: ([A-Z0-9]+)/.exec(received[0].data)?.[1];
  expect(code).toBeDefined();

  const change = await t.app.inject({
    method: 'POST',
    url: '/api/user/changePwd',
    payload: { userName: 'mailme@corp.test', resetCode: code, newPassword: 'Via-Smtp-1' },
  });
  expect(change.statusCode).toBe(200);
  await t.login('mailme@corp.test', 'Via-Smtp-1');

  const { rows } = await t.db.query(
    `SELECT delivery_status FROM outbox WHERE "to" = 'mailme@corp.test'`,
  );
  expect(rows).toEqual([{ delivery_status: 'sent' }]);
});

test('the outbox keeps a reset e-mail sent by SMTP with its code masked, in the text and the link', async () => {
  smtp.received.length = 0;
  await seedUser(t, 4, 'employer', 'masked@corp.test');
  await t.app.inject({
    method: 'POST',
    url: '/api/user/resetPwd',
    payload: { userName: 'masked@corp.test' },
  });
  await t.app.mailer.drain();
  const code = /reset code is: ([A-Z0-9]+)/.exec(smtp.received[0].data)?.[1] as string;
  expect(code).toMatch(/^[A-Z0-9]{10}$/);

  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/outbox?to=masked@corp.test',
    headers: t.auth(t.superToken),
  });
  const [message] = listed.json();
  expect(message.deliveryStatus).toBe('sent');
  expect(message.text).not.toContain(code);
  expect(message.text).toContain(
    'Your StaffLedger password reset code is: [removed from this record]',
  );
  expect(message.text).toContain('code=[removed from this record]');
  const { rows } = await t.db.query(
    `SELECT text, html FROM outbox WHERE "to" = 'masked@corp.test'`,
  );
  expect(JSON.stringify(rows)).not.toContain(code);
});

test('a failed delivery is recorded in the outbox with its reason', async () => {
  await smtp.stop();
  const result = await t.app.mailer.send({ to: 'x@corp.test', subject: 'Hello', text: 'Body' });
  expect(result.deliveryStatus).toMatch(/^failed: /);
  const { rows } = await t.db.query(
    `SELECT delivery_status, delivery_error FROM outbox WHERE id = $1`,
    [result.id],
  );
  expect(rows[0].delivery_status).toMatch(/^failed: /);
  expect(rows[0].delivery_error).toBeTruthy();
  // restart the server so afterAll can close it
  smtp = await startSmtpSink();
});
