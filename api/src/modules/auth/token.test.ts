import { decodeJwt, decodeProtectedHeader } from 'jose';
import { basicAuth, createTestApp, SUPER_PASSWORD, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tokenTtl: 900 });
  await t.createUser({
    username: 'boss@acme.test',
    password: 'Boss-Pass1',
    roles: ['employer'],
    corpId: 7,
    employeeId: 42,
    givenName: 'Bea',
    familyName: 'Boss',
  });
  await t.createUser({
    username: 'gone@acme.test',
    password: 'Gone-Pass1',
    roles: ['employee'],
    corpId: 7,
    active: false,
  });
});
afterAll(() => t?.close());

const tokenRequest = (
  authorization: string | undefined,
  payload = 'grant_type=client_credentials',
  ip = '10.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/oauth2/token',
    remoteAddress: ip,
    headers: {
      ...(authorization ? { authorization } : {}),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload,
  });

test('good credentials answer a bearer token with the documented claims', async () => {
  const res = await tokenRequest(basicAuth('BOSS@acme.test', 'Boss-Pass1'));
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
  expect(res.headers['cache-control']).toBe('no-store');
  expect(decodeProtectedHeader(body.access_token).alg).toBe('HS256');
  const claims = decodeJwt(body.access_token);
  expect(claims).toMatchObject({
    sub: 'boss@acme.test',
    authorities: ['ROLE_EMPLOYER'],
    given_name: 'Bea',
    family_name: 'Boss',
    corpid: 7,
    empid: 42,
    iss: 'staffledger',
    aud: 'staffledger',
    ver: 1,
  });
  expect(typeof claims.jti).toBe('string');
  expect(claims.exp! - claims.iat!).toBe(900);
});

test('the super user token has ROLE_SUPER and no corporation', async () => {
  const claims = decodeJwt(t.superToken);
  expect(claims.authorities).toEqual(['ROLE_SUPER']);
  expect(claims.corpid).toBeNull();
  expect(claims.empid).toBeNull();
});

test('a wrong password, an unknown user, an inactive user or no credentials answer 401', async () => {
  for (const auth of [
    basicAuth('boss@acme.test', 'wrong'),
    basicAuth('nobody@acme.test', 'Boss-Pass1'),
    basicAuth('gone@acme.test', 'Gone-Pass1'),
    undefined,
    'Basic !!!',
    `Basic ${Buffer.from('no-colon').toString('base64')}`,
  ]) {
    const res = await tokenRequest(auth, undefined, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'invalid_client',
      message: 'Invalid username or password.',
    });
  }
});

test('a user name holding NUL or control characters is a 401 like any wrong credentials', async () => {
  const raw = (bytes: Buffer | string) => `Basic ${Buffer.from(bytes).toString('base64')}`;
  for (const auth of [
    raw(`admin\u0000:${SUPER_PASSWORD}`),
    raw('boss\u0000@acme.test:Boss-Pass1'),
    raw('\u0001boss@acme.test\r\n:Boss-Pass1'),
    raw(Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x3a, 0x78])),
  ]) {
    const res = await tokenRequest(auth, undefined, '10.0.0.5');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'invalid_client',
      message: 'Invalid username or password.',
    });
  }
});

test('a grant type other than client_credentials is a 400', async () => {
  const res = await tokenRequest(basicAuth('admin', SUPER_PASSWORD), 'grant_type=password');
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('unsupported_grant_type');
  const missing = await tokenRequest(basicAuth('admin', SUPER_PASSWORD), 'foo=bar');
  expect(missing.statusCode).toBe(400);
  const repeated = await tokenRequest(
    basicAuth('admin', SUPER_PASSWORD),
    'grant_type=client_credentials&grant_type=client_credentials',
  );
  expect(repeated.statusCode).toBe(400);
});

test('a body that is not a form is a 415, even with good credentials', async () => {
  const send = (contentType: string | undefined, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/oauth2/token',
      remoteAddress: '10.0.0.9',
      headers: {
        authorization: basicAuth('boss@acme.test', 'Boss-Pass1'),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      payload,
    });
  const json = await send('application/json', '{"grant_type":"client_credentials"}');
  expect(json.statusCode).toBe(415);
  expect(json.json()).toMatchObject({ error: 'unsupported_media_type' });
  expect(json.json().message).toBe('The body must be sent as application/x-www-form-urlencoded.');
  expect(json.headers['content-type']).toMatch(/^application\/json/);
  for (const type of ['text/plain', 'multipart/form-data; boundary=x', undefined]) {
    const res = await send(type, 'grant_type=client_credentials');
    expect(res.statusCode).toBe(415);
    expect(res.json().access_token).toBeUndefined();
  }
  // a form with a charset parameter is still a form
  const form = await send(
    `${'application/x-www-form-urlencoded'}; charset=UTF-8`,
    'grant_type=client_credentials',
  );
  expect(form.statusCode).toBe(200);
});

test('repeated failures for one user answer 429, even with the right password afterwards', async () => {
  await t.createUser({
    username: 'target@acme.test',
    password: 'Target-Pass1',
    roles: ['employee'],
    corpId: 7,
  });
  for (let i = 0; i < 5; i++) {
    const res = await tokenRequest(
      basicAuth('target@acme.test', `wrong-${i}`),
      undefined,
      `10.1.0.${i}`,
    );
    expect(res.statusCode).toBe(401);
  }
  const blocked = await tokenRequest(
    basicAuth('Target@acme.test', 'Target-Pass1'),
    undefined,
    '10.1.1.1',
  );
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().error).toBe('too_many_requests');
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  // another user is not affected
  expect((await tokenRequest(basicAuth('boss@acme.test', 'Boss-Pass1'))).statusCode).toBe(200);
});

test('repeated failures from one address answer 429 for any user name', async () => {
  for (let i = 0; i < 30; i++) {
    await tokenRequest(basicAuth(`guess-${i}@acme.test`, 'x'), undefined, '10.9.9.9');
  }
  const res = await tokenRequest(basicAuth('boss@acme.test', 'Boss-Pass1'), undefined, '10.9.9.9');
  expect(res.statusCode).toBe(429);
});

test('right passwords are not counted: 35 sign-ins from one address, and its 30 failures remain', async () => {
  const ip = '10.9.9.20';
  for (let i = 0; i < 35; i++) {
    const res = await tokenRequest(basicAuth('boss@acme.test', 'Boss-Pass1'), undefined, ip);
    expect([i, res.statusCode]).toEqual([i, 200]);
  }
  const failures: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await tokenRequest(basicAuth(`miss-${i}@acme.test`, 'x'), undefined, ip);
    failures.push(res.statusCode);
  }
  expect(failures).toEqual([...Array(30).fill(401), 429]);
});

test('the limits live in the database (shared by every API process)', async () => {
  const { rows } = await t.db.query(
    `SELECT count FROM rate_limits WHERE key = 'login:user:target@acme.test'`,
  );
  expect(rows[0].count).toBe(5);
});
