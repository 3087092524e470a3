/**
 * Every limit on guessing (README.md#limits-on-guessing) under bursts of concurrent requests over
 * real HTTP: however the requests interleave, no more attempts are evaluated (answered other than
 * 429) than the limit admits. Each burst comes from an address of its own (X-Forwarded-For, the
 * app trusting its proxy), so the bursts do not share a count.
 */
import { RENEWALS_PER_TOKEN_LIFE } from '../modules/auth/renew.routes.js';
import { INVITATIONS_PER_HOUR } from '../modules/employees/invitation.limit.js';
import { GUEST_MAX_WRONG_CODES, GUEST_WINDOW_SECONDS } from '../modules/guest/guest.access.js';
import { callApi, seedVendor, twoTenants } from '../testing/fixtures.js';
import { seedGuest, seedWeek } from '../testing/guest.fixture.js';
import { outboxTo } from '../testing/invitations.fixture.js';
import {
  basicAuth,
  createTestApp,
  SUPER_PASSWORD,
  SUPER_USERNAME,
  type TestApp,
} from '../testing/testApp.js';

const BURST = 40;
const FIFTEEN_MINUTES = 15 * 60;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

type Call = { method?: string; headers?: Record<string, string>; body?: string; json?: unknown };

/** One request over HTTP from client address `ip`; answers its status. */
async function send(ip: string, path: string, call: Call = {}): Promise<number> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, ...call.headers };
  let body = call.body;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  const res = await fetch(`${base}${path}`, { method: call.method ?? 'POST', headers, body });
  await res.arrayBuffer();
  return res.status;
}

/** Fires `n` requests at once; answers how many got each status. */
async function burst(n: number, request: (i: number) => Promise<number>) {
  const statuses = await Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  const tally: Record<number, number> = {};
  for (const s of statuses) tally[s] = (tally[s] ?? 0) + 1;
  return tally;
}

/**
 * The limits count in fixed windows: a burst that straddled a window's end could rightly be
 * admitted twice, so a burst starts at least 5 s before the end of its window.
 */
async function awayFromWindowEnd(windowSeconds: number) {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < 5) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

/** Only the expected answer and 429s; the expected one at least once and at most `max` times. */
function expectAtMost(tally: Record<number, number>, evaluated: number, max: number) {
  expect(tally[evaluated]).toBeLessThanOrEqual(max);
  expect(tally[evaluated]).toBeGreaterThan(0);
  expect(Object.keys(tally).map(Number).sort()).toEqual([evaluated, 429].sort());
}

const signIn = (ip: string, username: string, password: string) =>
  send(ip, '/auth/oauth2/token', {
    headers: {
      authorization: basicAuth(username, password),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });

test(`${BURST} wrong passwords for one account at once: at most 5 are checked`, async () => {
  await t.createUser({ username: 'burst@acme.test', password: 'Burst-Pass1', roles: ['super'] });
  await awayFromWindowEnd(FIFTEEN_MINUTES);
  const tally = await burst(BURST, (i) =>
    signIn(`10.50.0.${i}`, 'burst@acme.test', `Wrong-Pass${i}`),
  );
  console.log('sign-in per account, 40 at once:', tally);
  expectAtMost(tally, 401, 5);
});

test(`one password sprayed over 60 accounts at once from one address: at most 30 are checked`, async () => {
  await awayFromWindowEnd(FIFTEEN_MINUTES);
  const tally = await burst(60, (i) => signIn('10.51.0.1', `spray-${i}@acme.test`, 'Spring-2026'));
  console.log('sign-in per address, 60 accounts at once:', tally);
  expectAtMost(tally, 401, 30);
});

test(`${BURST} reset requests for one name at once: at most 5 codes are made`, async () => {
  await t.createUser({
    username: 'reset-burst@acme.test',
    password: 'Reset-Pass1',
    roles: ['super'],
  });
  await awayFromWindowEnd(FIFTEEN_MINUTES);
  const tally = await burst(BURST, (i) =>
    send(`10.52.0.${i}`, '/api/user/resetPwd', { json: { userName: 'reset-burst@acme.test' } }),
  );
  console.log('reset requests per name, 40 at once:', tally);
  expectAtMost(tally, 200, 5);
  // a code is made and e-mailed for each request answered
  expect(await outboxTo(t, 'reset-burst@acme.test')).toHaveLength(tally[200]);
});

test(`${BURST} reset requests for as many names at once from one address: at most 20 answer`, async () => {
  await awayFromWindowEnd(FIFTEEN_MINUTES);
  const tally = await burst(BURST, (i) =>
    send('10.53.0.1', '/api/user/resetPwd', { json: { userName: `flood-${i}@acme.test` } }),
  );
  console.log('reset requests per address, 40 at once:', tally);
  expectAtMost(tally, 200, 20);
});

test(`${BURST} wrong reset codes for one account at once: at most 5 are checked`, async () => {
  await t.createUser({
    username: 'code-burst@acme.test',
    password: 'Code-Pass1',
    roles: ['super'],
  });
  await awayFromWindowEnd(FIFTEEN_MINUTES);
  const tally = await burst(BURST, (i) =>
    send(`10.54.0.${i}`, '/api/user/changePwd', {
      json: { userName: 'code-burst@acme.test', resetCode: `WRONG${i}`, newPassword: 'New-Pass1' },
    }),
  );
  console.log('reset-code guesses per account, 40 at once:', tally);
  expectAtMost(tally, 400, 5);
});

test(`${BURST} wrong current passwords over as many names at once from one address: at most 30 are checked`, async () => {
  await awayFromWindowEnd(FIFTEEN_MINUTES);
  const tally = await burst(BURST, (i) =>
    send('10.55.0.1', '/api/user/changePwd', {
      json: { userName: `pwd-${i}@acme.test`, oldPassword: 'Old-Pass1', newPassword: 'New-Pass1' },
    }),
  );
  console.log('password changes per address, 40 at once:', tally);
  expectAtMost(tally, 400, 30);
});

describe('with a corporation', () => {
  let corpA: number;
  let employerA: string;
  beforeAll(async () => {
    ({ corpA, employerA } = await twoTenants(t, ['Burst Staffing', 'Other Staffing']));
  });

  test(`${BURST} wrong guest codes at once from one address: at most ${GUEST_MAX_WRONG_CODES} are looked up`, async () => {
    await awayFromWindowEnd(GUEST_WINDOW_SECONDS);
    const tally = await burst(BURST, (i) =>
      send('10.56.0.1', `/api/guest/${'w'.repeat(30)}${String(i).padStart(2, '0')}/verify`, {
        method: 'GET',
      }),
    );
    console.log('wrong guest codes per address, 40 at once:', tally);
    expectAtMost(tally, 401, GUEST_MAX_WRONG_CODES);
  });

  test(`${BURST} invitations of one employee at once: at most ${INVITATIONS_PER_HOUR} e-mails`, async () => {
    const to = 'invited-burst@example.com';
    const created = await callApi(
      t,
      'POST',
      '/api/employees',
      employerA,
      {
        firstName: 'Ivy',
        lastName: 'Burst',
        email: to,
        designation: 'Developer',
        category: 'W2',
        workAuth: 'Citizen',
      },
      corpA,
    );
    expect(created.statusCode).toBe(201);
    await awayFromWindowEnd(3600);
    const tally = await burst(BURST, (i) =>
      send(`10.57.0.${i}`, `/api/employees/${created.json().id}/invitation`, {
        headers: { authorization: `Bearer ${employerA}`, 'x-corp-id': String(corpA) },
      }),
    );
    console.log('invitations per employee, 40 at once (one more sent on create):', tally);
    // the save sent the first of the hour's invitations
    expectAtMost(tally, 200, INVITATIONS_PER_HOUR - 1);
    expect(await outboxTo(t, to)).toHaveLength(tally[200] + 1);
  });

  test(`${BURST} renewals of one token at once: at most ${RENEWALS_PER_TOKEN_LIFE} new tokens`, async () => {
    const token = await t.login(SUPER_USERNAME, SUPER_PASSWORD);
    await awayFromWindowEnd(t.app.tokens.ttl);
    const tally = await burst(BURST, (i) =>
      send(`10.58.0.${i}`, '/api/auth/renew', { headers: { authorization: `Bearer ${token}` } }),
    );
    console.log('renewals per user, 40 at once:', tally);
    expectAtMost(tally, 200, RENEWALS_PER_TOKEN_LIFE);
  });

  test('guest: a burst of wrong codes, then the right code from the same address', async () => {
    const g = await seedGuest(t, corpA, { firstName: 'Nat' });
    await seedWeek(t, corpA, g.employeeId, await seedVendor(t, corpA, 'Globex'), '2025-03-03');
    await awayFromWindowEnd(GUEST_WINDOW_SECONDS);
    const wrong = await burst(BURST, (i) =>
      send('10.59.0.1', `/api/guest/${'n'.repeat(30)}${String(i).padStart(2, '0')}/verify`, {
        method: 'GET',
      }),
    );
    expectAtMost(wrong, 401, GUEST_MAX_WRONG_CODES);
    expect(await send('10.59.0.1', `/api/guest/${g.code}/verify`, { method: 'GET' })).toBe(200);
  });
});
