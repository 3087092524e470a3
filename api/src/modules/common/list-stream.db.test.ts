import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIST_BATCH } from '../../db/list-query.js';
import { seedVendor, twoTenants } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { openTransactions } from '../../testing/transactions.js';

let t: TestApp;
let corpA: number;
let corpB: number;
// more than the sockets between the server and a client that stops reading can hold
const COUNT = LIST_BATCH * 60 + 5;

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB } = await twoTenants(t));
  await t.db.query(
    `INSERT INTO vendors (corp_id, name, city, status)
     SELECT $1, 'Vendor ' || lpad(g::text, 5, '0'), 'Austin', 'ACTIVE' FROM generate_series(1, $2) g`,
    [corpA, COUNT],
  );
  await seedVendor(t, corpB, 'Vendor of B');
});

afterAll(async () => {
  await t?.close();
});

test('a whole list longer than a batch arrives complete, in order, as the schema writes rows', async () => {
  const res = await t.app.inject({ url: '/api/vendors', headers: t.auth(t.superToken, corpA) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['x-total-count']).toBeUndefined();
  const rows = res.json() as { id: number; name: string }[];
  expect(rows).toHaveLength(COUNT);
  expect(rows[0]!.name).toBe('Vendor 00001');
  expect(rows.at(-1)!.name).toBe(`Vendor ${String(COUNT).padStart(5, '0')}`);
  expect(Object.keys(rows[0]!).sort()).toEqual(Object.keys((await listPage()).json()[0]).sort());
  expect(rows.some((r) => r.name === 'Vendor of B')).toBe(false);
  expect(await openTransactions(t)).toBe(0);
});

const listPage = () =>
  t.app.inject({ url: '/api/vendors?limit=1', headers: t.auth(t.superToken, corpA) });

test('a bad query is refused before anything streams', async () => {
  const res = await t.app.inject({
    url: '/api/vendors?sort=nope',
    headers: t.auth(t.superToken, corpA),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().fieldErrors.sort).toMatch(/sort must be one of/);
});

test('a client that goes away mid-list ends the transaction and frees the connection', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  let whileReading = 0;
  await new Promise<void>((resolve, reject) => {
    const req = httpRequest(
      { port, host: '127.0.0.1', path: '/api/vendors', headers: t.auth(t.superToken, corpA) },
      (res) => {
        res.once('data', () => {
          // a reader that stops: the server waits, its cursor open, for the client to read on
          res.pause();
          setTimeout(() => {
            void openTransactions(t).then((n) => {
              whileReading = n;
              req.destroy();
              resolve();
            }, reject);
          }, 300);
        });
      },
    );
    req.on('error', (err) => (err.message.includes('socket hang up') ? resolve() : reject(err)));
    req.end();
  });
  expect(whileReading).toBe(1);
  for (let i = 0; i < 50 && (await openTransactions(t)) > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(await openTransactions(t)).toBe(0);
  expect((await listPage()).statusCode).toBe(200);
});
