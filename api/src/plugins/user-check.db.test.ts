/**
 * The token's user checked in the first round trip of a hot route's tenant transaction
 * (user-check.ts): no round trip of its own, and every refusal of the statement of its own still
 * answered, before anything of the request happens.
 */
import { callApi, seedTenant, type Tenant } from '../testing/fixtures.js';
import { submitWeek } from '../testing/approval.fixture.js';
import { seedEmployee, seedVendor } from '../testing/fixtures.js';
import { statementsOf, watchStatements } from '../testing/statements.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
let acme: Tenant;
let sheet: number;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  watchStatements(t.app.pg);
  acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  const employeeId = await seedEmployee(t, acme.corpId, { firstName: 'Ann' });
  const vendorId = await seedVendor(t, acme.corpId, 'Globex');
  sheet = await submitWeek(t, acme.corpId, employeeId, vendorId, '2025-03-03');
});

afterAll(async () => {
  await t?.close();
});

/** A new employer of Acme, signed in: its username and token. */
async function employer() {
  n += 1;
  const username = `staff${n}@a.example`;
  await t.createUser({
    username,
    password: 'Passw0rd!x',
    roles: ['employer'],
    corpId: acme.corpId,
  });
  return { username, token: await t.login(username, 'Passw0rd!x') };
}

const USER_READ = /FROM users WHERE id = /;

const auditRows = async () =>
  (
    await t.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1`,
      [String(sheet)],
    )
  ).rows[0].n as number;

test('a hot route reads its user in its one round trip, not by a statement of its own', async () => {
  const { token } = await employer();
  for (const url of ['/api/timesheets?limit=5&withTotal=false', `/api/timesheets/${sheet}`]) {
    const statements = await statementsOf(async () => {
      expect((await callApi(t, 'GET', url, token)).statusCode).toBe(200);
    });
    // the user check, the settings and the read, sent together as one transaction
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(USER_READ);
    expect(statements[0]).not.toMatch(/^BEGIN|COMMIT$/);
  }
  // a route that does not say so keeps the statement of its own
  const other = await statementsOf(() => callApi(t, 'GET', '/api/timesheets/counts', token));
  expect(other.filter((s) => USER_READ.test(s))).toHaveLength(1);
});

test('a token ended by a new password, a deactivation or an account change is refused as before', async () => {
  const cases = [
    {
      change: `token_version = token_version + 1, password_changed_at = now()`,
      error: 'password_changed',
    },
    { change: `token_version = token_version + 1, active = false`, error: 'token_revoked' },
    { change: `token_version = token_version + 1`, error: 'token_revoked' },
    // a change made beside the API, which does not move the version on: the claims no longer hold
    { change: `roles = '{employee}'`, error: 'token_revoked' },
  ];
  const before = await auditRows();
  for (const { change, error } of cases) {
    const { username, token } = await employer();
    await t.db.query(`UPDATE users SET ${change} WHERE username = $1`, [username]);
    const calls = [
      () => callApi(t, 'GET', '/api/timesheets?limit=5', token),
      () => callApi(t, 'GET', `/api/timesheets/${sheet}`, token),
      // refused by the body's schema before any transaction: the token is still checked first
      () => callApi(t, 'PUT', `/api/timesheets/${sheet}/status`, token, { status: 42 }),
      () => callApi(t, 'PUT', `/api/timesheets/${sheet}/status`, token, { status: 'REJECTED' }),
      () => callApi(t, 'PUT', `/api/timesheets/${sheet}/items/save`, token, []),
    ];
    for (const call of calls) {
      const res = await call();
      expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 401, error });
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  }
  const { rows } = await t.db.query(`SELECT status FROM timesheets WHERE id = $1`, [sheet]);
  expect(rows[0].status).toBe('SUBMITTED');
  // the writes, sent in the same round trip as the refused check, left no trace
  expect(await auditRows()).toBe(before);
});

test('a deleted user’s token and a token of another corporation are refused as before', async () => {
  const { username, token } = await employer();
  const other = await callApi(t, 'GET', '/api/timesheets?limit=5', token, undefined, 999);
  expect(other.statusCode).toBe(403);
  await t.db.query(`DELETE FROM users WHERE username = $1`, [username]);
  const res = await callApi(t, 'GET', '/api/timesheets?limit=5', token);
  expect({ status: res.statusCode, error: res.json().error }).toEqual({
    status: 401,
    error: 'unauthorized',
  });
  // a refused role still hears first that the token is void
  const gone = await callApi(t, 'GET', '/api/timesheets?limit=5', token, undefined, 999);
  expect(gone.statusCode).toBe(401);
});
