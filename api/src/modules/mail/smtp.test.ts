import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

type Received = { from: string; to: string[]; data: string };
let received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'StaffLedger <no-reply@staffledger.test>' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('a reset code travels through a real SMTP conversation and then works', async () => {
  received = [];
  await t.createUser({ username: 'mailme@corp.test', password: 'Original-1', roles: ['employer'], corpId: 4 });
  const res = await t.app.inject({ method: 'POST', url: '/api/user/resetPwd', payload: { userName: 'mailme@corp.test' } });
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

  const { rows } = await t.db.query(`SELECT delivery_status FROM outbox WHERE "to" = 'mailme@corp.test'`);
  expect(rows).toEqual([{ delivery_status: 'sent' }]);
});

test('a failed delivery is recorded in the outbox with its reason', async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  const result = await t.app.mailer.send({ to: 'x@corp.test', subject: 'Hello', text: 'Body' });
  expect(result.deliveryStatus).toMatch(/^failed: /);
  const { rows } = await t.db.query(`SELECT delivery_status, delivery_error FROM outbox WHERE id = $1`, [result.id]);
  expect(rows[0].delivery_status).toMatch(/^failed: /);
  expect(rows[0].delivery_error).toBeTruthy();
  // restart the server so afterAll can close it
  smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'] });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
