/**
 * No cross-tenant oracle (README.md#sign-in-accounts-employeesaccountts): an e-mail address that an
 * account outside the corporation holds is answered exactly as an address nobody holds, on create,
 * on replace and on Send invitation; the account that holds it is left alone and its owner, not the
 * employer, is told.
 */
import { callApi, seedCorp, seedUser, userToken, type Method } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employer: string;
const HELD = 'held@bravo.test';

const base = {
  firstName: 'Pat',
  lastName: 'Lee',
  designation: 'Dev',
  category: 'W2',
  workAuth: 'US',
};

const call = (method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, employer, payload, corpA);

/** An answer with what differs between two employees (address, id, instants) blanked out. */
function shapeOf(res: { statusCode: number; body: string }, address: string) {
  const text = res.body
    .split(address)
    .join('<address>')
    .replace(/"id":\d+/g, '"id":"<id>"')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<instant>');
  return { status: res.statusCode, body: JSON.parse(text) as unknown };
}

beforeAll(async () => {
  t = await createTestApp();
  corpA = await seedCorp(t, 'Acme');
  corpB = await seedCorp(t, 'Bravo');
  await seedUser(t, corpB, 'employer', HELD);
  employer = await userToken(t, corpA, 'employer', 'boss@acme.test');
});

afterAll(async () => {
  await t?.close();
});

test('a create with an address another corporation’s account holds answers as one with a new address', async () => {
  const held = await call('POST', '/api/employees', { ...base, email: 'HELD@bravo.test' });
  const fresh = await call('POST', '/api/employees', { ...base, email: 'new1@acme.test' });
  expect(fresh.statusCode).toBe(201);
  expect(fresh.json().invitation).toMatchObject({ outcome: 'sent' });
  expect(shapeOf(held, HELD)).toEqual(shapeOf(fresh, 'new1@acme.test'));
  const read = async (res: { json(): { id: number } }, address: string) =>
    shapeOf(await call('GET', `/api/employees/${res.json().id}`), address);
  expect(await read(held, HELD)).toEqual(await read(fresh, 'new1@acme.test'));

  // the account that holds it is untouched, and no account of Acme got the address
  const { rows } = await t.db.query(`SELECT corp_id FROM users WHERE lower(username) = $1`, [HELD]);
  expect(rows.map((r) => Number(r.corp_id))).toEqual([corpB]);
  expect((await t.requestToken(HELD, 'Passw0rd!x')).statusCode).toBe(200);
  // its owner is told, with no way in: no code, no link
  await t.app.mailer.drain();
  const mail = await t.db.query(`SELECT subject, text FROM outbox WHERE "to" = $1`, [HELD]);
  expect(mail.rows).toHaveLength(1);
  expect(mail.rows[0].text).toContain('Acme');
  expect(mail.rows[0].text).toContain('already signs in to StaffLedger');
  expect(mail.rows[0].text).not.toMatch(/code|https?:/i);
});

test('a replace that gives an address held elsewhere answers as one that gives a new address', async () => {
  const HELD = 'held2@bravo.test';
  await seedUser(t, corpB, 'employee', HELD);
  const one = (await call('POST', '/api/employees', { ...base, email: 'one@acme.test' })).json();
  const two = (await call('POST', '/api/employees', { ...base, email: 'two@acme.test' })).json();
  const held = await call('PUT', `/api/employees/${one.id}`, { ...one, email: HELD });
  const fresh = await call('PUT', `/api/employees/${two.id}`, { ...two, email: 'new2@acme.test' });
  expect(fresh.statusCode).toBe(200);
  expect(shapeOf(held, HELD)).toEqual(shapeOf(fresh, 'new2@acme.test'));
  // the old address is no one's user name any more; the held one is still only Bravo's
  const { rows } = await t.db.query(
    `SELECT username FROM users WHERE lower(username) IN ('one@acme.test', $1)`,
    [HELD],
  );
  expect(rows).toEqual([{ username: HELD }]);

  // saved again unchanged, neither invites anyone
  const again = await call('PUT', `/api/employees/${one.id}`, { ...one, email: HELD });
  const again2 = await call('PUT', `/api/employees/${two.id}`, {
    ...two,
    email: 'new2@acme.test',
  });
  expect(shapeOf(again, HELD)).toEqual(shapeOf(again2, 'new2@acme.test'));
  expect(again.json().invitation).toBeUndefined();
});

test('Send invitation answers the same for an address held elsewhere as for a new one', async () => {
  const HELD = 'held3@bravo.test';
  await seedUser(t, corpB, 'employee', HELD);
  const held = (await call('POST', '/api/employees', { ...base, email: HELD })).json();
  const fresh = (await call('POST', '/api/employees', { ...base, email: 'new3@acme.test' })).json();
  const a = await call('POST', `/api/employees/${held.id}/invitation`);
  const b = await call('POST', `/api/employees/${fresh.id}/invitation`);
  expect(b.statusCode).toBe(200);
  expect(shapeOf(a, HELD)).toEqual(shapeOf(b, 'new3@acme.test'));
});

test('an address another employee of the same corporation has is a 409, held elsewhere or not', async () => {
  await seedUser(t, corpB, 'employee', 'twice@bravo.test');
  for (const address of ['mine@acme.test', 'twice@bravo.test']) {
    const first = await call('POST', '/api/employees', { ...base, email: address });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/api/employees', { ...base, email: address.toUpperCase() });
    const other = (await call('POST', '/api/employees', { ...base, email: null })).json();
    const replace = await call('PUT', `/api/employees/${other.id}`, { ...other, email: address });
    for (const res of [second, replace]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'conflict',
        message: 'That e-mail address is already used by another account.',
      });
    }
  }
});

test('an own account whose user name differs from the address only in case gets a real invitation', async () => {
  const own = (await call('POST', '/api/employees', { ...base, email: 'case@acme.test' })).json();
  // a user name written before addresses were stored in lower case
  await t.db.query(`UPDATE users SET username = 'Case@Acme.test' WHERE employee_id = $1`, [own.id]);
  expect((await call('POST', `/api/employees/${own.id}/invitation`)).statusCode).toBe(200);
  await t.app.mailer.drain();
  const mail = await t.db.query(
    `SELECT text FROM outbox WHERE "to" = 'case@acme.test' ORDER BY id DESC LIMIT 1`,
  );
  expect(mail.rows[0].text).not.toContain('already signs in to StaffLedger');
  expect(mail.rows[0].text).toMatch(/https?:\/\//);
});
