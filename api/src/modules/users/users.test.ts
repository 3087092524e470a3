import { PASSWORD_RULE_MESSAGE } from '@staffledger/contracts';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let n = 0;
async function newUser(password = 'Original-1') {
  const username = `user${++n}@corp.test`;
  const { id } = await t.createUser({ username, password, roles: ['employee'], corpId: 3 });
  return { id, username, password };
}

const post = (url: string, payload: unknown, ip = '10.2.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

/** The reset code from the latest e-mail to `to`, as a super user reads it in the outbox. */
async function codeFromOutbox(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/outbox?to=${encodeURIComponent(to)}&limit=1`,
      headers: t.auth(t.superToken),
    });
    const [latest] = res.json();
    const match = latest && /reset code is: ([A-Z0-9]+)/.exec(latest.text);
    if (match) return match[1];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no reset mail for ${to}`);
}

async function requestCode(username: string) {
  const res = await post('/api/user/resetPwd', { userName: username });
  expect(res.statusCode).toBe(200);
  await t.app.mailer.drain();
  return codeFromOutbox(username);
}

test('resetPwd answers the same for an existing and an unknown user, and mails only the first', async () => {
  const u = await newUser();
  const known = await post('/api/user/resetPwd', { userName: u.username.toUpperCase() });
  const unknown = await post('/api/user/resetPwd', { userName: 'nobody@corp.test' });
  expect(known.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(200);
  expect(unknown.body).toBe(known.body);
  await t.app.mailer.drain();
  const { rows } = await t.db.query(
    `SELECT "to", delivery_status, subject FROM outbox WHERE "to" IN ($1, 'nobody@corp.test')`,
    [u.username],
  );
  expect(rows).toEqual([
    { to: u.username, delivery_status: 'stored', subject: 'StaffLedger password reset code' },
  ]);
  const codes = await t.db.query('SELECT code_hash FROM password_reset_codes WHERE user_id = $1', [
    u.id,
  ]);
  expect(codes.rows).toHaveLength(1);
  expect(codes.rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/); // stored hashed
});

test('a reset code sets the new password once, and ends tokens issued before', async () => {
  const u = await newUser();
  const oldToken = await t.login(u.username, u.password);
  const code = await requestCode(u.username);
  const res = await post('/api/user/changePwd', {
    userName: u.username,
    newPassword: 'Brand-New-2',
    resetCode: code,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Password updated successfully.' });

  await expect(t.login(u.username, u.password)).rejects.toThrow(/401/);
  await t.login(u.username, 'Brand-New-2');
  const me = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: t.auth(oldToken) });
  expect(me.statusCode).toBe(401);

  const again = await post('/api/user/changePwd', {
    userName: u.username,
    newPassword: 'Other-New-3',
    resetCode: code,
  });
  expect(again.statusCode).toBe(400);
  expect(again.json()).toMatchObject({ message: 'The reset code is invalid or has expired.' });

  const audit = await t.db.query(
    `SELECT action, username FROM audit_log WHERE entity = 'user' AND entity_id = $1`,
    [String(u.id)],
  );
  expect(audit.rows).toEqual([{ action: 'update', username: u.username }]);
});

test('a new code ends the older one; an expired code is refused', async () => {
  const u = await newUser();
  const first = await requestCode(u.username);
  const second = await requestCode(u.username);
  expect(second).not.toBe(first);
  const withFirst = await post('/api/user/changePwd', {
    userName: u.username,
    newPassword: 'Brand-New-2',
    resetCode: first,
  });
  expect(withFirst.statusCode).toBe(400);
  await t.db.query(
    `UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
    [u.id],
  );
  const expired = await post('/api/user/changePwd', {
    userName: u.username,
    newPassword: 'Brand-New-2',
    resetCode: second,
  });
  expect(expired.statusCode).toBe(400);
  await t.login(u.username, u.password); // unchanged
});

test('codes are valid for 15 minutes', async () => {
  const u = await newUser();
  await requestCode(u.username);
  const { rows } = await t.db.query(
    `SELECT round(extract(epoch FROM expires_at - created_at)) AS secs FROM password_reset_codes WHERE user_id = $1`,
    [u.id],
  );
  expect(Number(rows[0].secs)).toBe(900);
});

test('the current password path (security screen) works and refuses a wrong password', async () => {
  const u = await newUser();
  const wrong = await post('/api/user/changePwd', {
    userName: u.username,
    oldPassword: 'Not-It-1',
    newPassword: 'Changed-Pw9',
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual({
    error: 'invalid_credentials',
    message: 'The current password is incorrect.',
    fieldErrors: { oldPassword: 'The current password is incorrect.' },
  });
  const ok = await post('/api/user/changePwd', {
    userName: u.username,
    oldPassword: u.password,
    newPassword: 'Changed-Pw9',
  });
  expect(ok.statusCode).toBe(200);
  await t.login(u.username, 'Changed-Pw9');
});

test('the server enforces the password rule', async () => {
  const u = await newUser();
  for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
    const res = await post('/api/user/changePwd', {
      userName: u.username,
      oldPassword: u.password,
      newPassword: weak,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: PASSWORD_RULE_MESSAGE,
      fieldErrors: { newPassword: PASSWORD_RULE_MESSAGE },
    });
  }
  const none = await post('/api/user/changePwd', { userName: u.username, oldPassword: u.password });
  expect(none.statusCode).toBe(400);
  const neither = await post('/api/user/changePwd', {
    userName: u.username,
    newPassword: 'Good-Pass1',
  });
  expect(neither.statusCode).toBe(400);
  await t.login(u.username, u.password);
});

test('repeated wrong codes or passwords answer 429', async () => {
  const u = await newUser();
  for (let i = 0; i < 5; i++) {
    const res = await post(
      '/api/user/changePwd',
      { userName: u.username, newPassword: 'Good-Pass1', resetCode: `WRONG${i}` },
      `10.3.0.${i}`,
    );
    expect(res.statusCode).toBe(400);
  }
  const code = await requestCode(u.username);
  const blocked = await post(
    '/api/user/changePwd',
    { userName: u.username, newPassword: 'Good-Pass1', resetCode: code },
    '10.3.1.1',
  );
  expect(blocked.statusCode).toBe(429);
});

test('the owner of a sign-in locked by wrong guesses can still reset, and then signs in', async () => {
  const { username } = await newUser();
  const signIn = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/oauth2/token',
      remoteAddress: '10.2.9.1',
      headers: {
        authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
  for (let i = 0; i < 5; i++) expect((await signIn('Guess-Wrong1')).statusCode).toBe(401);
  expect((await signIn('Guess-Wrong1')).statusCode).toBe(429);
  const code = await requestCode(username);
  const changed = await post('/api/user/changePwd', {
    userName: username,
    resetCode: code,
    newPassword: 'Brand-New-Pass1',
  });
  expect(changed.statusCode).toBe(200);
  expect((await signIn('Brand-New-Pass1')).statusCode).toBe(200);
});

test('right current passwords are not counted: 31 changes from one address all succeed', async () => {
  const u = await newUser('Change-0-Pass');
  for (let i = 0; i < 31; i++) {
    const res = await post(
      '/api/user/changePwd',
      {
        userName: u.username,
        oldPassword: `Change-${i}-Pass`,
        newPassword: `Change-${i + 1}-Pass`,
      },
      '10.3.2.1',
    );
    expect([i, res.statusCode]).toEqual([i, 200]);
  }
  await t.login(u.username, 'Change-31-Pass');
});

test('repeated reset requests answer 429', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    statuses.push(
      (await post('/api/user/resetPwd', { userName: 'flood@corp.test' }, `10.4.0.${i}`)).statusCode,
    );
  }
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses[6]).toBe(429);
});

test('unknown fields and wrong types are refused with field errors, and change nothing', async () => {
  const u = await newUser();
  const extra = await post('/api/user/changePwd', {
    userName: u.username,
    oldPassword: u.password,
    newPassword: 'Good-Pass1',
    role: 'super',
  });
  expect(extra.statusCode).toBe(400);
  expect(extra.json().fieldErrors).toEqual({ role: 'Unknown field.' });
  const typed = await post('/api/user/resetPwd', { userName: 12345 });
  expect(typed.statusCode).toBe(400);
  expect(typed.json().fieldErrors).toHaveProperty('userName');
  await t.login(u.username, u.password);
});

test('an inactive user gets no code', async () => {
  const { id } = await t.createUser({
    username: 'inactive@corp.test',
    password: 'Original-1',
    roles: ['employee'],
    corpId: 3,
    active: false,
  });
  await post('/api/user/resetPwd', { userName: 'inactive@corp.test' });
  await t.app.mailer.drain();
  const { rows } = await t.db.query(
    'SELECT count(*) AS n FROM password_reset_codes WHERE user_id = $1',
    [id],
  );
  expect(rows[0].n).toBe(0);
});
