import { decodeJwt, SignJWT } from 'jose';
import type { FastifyPluginAsync } from 'fastify';
import { PASSWORD, userToken } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

const probes: FastifyPluginAsync = async (api) => {
  api.get('/probe', async (request) => ({ auth: request.auth, corpId: request.corpId }));
  api.get('/probe/super', { config: { roles: ['super'] } }, async () => ({ ok: true }));
  api.get('/probe/staff', { config: { roles: ['super', 'employer'] } }, async () => ({ ok: true }));
};

let t: TestApp;
let employerToken: string;
let employeeToken: string;
let secret: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ extraApiRoutes: probes });
  employerToken = await userToken(t, 1, 'employer', 'emp@a.test');
  employeeToken = await userToken(t, 1, 'employee', 'worker@a.test', { employeeId: 9 });
  const { rows } = await t.db.query(`SELECT value FROM app_secrets WHERE name = 'jwt'`);
  secret = new TextEncoder().encode(rows[0].value);
});
afterAll(() => t?.close());

const probe = (headers: Record<string, string>, url = '/api/probe') =>
  t.app.inject({ method: 'GET', url, headers });

function claimsOf(token: string) {
  const {
    iat: _i,
    exp: _e,
    auth_time: _t,
    jti: _j,
    iss: _s,
    aud: _a,
    sub,
    ...rest
  } = decodeJwt(token);
  return { sub: sub!, rest };
}

describe('bearer tokens', () => {
  test('a valid token gives the request its user', async () => {
    const res = await probe(t.auth(employeeToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      auth: {
        userId: expect.any(Number),
        username: 'worker@a.test',
        roles: ['employee'],
        corpId: 1,
        empId: 9,
      },
      corpId: 1,
    });
  });

  test('no token, a malformed header or garbage answer 401 JSON', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer abc',
      'Basic abc',
      'Bearer a.b.c',
      'Bearer ' + 'x'.repeat(5000),
    ]) {
      const res = await probe(authorization ? { authorization } : {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
  });

  test('a token with a changed payload (signature no longer matches) answers 401', async () => {
    const [h, p, s] = employerToken.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    payload.authorities = ['ROLE_SUPER'];
    const forged = [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
    expect((await probe(t.auth(forged))).statusCode).toBe(401);
  });

  test('an unsigned (alg none) token answers 401', async () => {
    const [, p] = employerToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await probe(t.auth(`${header}.${p}.`))).statusCode).toBe(401);
  });

  test('an expired token, or one signed with another secret, answers 401', async () => {
    const { sub, rest } = claimsOf(employerToken);
    const sign = (key: Uint8Array, exp: number) =>
      new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('staffledger')
        .setAudience('staffledger')
        .setJti('x')
        .setIssuedAt(exp - 3600)
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    expect((await probe(t.auth(await sign(secret, now + 600)))).statusCode).toBe(200);
    expect((await probe(t.auth(await sign(secret, now - 60)))).statusCode).toBe(401);
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-1234');
    expect((await probe(t.auth(await sign(other, now + 600)))).statusCode).toBe(401);
    const wrongAud = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('staffledger')
      .setAudience('elsewhere')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect((await probe(t.auth(wrongAud))).statusCode).toBe(401);
    const noExp = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('staffledger')
      .setAudience('staffledger')
      .setJti('x')
      .setIssuedAt()
      .sign(secret);
    expect((await probe(t.auth(noExp))).statusCode).toBe(401);
  });

  test('a token of a user made inactive, or issued before a token version bump, answers 401', async () => {
    const token = await userToken(t, 1, 'employee', 'temp@a.test');
    expect((await probe(t.auth(token))).statusCode).toBe(200);
    await t.db.query(
      `UPDATE users SET token_version = token_version + 1 WHERE username = 'temp@a.test'`,
    );
    const revoked = {
      error: 'token_revoked',
      message: 'Your sign-in was ended because your account was changed. Sign in again.',
    };
    const bumped = await probe(t.auth(token));
    expect(bumped.statusCode).toBe(401);
    expect(bumped.json()).toEqual(revoked);
    const fresh = await t.login('temp@a.test', PASSWORD);
    expect((await probe(t.auth(fresh))).statusCode).toBe(200);
    await t.db.query(`UPDATE users SET active = false WHERE username = 'temp@a.test'`);
    const inactive = await probe(t.auth(fresh));
    expect(inactive.statusCode).toBe(401);
    expect(inactive.json()).toEqual(revoked);
  });

  test('a token ended by a password set again says so; one of an earlier bump does not', async () => {
    const token = await userToken(t, 1, 'employee', 'pwd@a.test');
    await t.db.query(
      `UPDATE users SET token_version = token_version + 1, password_changed_at = now() - interval '1 hour'
        WHERE username = 'pwd@a.test'`,
    );
    // the password was set before this token was issued: another change ended it
    expect((await probe(t.auth(token))).json().error).toBe('token_revoked');
    await t.db.query(`UPDATE users SET password_changed_at = now() WHERE username = 'pwd@a.test'`);
    expect((await probe(t.auth(token))).json()).toEqual({
      error: 'password_changed',
      message: 'Your password was changed after this sign-in. Sign in with your new password.',
    });
  });

  test('public routes need no token; unknown /api paths answer 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });
});

describe('roles', () => {
  test('a route limited to roles answers 403 to the others', async () => {
    expect((await probe(t.auth(t.superToken), '/api/probe/super')).statusCode).toBe(200);
    expect((await probe(t.auth(employerToken), '/api/probe/super')).statusCode).toBe(403);
    expect((await probe(t.auth(employerToken), '/api/probe/staff')).statusCode).toBe(200);
    const res = await probe(t.auth(employeeToken), '/api/probe/staff');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
  });
});

describe('X-Corp-ID', () => {
  test('a super user selects the corporation; 0 or none means none', async () => {
    expect((await probe(t.auth(t.superToken, 5))).json().corpId).toBe(5);
    expect((await probe(t.auth(t.superToken, 0))).json().corpId).toBeNull();
    expect((await probe(t.auth(t.superToken))).json().corpId).toBeNull();
  });

  test('anything but one non-negative integer is a 400', async () => {
    for (const value of [
      '2, 1',
      '2,1',
      'abc',
      '-1',
      '1.5',
      ' 1',
      '1e3',
      '',
      '99999999999999999999',
    ]) {
      const res = await probe(t.auth(t.superToken, value));
      expect([value, res.statusCode]).toEqual([value, 400]);
      expect(res.json().error).toBe('bad_request');
    }
  });

  test('an employer or employee is bound to the token corporation; another is a 403', async () => {
    expect((await probe(t.auth(employerToken))).json().corpId).toBe(1);
    expect((await probe(t.auth(employerToken, 0))).json().corpId).toBe(1);
    expect((await probe(t.auth(employerToken, 1))).json().corpId).toBe(1);
    expect((await probe(t.auth(employerToken, 2))).statusCode).toBe(403);
    expect((await probe(t.auth(employeeToken, 3))).statusCode).toBe(403);
    expect((await probe(t.auth(employeeToken, '2, 1'))).statusCode).toBe(400);
  });
});
