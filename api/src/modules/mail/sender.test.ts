import { seedCorp, seedUser } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function lastSenderTo(to: string): Promise<string> {
  await t.app.mailer.drain();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/outbox?to=${encodeURIComponent(to)}`,
    headers: t.auth(t.superToken),
  });
  return res.json()[0].from;
}

test("a corporation's mail is sent under its MAIL senderName setting, read at send time", async () => {
  const corpId = await seedCorp(t, { name: 'Acme Staffing', contacts: [] });
  await seedUser(t, corpId, 'employer', 'boss@acme.example');

  const reset = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/resetPwd',
      payload: { userName: 'boss@acme.example' },
    });
  await reset();
  expect(await lastSenderTo('boss@acme.example')).toBe('"Acme Staffing" <no-reply@localhost>');

  const settings = await t.app.inject({
    method: 'GET',
    url: '/api/admin?feature=senderName',
    headers: t.auth(t.superToken, corpId),
  });
  const setting = settings.json()[0];
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/${setting.id}`,
    headers: t.auth(t.superToken, corpId),
    payload: { ...setting, value: 'Acme Payroll' },
  });
  expect(put.statusCode).toBe(200);
  await reset();
  expect(await lastSenderTo('boss@acme.example')).toBe('"Acme Payroll" <no-reply@localhost>');
});

test('system mail to a user of no corporation keeps the configured sender', async () => {
  await seedUser(t, null, 'super', 'ops@example.com');
  await t.app.inject({
    method: 'POST',
    url: '/api/user/resetPwd',
    payload: { userName: 'ops@example.com' },
  });
  expect(await lastSenderTo('ops@example.com')).toBe('StaffLedger <no-reply@localhost>');
});
