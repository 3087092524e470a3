/**
 * The seeding every API test file shares: corporations, users with their tokens, employees and
 * vendors, made through the API as the super user would, plus the calls and reads the tests make
 * around them. Resource-specific bodies live in the `*.fixture.ts` files beside this one.
 */
import type { Role } from '../modules/auth/jwt.js';
import type { TestApp } from './testApp.js';

export const PASSWORD = 'Passw0rd!x';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as `token`; `corpId` names the corporation (needed by the super user). */
export function callApi(
  t: TestApp,
  method: Method,
  url: string,
  token: string,
  payload?: unknown,
  corpId?: number,
) {
  return t.app.inject({ method, url, headers: t.auth(token, corpId), payload: payload as object });
}

/** POSTs as the super user into `corpId` and answers the new id; anything but 201 stops the setup. */
export async function postAsSuper(t: TestApp, url: string, payload: object, corpId?: number) {
  const res = await callApi(t, 'POST', url, t.superToken, payload, corpId);
  if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** A corporation named `body`, or made from a whole body. */
export function seedCorp(t: TestApp, body: string | object): Promise<number> {
  return postAsSuper(t, '/api/corps', typeof body === 'string' ? { name: body } : body);
}

type UserExtras = { employeeId?: number; active?: boolean };

/** A user with one role and the test password, of `corpId` (null: of none); answers its id. */
export async function seedUser(
  t: TestApp,
  corpId: number | null,
  role: Role,
  username: string,
  extras: UserExtras = {},
): Promise<number> {
  const { id } = await t.createUser({
    username,
    password: PASSWORD,
    roles: [role],
    corpId,
    ...extras,
  });
  return id;
}

/** A signed-in user with one role: answers the token. */
export async function userToken(
  t: TestApp,
  corpId: number,
  role: Role,
  username: string,
  extras: UserExtras = {},
): Promise<string> {
  await seedUser(t, corpId, role, username, extras);
  return t.login(username, PASSWORD);
}

export type Tenant = { corpId: number; employer: string };

/** A corporation with one signed-in employer. */
export async function seedTenant(
  t: TestApp,
  name: string,
  employerUsername: string,
): Promise<Tenant> {
  const corpId = await seedCorp(t, name);
  return { corpId, employer: await userToken(t, corpId, 'employer', employerUsername) };
}

/**
 * Corporations A and B, each with a signed-in employer (boss@a.example, boss@b.example): what a
 * test needs to show that one tenant never reaches the other's rows.
 */
export async function twoTenants(t: TestApp, names = ['Acme Staffing', 'Bravo Staffing']) {
  const a = await seedTenant(t, names[0], 'boss@a.example');
  const b = await seedTenant(t, names[1], 'boss@b.example');
  return { corpA: a.corpId, employerA: a.employer, corpB: b.corpId, employerB: b.employer };
}

export type EmployeeName = { firstName: string; lastName?: string };

/** An employee of `corpId` without a sign-in (last name Smith unless given); answers the id. */
export function seedEmployee(t: TestApp, corpId: number, { firstName, lastName }: EmployeeName) {
  return postAsSuper(
    t,
    '/api/employees',
    {
      firstName,
      lastName: lastName ?? 'Smith',
      designation: 'Developer',
      category: 'W2',
      workAuth: 'Citizen',
    },
    corpId,
  );
}

/** An employee with their own sign-in user (`username`, by default first-name@example.com). */
export async function seedSignedInEmployee(
  t: TestApp,
  corpId: number,
  name: EmployeeName,
  username = `${name.firstName.toLowerCase()}@example.com`,
) {
  const id = await seedEmployee(t, corpId, name);
  return { id, token: await userToken(t, corpId, 'employee', username, { employeeId: id }) };
}

/** A vendor named `body`, or made from a whole body. */
export function seedVendor(t: TestApp, corpId: number, body: string | object): Promise<number> {
  return postAsSuper(t, '/api/vendors', typeof body === 'string' ? { name: body } : body, corpId);
}

let placements = 0;

/** A fresh employee and vendor of `corpId`, so that a test's arrangements and sheets are its own. */
export async function seedPlacement(t: TestApp, corpId: number) {
  placements += 1;
  const employeeId = await seedEmployee(t, corpId, { firstName: `Worker${placements}` });
  const vendorId = await seedVendor(t, corpId, `Client ${placements}`);
  return { employeeId, vendorId };
}

/** A setting of `corpId` changed straight in the database (no two settings share a feature). */
export function setSetting(t: TestApp, corpId: number, feature: string, value: string) {
  return t.db.query('UPDATE admin_settings SET value = $3 WHERE corp_id = $1 AND feature = $2', [
    corpId,
    feature,
    value,
  ]);
}

/** The audit rows of one record, oldest first. */
export async function auditTrail(t: TestApp, entity: string, id: number) {
  const { rows } = await t.db.query(
    `SELECT action, changes, username, corp_id AS "corpId" FROM audit_log
      WHERE entity = $1 AND entity_id = $2 ORDER BY id`,
    [entity, String(id)],
  );
  return rows;
}
