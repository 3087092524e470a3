/**
 * Which codes open anything (regenerated, revoked, Inactive employee), the limit on wrong codes per
 * client address, CORS for the standalone guest app, and the logs of all of it holding no code.
 */
import { guestCall, issueGuestCode, seedGuest, seedWeek } from '../../testing/guest.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedCorp, seedVendor } from '../../testing/fixtures.js';
import { GUEST_MAX_WRONG_CODES } from './guest.access.js';

const GUEST_ORIGIN = 'http://guest.example.test:9001';
let t: TestApp;
let corpA: number;
let vendorA: number;
let logs = '';
/** Every code made in this file: none may reach the logs. */
const issued: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line: string) => void (logs += line) },
    guestOrigins: [GUEST_ORIGIN],
    guestUrl: 'https://guest.example.test/fill/',
  });
  corpA = await seedCorp(t, 'Acme');
  vendorA = await seedVendor(t, corpA, 'Globex');
});
afterAll(() => t?.close());

async function guestWithWeek(firstName: string) {
  const g = await seedGuest(t, corpA, { firstName });
  issued.push(g.code);
  await seedWeek(t, corpA, g.employeeId, vendorA, '2025-03-03');
  return g;
}

const invalid = { error: 'invalid_guest_code', message: 'Invalid guest code.' };

describe('which codes open anything', () => {
  test('a regenerated code ends the old one at once', async () => {
    const g = await guestWithWeek('Regina');
    const fresh = await issueGuestCode(t, corpA, g.employeeId);
    issued.push(fresh);
    const old = await guestCall(t, 'GET', g.code, '/verify', { ip: '10.0.0.1' });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(invalid);
    expect((await guestCall(t, 'GET', fresh, '/verify', { ip: '10.0.0.1' })).statusCode).toBe(200);
  });

  test('a revoked code and an Inactive employee’s code open nothing', async () => {
    const revoked = await guestWithWeek('Rita');
    await callApi(
      t,
      'DELETE',
      `/api/employees/${revoked.employeeId}/guest-code`,
      t.superToken,
      undefined,
      corpA,
    );
    expect(
      (await guestCall(t, 'GET', revoked.code, '/verify', { ip: '10.0.0.2' })).statusCode,
    ).toBe(401);

    const leaving = await guestWithWeek('Ingrid');
    expect(
      (await guestCall(t, 'GET', leaving.code, '/verify', { ip: '10.0.0.2' })).statusCode,
    ).toBe(200);
    await t.db.query(`UPDATE employees SET status = 'INACTIVE' WHERE id = $1`, [
      leaving.employeeId,
    ]);
    const res = await guestCall(t, 'GET', leaving.code, '/verify', { ip: '10.0.0.2' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalid);
    const items = await guestCall(t, 'GET', leaving.code, '/ts/1/items', { ip: '10.0.0.2' });
    expect(items.statusCode).toBe(401);
  });

  test('a generated link points at GUEST_URL when it is set', async () => {
    const g = await seedGuest(t, corpA, { firstName: 'Linus' });
    const res = await callApi(
      t,
      'POST',
      `/api/employees/${g.employeeId}/guest-code`,
      t.superToken,
      undefined,
      corpA,
    );
    const { guestCode, guestLink } = res.json();
    issued.push(g.code, guestCode);
    expect(guestLink).toBe(`https://guest.example.test/fill/?guestCode=${guestCode}`);
  });
});

describe('wrong codes are limited per client address', () => {
  test(`${GUEST_MAX_WRONG_CODES} wrong codes, then 429 for every wrong code from that address`, async () => {
    const g = await guestWithWeek('Lena');
    const ip = '10.9.9.9';
    for (let i = 0; i < GUEST_MAX_WRONG_CODES; i++) {
      const wrong = `${'x'.repeat(30)}${String(i).padStart(2, '0')}`;
      const res = await guestCall(t, 'GET', wrong, '/verify', { ip });
      expect([i, res.statusCode]).toEqual([i, 401]);
    }
    const limited = await guestCall(t, 'GET', 'still-the-wrong-code-0000000000', '/verify', { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'too_many_requests',
      message: 'Too many attempts. Please wait and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    expect((await guestCall(t, 'GET', g.code, '/verify', { ip: '10.9.9.10' })).statusCode).toBe(
      200,
    );
    // the count lives in PostgreSQL, where every API process sees it
    const { rows } = await t.db.query(`SELECT count FROM rate_limits WHERE key = $1`, [
      `guest:ip:${ip}`,
    ]);
    expect(rows[0].count).toBe(GUEST_MAX_WRONG_CODES);
  });

  test('the right code still opens from an address past its limit, and does not reset it', async () => {
    // a client site's guests share one address: a typo there must not lock the others out
    const g = await guestWithWeek('Nadia');
    const ip = '10.9.9.12';
    for (let i = 0; i < GUEST_MAX_WRONG_CODES; i++) {
      await guestCall(t, 'GET', `${'y'.repeat(30)}${String(i).padStart(2, '0')}`, '/verify', {
        ip,
      });
    }
    expect((await guestCall(t, 'GET', 'y'.repeat(32), '/verify', { ip })).statusCode).toBe(429);
    const verify = await guestCall(t, 'GET', g.code, '/verify', { ip });
    expect(verify.statusCode).toBe(200);
    expect((await guestCall(t, 'GET', 'y'.repeat(32), '/verify', { ip })).statusCode).toBe(429);
    const { rows } = await t.db.query(`SELECT count FROM rate_limits WHERE key = $1`, [
      `guest:ip:${ip}`,
    ]);
    expect(rows[0].count).toBe(GUEST_MAX_WRONG_CODES);
  });

  test('malformed codes count as wrong ones', async () => {
    const ip = '10.9.9.11';
    for (const code of ['short', '%20', 'a'.repeat(150)]) {
      expect((await guestCall(t, 'GET', code, '/verify', { ip })).statusCode).toBe(401);
    }
    const { rows } = await t.db.query(`SELECT count FROM rate_limits WHERE key = $1`, [
      `guest:ip:${ip}`,
    ]);
    expect(rows[0].count).toBe(3);
  });
});

describe('CORS for the standalone guest app', () => {
  test('a listed origin may call the guest API, with a preflight for JSON writes', async () => {
    const g = await guestWithWeek('Cora');
    const preflight = await guestCall(t, 'OPTIONS', g.code, '/ts/1/items/submit', {
      headers: {
        origin: GUEST_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(GUEST_ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'content-type',
    );
    const verify = await guestCall(t, 'GET', g.code, '/verify', {
      headers: { origin: GUEST_ORIGIN },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.headers['access-control-allow-origin']).toBe(GUEST_ORIGIN);
    expect(verify.headers.vary).toContain('Origin');
    // errors are readable by the page too
    const wrong = await guestCall(t, 'GET', 'w'.repeat(32), '/verify', {
      headers: { origin: GUEST_ORIGIN },
      ip: '10.1.1.1',
    });
    expect(wrong.headers['access-control-allow-origin']).toBe(GUEST_ORIGIN);
  });

  test('a 429 is readable from the listed origin, with its Retry-After and request id', async () => {
    // the page on the other origin reads how long to wait only if CORS exposes the header
    const ip = '10.1.1.2';
    const from = { headers: { origin: GUEST_ORIGIN }, ip };
    for (let i = 0; i < GUEST_MAX_WRONG_CODES; i++) {
      await guestCall(t, 'GET', `${'z'.repeat(30)}${String(i).padStart(2, '0')}`, '/verify', from);
    }
    const limited = await guestCall(t, 'GET', 'z'.repeat(32), '/verify', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['access-control-allow-origin']).toBe(GUEST_ORIGIN);
    const exposed = String(limited.headers['access-control-expose-headers'])
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'x-request-id']));
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
  });

  test('other origins get no CORS answer, and staff routes never do', async () => {
    const g = await guestWithWeek('Otto');
    const preflight = await guestCall(t, 'OPTIONS', g.code, '/verify', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const verify = await guestCall(t, 'GET', g.code, '/verify', {
      headers: { origin: 'https://evil.example' },
    });
    expect(verify.headers['access-control-allow-origin']).toBeUndefined();
    const staff = await t.app.inject({
      url: '/api/timesheets',
      headers: { ...t.auth(t.superToken, corpA), origin: GUEST_ORIGIN },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['access-control-allow-origin']).toBeUndefined();
    const staffPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/timesheets',
      headers: { origin: GUEST_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(staffPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

test('no guest code reaches a log line', async () => {
  const g = await guestWithWeek('Logan');
  await guestCall(t, 'GET', g.code, '/verify');
  await guestCall(t, 'GET', g.code, '/ts/999999/items');
  await guestCall(t, 'GET', g.code, '/nowhere');
  await guestCall(t, 'PUT', g.code, '/ts/1/items/save', {
    payload: '{"broken',
    headers: { 'content-type': 'application/json' },
  });
  await t.app.inject({ url: `/on/quick-time?guestCode=${g.code}` });
  expect(logs).toContain('/api/guest/[REDACTED]/verify');
  expect(logs).toContain('guestCode=[REDACTED]');
  expect(issued.length).toBeGreaterThan(5);
  for (const code of issued) expect(logs).not.toContain(code);
});
