/**
 * Employee sign-in end to end: account follows the employee record
 * (docs/roles-and-tenancy.md#sign-in).
 */
import { decodeJwt } from 'jose';
import { callApi, seedCorp, seedUser, type Method } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let corpB: number;
const PASSWORD = 'NewPassw0rd';

const base = { designation: 'Developer', category: 'W2', workAuth: 'Citizen' };

const call = (method: Method, url: string, token: string, corpId?: number, payload?: unknown) =>
  callApi(t, method, url, token, payload, corpId);

/** An employee of `corpId` made by the super user; answers the record as created. */
const newEmployee = async (corpId: number, fields: object) =>
  (await call('POST', '/api/employees', t.superToken, corpId, { ...base, ...fields })).json();

const tokenFor = (username: string, password: string) => t.requestToken(username, password);

/** The latest reset code e-mailed to `to`, or null. */
async function resetCodeSentTo(to: string): Promise<string | null> {
  await t.app.mailer.drain();
  const res = await call('GET', `/api/outbox?to=${encodeURIComponent(to)}`, t.superToken);
  expect(res.statusCode).toBe(200);
  const mails: { to: string; text: string }[] = res.json();
  const mine = mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
  if (mine.length === 0) return null;
  return /reset code is: (\S+)/.exec(mine[0].text)?.[1] ?? null;
}

async function setPasswordByReset(username: string): Promise<void> {
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/user/resetPwd',
    payload: { userName: username },
  });
  expect(reset.statusCode).toBe(200);
  const code = await resetCodeSentTo(username);
  expect(code).toBeTruthy();
  const change = await t.app.inject({
    method: 'POST',
    url: '/api/user/changePwd',
    payload: { userName: username, resetCode: code, newPassword: PASSWORD },
  });
  expect(change.statusCode).toBe(200);
}

async function signIn(username: string): Promise<string> {
  const res = await tokenFor(username, PASSWORD);
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

beforeAll(async () => {
  t = await createTestApp();
  corpA = await seedCorp(t, 'Acme');
  corpB = await seedCorp(t, 'Bravo');
});

afterAll(async () => {
  await t?.close();
});

describe('employee sign-in', () => {
  test('an employee with an e-mail signs in after setting a password through Forgot Password', async () => {
    const created = await call('POST', '/api/employees', t.superToken, corpA, {
      ...base,
      firstName: 'Ella',
      lastName: 'Mae',
      email: 'Ella.Mae@Example.com',
      role: 'employee',
    });
    expect(created.statusCode).toBe(201);
    const emp = created.json();
    expect(emp.email).toBe('ella.mae@example.com');
    expect(emp.canSignIn).toBe(false);

    // no password yet: refused, with any password
    expect((await tokenFor('ella.mae@example.com', '')).statusCode).toBe(401);
    expect((await tokenFor('ella.mae@example.com', PASSWORD)).statusCode).toBe(401);

    await setPasswordByReset('ella.mae@example.com');
    const token = await signIn('Ella.Mae@example.com');
    const claims = decodeJwt(token);
    expect(claims.authorities).toEqual(['ROLE_EMPLOYEE']);
    expect(claims.corpid).toBe(corpA);
    expect(claims.empid).toBe(emp.id);
    expect(claims.given_name).toBe('Ella');
    expect(claims.family_name).toBe('Mae');
    expect(
      (await call('GET', `/api/employees/${emp.id}`, t.superToken, corpA)).json().canSignIn,
    ).toBe(true);
    // an employee has no access to the employees API
    expect((await call('GET', '/api/employees', token)).statusCode).toBe(403);

    // made INACTIVE: the earlier token ends at once, sign-in and reset e-mails are refused
    const inactive = await call('PUT', `/api/employees/${emp.id}`, t.superToken, corpA, {
      ...emp,
      status: 'INACTIVE',
    });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().canSignIn).toBe(false);
    expect((await call('GET', '/api/corps/' + corpA, token)).statusCode).toBe(401);
    expect((await tokenFor('ella.mae@example.com', PASSWORD)).statusCode).toBe(401);
    const mailsBefore = (await t.db.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/resetPwd',
      payload: { userName: 'ella.mae@example.com' },
    });
    await t.app.mailer.drain();
    expect((await t.db.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(mailsBefore);

    // active again: the password set earlier works again
    const back = await call('PUT', `/api/employees/${emp.id}`, t.superToken, corpA, {
      ...emp,
      status: 'ACTIVE',
    });
    expect(back.statusCode).toBe(200);
    await signIn('ella.mae@example.com');
  });

  test('an employer variant gets ROLE_EMPLOYER and lists its own corporation’s employees', async () => {
    const other = await newEmployee(corpB, { firstName: 'Bo', lastName: 'B' });
    const emp = await newEmployee(corpA, {
      firstName: 'Rita',
      lastName: 'Boss',
      email: 'rita@example.com',
      role: 'Employer',
    });
    await setPasswordByReset('rita@example.com');
    const token = await signIn('rita@example.com');
    const claims = decodeJwt(token);
    expect(claims.authorities).toEqual(['ROLE_EMPLOYER']);
    expect(claims.corpid).toBe(corpA);
    expect(claims.empid).toBe(emp.id);
    const list = await call('GET', '/api/employees', token);
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((e: { id: number }) => e.id);
    expect(ids).toContain(emp.id);
    expect(ids).not.toContain(other.id);
    expect((await call('GET', '/api/employees', token, corpB)).statusCode).toBe(403);

    // Access Level lowered to employee: the employer token ends; a new one says ROLE_EMPLOYEE
    const lowered = await call('PUT', `/api/employees/${emp.id}`, t.superToken, corpA, {
      ...emp,
      role: 'employee',
    });
    expect(lowered.statusCode).toBe(200);
    expect((await call('GET', '/api/employees', token)).statusCode).toBe(401);
    expect(decodeJwt(await signIn('rita@example.com')).authorities).toEqual(['ROLE_EMPLOYEE']);
  });

  test('a new e-mail renames the account: old name refused, new one works after a reset', async () => {
    const emp = await newEmployee(corpA, {
      firstName: 'Cy',
      lastName: 'Change',
      email: 'cy.old@example.com',
    });
    await setPasswordByReset('cy.old@example.com');
    const oldToken = await signIn('cy.old@example.com');
    // a reset code sent to the old address before the change must not work afterwards
    await t.app.inject({
      method: 'POST',
      url: '/api/user/resetPwd',
      payload: { userName: 'cy.old@example.com' },
    });
    const pending = await resetCodeSentTo('cy.old@example.com');
    expect(pending).toMatch(/^[A-Z0-9]{10}$/);

    const renamed = await call('PUT', `/api/employees/${emp.id}`, t.superToken, corpA, {
      ...emp,
      email: 'cy.new@example.com',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', '/api/corps/' + corpA, oldToken)).statusCode).toBe(401);
    expect((await tokenFor('cy.old@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await tokenFor('cy.new@example.com', PASSWORD)).statusCode).toBe(401);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/user/changePwd',
      payload: {
        userName: 'cy.new@example.com',
        resetCode: pending,
        newPassword: 'Stale1Password',
      },
    });
    expect(stale.statusCode).toBe(400);

    await setPasswordByReset('cy.new@example.com');
    expect(decodeJwt(await signIn('cy.new@example.com')).empid).toBe(emp.id);

    // removing the e-mail disables the account and frees the address
    const removed = await call('PUT', `/api/employees/${emp.id}`, t.superToken, corpA, {
      ...emp,
      email: '',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().email).toBeNull();
    expect((await tokenFor('cy.new@example.com', PASSWORD)).statusCode).toBe(401);
    const reuse = await call('POST', '/api/employees', t.superToken, corpA, {
      ...base,
      firstName: 'Other',
      lastName: 'Person',
      email: 'cy.new@example.com',
    });
    expect(reuse.statusCode).toBe(201);
  });

  test('an e-mail used by another account of the corporation is a 409 and changes nothing', async () => {
    // one outside it is answered as a free one: employees.address-elsewhere.test.ts
    await seedUser(t, corpA, 'employer', 'taken@example.com');
    const snapshot = async () =>
      JSON.stringify([
        (await t.db.query('SELECT * FROM employees ORDER BY id')).rows,
        (
          await t.db.query(
            'SELECT id, username, roles, active, token_version FROM users ORDER BY id',
          )
        ).rows,
      ]);
    const before = await snapshot();
    const res = await call('POST', '/api/employees', t.superToken, corpA, {
      ...base,
      firstName: 'Dup',
      lastName: 'Licate',
      email: 'TAKEN@example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'conflict',
      message: 'That e-mail address is already used by another account.',
    });
    expect(await snapshot()).toBe(before);

    const emp = await newEmployee(corpA, {
      firstName: 'Un',
      lastName: 'Ique',
      email: 'unique@example.com',
    });
    const before2 = await snapshot();
    const clash = await call('PUT', `/api/employees/${emp.id}`, t.superToken, corpA, {
      ...emp,
      email: 'taken@example.com',
      lastName: 'Changed',
    });
    expect(clash.statusCode).toBe(409);
    expect(await snapshot()).toBe(before2);
  });

  test('no e-mail: no account', async () => {
    const emp = await newEmployee(corpA, { firstName: 'No', lastName: 'Mail' });
    const users = await t.db.query('SELECT 1 FROM users WHERE employee_id = $1', [emp.id]);
    expect(users.rowCount).toBe(0);
  });
});
