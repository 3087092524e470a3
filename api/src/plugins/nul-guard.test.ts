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

test('half a character (a lone surrogate) in a body is a 400 naming the field, and stores nothing', async () => {
  for (const broken of ['x\udfffy', 'end\ud800', '\udc00', 'a\ud83d']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/corps',
      headers: t.auth(t.superToken),
      payload: { name: broken, contacts: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Text must be valid Unicode.',
      fieldErrors: { name: 'Must be valid Unicode text (it holds half a character).' },
    });
  }
  // a whole character made of two surrogates is text like any other
  const whole = await t.app.inject({
    method: 'POST',
    url: '/api/corps',
    headers: t.auth(t.superToken),
    payload: { name: 'Emoji \ud83d\ude00 Staffing', contacts: [] },
  });
  expect(whole.statusCode).toBe(201);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/corps',
    headers: t.auth(t.superToken),
  });
  expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Emoji 😀 Staffing']);
});
