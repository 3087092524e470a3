import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('a NUL character in a body is a 400 naming the field on every route, not a 500', async () => {
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/user/resetPwd',
    payload: { userName: 'ad\u0000min' },
  });
  expect(reset.statusCode).toBe(400);
  expect(reset.json()).toMatchObject({
    error: 'bad_request',
    fieldErrors: { userName: expect.any(String) },
  });

  const corp = await t.app.inject({
    method: 'POST',
    url: '/api/corps',
    headers: t.auth(t.superToken),
    payload: { name: 'Nul\u0000Corp', contacts: [] },
  });
  expect(corp.statusCode).toBe(400);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/corps',
    headers: t.auth(t.superToken),
  });
  expect(list.json()).toEqual([]);
});

test('a NUL character in a query string is a 400', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/outbox?to=a%00b',
    headers: t.auth(t.superToken),
  });
  expect(res.statusCode).toBe(400);
});
