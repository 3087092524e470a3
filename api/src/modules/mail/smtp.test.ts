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
