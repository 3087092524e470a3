/**
 * Renewing a token (docs/roles-and-tenancy.md#renewing-a-token): a valid token of an active user
 * buys a fresh one of the same session; nothing else does, and no session outlives its longest
 * age.
 */
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { build } from '../../app.js';
import { callApi, PASSWORD, seedCorp, userToken } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { hashPassword } from './passwords.js';
import { RENEWALS_PER_TOKEN_LIFE } from './renew.routes.js';

const TTL = 900;
const MAX_AGE = 4 * 3600;
let t: TestApp;
let secret: Uint8Array;
let corpId: number;

beforeAll(async () => {
  t = await createTestApp({ tokenTtl: TTL, sessionMaxAge: MAX_AGE });
  const { rows } = await t.db.query(`SELECT value FROM app_secrets WHERE name = 'jwt'`);
  secret = new TextEncoder().encode(rows[0].value);
  corpId = await seedCorp(t, 'Acme');
});
afterAll(() => t?.close());

const now = () => Math.floor(Date.now() / 1000);

const renew = (token: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/renew',
    headers: { authorization: `Bearer ${token}` },
  });

let users = 0;
/** A new employee user of Acme, signed in with the test password. */
async function signedIn() {
  const username = `worker${++users}@acme.test`;
  return {
    username,
    token: await userToken(t, corpId, 'employee', username, { employeeId: 40 + users }),
  };
}

/** `token`'s claims signed again with the product's secret, times changed as `times` say. */
function resign(token: string, times: { iat: number; exp: number; auth_time?: number }) {
  const { iat: _i, exp: _e, auth_time: _a, ...rest } = decodeJwt(token);
  return new SignJWT({
    ...rest,
    ...(times.auth_time === undefined ? {} : { auth_time: times.auth_time }),
  } as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(times.iat)
    .setExpirationTime(times.exp)
    .sign(secret);
}

const changePassword = (username: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/user/changePwd',
    payload: { userName: username, oldPassword: PASSWORD, newPassword: 'Changed-Pass-9' },
  });

test('a valid token buys a fresh one: later expiry, the same claims and session, a new id', async () => {
  const { token } = await signedIn();
  const older = await resign(token, { iat: now() - 600, exp: now() + 300, auth_time: now() - 600 });
  const res = await renew(older);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toEqual({
    access_token: expect.any(String),
    token_type: 'Bearer',
    expires_in: TTL,
  });
  const before = decodeJwt(older);
  const after = decodeJwt(res.json().access_token);
  expect(after.exp!).toBeGreaterThan(before.exp!);
  expect(after.exp! - after.iat!).toBe(TTL);
  expect(after.jti).not.toBe(before.jti);
  const same = ['sub', 'uid', 'ver', 'authorities', 'given_name', 'family_name', 'corpid', 'empid'];
  for (const claim of same) expect(after[claim]).toEqual(before[claim]);
  expect(after.auth_time).toBe(before.auth_time);
  // the fresh token opens the API
  expect(
    (await callApi(t, 'GET', `/api/corps/${corpId}`, res.json().access_token)).statusCode,
  ).toBe(200);
});

test('a sign-in starts the session: auth_time is its issue time', async () => {
  const { token } = await signedIn();
  const claims = decodeJwt(token);
  expect(claims.auth_time).toBe(claims.iat);
});

test('a renewal never lives past the session’s longest age, and at that age is refused', async () => {
  const { token } = await signedIn();
  const start = now() - MAX_AGE + 100;
  const late = await resign(token, { iat: now() - 10, exp: now() + 50, auth_time: start });
  const res = await renew(late);
  expect(res.statusCode).toBe(200);
  const capped = decodeJwt(res.json().access_token);
  expect(capped.exp).toBe(start + MAX_AGE);
  expect(res.json().expires_in).toBeLessThanOrEqual(100);
  // the capped token cannot be renewed further
  const again = await renew(res.json().access_token);
  expect(again.statusCode).toBe(403);
  expect(again.json()).toEqual({
    error: 'session_limit',
    message: 'This session has reached its longest allowed length. Sign in again.',
  });
  // past the longest age, a token is refused everywhere, like an expired one
  const past = await resign(token, {
    iat: now() - 10,
    exp: now() + 50,
    auth_time: now() - MAX_AGE - 1,
  });
  for (const res of [await renew(past), await callApi(t, 'GET', `/api/corps/${corpId}`, past)]) {
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  }
});

test('expired, forged and malformed tokens are refused with the one generic answer', async () => {
  const { token } = await signedIn();
  const expired = await resign(token, {
    iat: now() - 1000,
    exp: now() - 5,
    auth_time: now() - 1000,
  });
  const [h, p, s] = token.split('.');
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
  const forged = [
    h,
    Buffer.from(JSON.stringify({ ...payload, exp: now() + 99_999 })).toString('base64url'),
    s,
  ].join('.');
  // a session that would begin after its token was issued
  const futureStart = await resign(token, {
    iat: now() - 10,
    exp: now() + 50,
    auth_time: now() + 60,
  });
  for (const bad of [expired, forged, futureStart, 'garbage']) {
    const res = await renew(bad);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Invalid or expired token.' });
  }
  const none = await t.app.inject({ method: 'POST', url: '/api/auth/renew' });
  expect(none.statusCode).toBe(401);
});

test('after a password change the older tokens are refused, saying why; the new one renews', async () => {
  const { username, token } = await signedIn();
  expect((await changePassword(username)).statusCode).toBe(200);
  for (const res of [await renew(token), await callApi(t, 'GET', `/api/corps/${corpId}`, token)]) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'password_changed',
      message: 'Your password was changed after this sign-in. Sign in with your new password.',
    });
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  }
  // an expired token learns nothing, whatever happened to its user
  const expired = await resign(token, {
    iat: now() - 1000,
    exp: now() - 5,
    auth_time: now() - 1000,
  });
  expect((await renew(expired)).json().error).toBe('unauthorized');
  const fresh = await t.login(username, 'Changed-Pass-9');
  expect(
    (
      await renew(
        await resign(fresh, { iat: now() - 700, exp: now() + 200, auth_time: now() - 700 }),
      )
    ).statusCode,
  ).toBe(200);
});

test('an employee made Inactive ends the chain', async () => {
  const created = await callApi(
    t,
    'POST',
    '/api/employees',
    t.superToken,
    {
      firstName: 'Ina',
      lastName: 'Active',
      designation: 'Developer',
      category: 'W2',
      workAuth: 'Citizen',
      email: 'ina@acme.test',
      role: 'employee',
    },
    corpId,
  );
  expect(created.statusCode).toBe(201);
  const emp = created.json();
  await t.db.query('UPDATE users SET password_hash = $2 WHERE employee_id = $1', [
    emp.id,
    await hashPassword(PASSWORD),
  ]);
  const token = await t.login('ina@acme.test', PASSWORD);
  expect((await renew(token)).statusCode).toBe(200);
  const put = await callApi(
    t,
    'PUT',
    `/api/employees/${emp.id}`,
    t.superToken,
    { ...emp, status: 'INACTIVE' },
    corpId,
  );
  expect(put.statusCode).toBe(200);
  const res = await renew(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    error: 'token_revoked',
    message: 'Your sign-in was ended because your account was changed. Sign in again.',
  });
});

test(`renewals are bounded: ${RENEWALS_PER_TOKEN_LIFE} per user in a token's life, then 429`, async () => {
  const { token } = await signedIn();
  for (let i = 0; i < RENEWALS_PER_TOKEN_LIFE; i++)
    expect((await renew(token)).statusCode).toBe(200);
  const refused = await renew(token);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(TTL);
  // counted in PostgreSQL, where every API process sees it
  const uid = decodeJwt(token).uid;
  const { rows } = await t.db.query('SELECT count FROM rate_limits WHERE key = $1', [
    `renew:user:${uid}`,
  ]);
  expect(rows[0].count).toBe(RENEWALS_PER_TOKEN_LIFE);
});

test('renewal holds across API processes: all it needs is in PostgreSQL', async () => {
  const second = await build({
    databaseUrl: t.url,
    tokenTtl: TTL,
    sessionMaxAge: MAX_AGE,
    logLevel: 'silent',
    serveWeb: false,
    backgroundJobs: false,
  });
  try {
    const { username, token } = await signedIn();
    const renewed = await renew(token, second);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().access_token;
    expect((await callApi(t, 'GET', `/api/corps/${corpId}`, next)).statusCode).toBe(200);
    expect((await renew(next)).statusCode).toBe(200);
    // a password changed through one process ends the chain in the other
    expect((await changePassword(username)).statusCode).toBe(200);
    const refused = await renew(next, second);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('password_changed');
  } finally {
    await second.close();
  }
});
