import { userToken } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const to of ['ann@x.test', 'bob@x.test', 'ann@x.test']) {
    await t.app.mailer.send({ to, subject: `to ${to}`, text: 'hello', corpId: 1 });
  }
});
afterAll(() => t?.close());

const list = (query: string, token = t.superToken) =>
  t.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: t.auth(token) });

test('super users read the outbox newest first, with the total', async () => {
  const res = await list('');
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-total-count']).toBe('3');
  const rows = res.json();
  expect(rows.map((r: { to: string }) => r.to)).toEqual(['ann@x.test', 'bob@x.test', 'ann@x.test']);
  expect(rows[0]).toEqual({
    id: expect.any(Number),
    to: 'ann@x.test',
    from: 'StaffLedger <no-reply@localhost>',
    subject: 'to ann@x.test',
    text: 'hello',
    html: null,
    corpId: 1,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    deliveryStatus: 'stored',
    deliveryError: null,
  });
  expect(rows[0].id).toBeGreaterThan(rows[2].id);
});

test('to= filters by recipient; limit and offset page', async () => {
  const ann = await list('?to=ANN@');
  expect(ann.json()).toHaveLength(2);
  expect(ann.headers['x-total-count']).toBe('2');
  const page = await list('?limit=1&offset=1');
  expect(page.json().map((r: { to: string }) => r.to)).toEqual(['bob@x.test']);
  expect(page.headers['x-total-count']).toBe('3');
  const noTotal = await list('?limit=1&withTotal=false');
  expect(noTotal.headers['x-total-count']).toBeUndefined();
  expect((await list('?to=%25')).json()).toHaveLength(0); // % is literal
});

test('bad paging is a 400; other roles get 403', async () => {
  for (const q of ['?limit=0', '?limit=5000', '?offset=-1', '?limit=abc', '?sort=x']) {
    expect((await list(q)).statusCode).toBe(400);
  }
  const employer = await userToken(t, 1, 'employer', 'boss@x.test');
  expect((await list('', employer)).statusCode).toBe(403);
});
