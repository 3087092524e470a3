/**
 * Seeding for the timesheet tests: corporations, their employer, employees (signed in or not),
 * vendors and timesheets, made through the API as a user would, plus the few direct writes the
 * tests need to reach a state the API only reaches after many steps.
 */
import type { TestApp } from './testApp.js';

export const PASSWORD = 'Passw0rd!x';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A row of GET /timesheets, and the body of a created timesheet. */
export type TimesheetRow = {
  id: number;
  employeeId: number;
  vendorId: number;
  employeeName: string;
  vendorName: string;
  periodStartDate: string;
  periodEndDate: string;
  totalHours: number;
  status: string;
  billingCode: string;
  notes: string | null;
  updateDate: string;
};

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
async function createAsSuper(t: TestApp, url: string, payload: object, corpId?: number) {
  const res = await callApi(t, 'POST', url, t.superToken, payload, corpId);
  if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

export function seedCorp(t: TestApp, name: string): Promise<number> {
  return createAsSuper(t, '/api/corps', { name });
}

/** A signed-in employer of `corpId`; answers the token. */
export async function seedEmployer(t: TestApp, corpId: number, username: string) {
  await t.createUser({ username, password: PASSWORD, roles: ['employer'], corpId });
  return t.login(username, PASSWORD);
}

/** A corporation with one signed-in employer. */
export async function seedTenant(t: TestApp, name: string, employerUsername: string) {
  const corpId = await seedCorp(t, name);
  return { corpId, employer: await seedEmployer(t, corpId, employerUsername) };
}

export type EmployeeName = { firstName: string; lastName?: string };

/** An employee of `corpId` without a sign-in (last name Smith unless given); answers the id. */
export function seedEmployee(t: TestApp, corpId: number, { firstName, lastName }: EmployeeName) {
  return createAsSuper(
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
  await t.createUser({ username, password: PASSWORD, roles: ['employee'], corpId, employeeId: id });
  return { id, token: await t.login(username, PASSWORD) };
}

export function seedVendor(t: TestApp, corpId: number, name: string): Promise<number> {
  return createAsSuper(t, '/api/vendors', { name }, corpId);
}

/** The body of a timesheet of one week, as the timesheet form sends it. */
export const weekBody = (employeeId: number, vendorId: number, over: object = {}) => ({
  employeeId,
  vendorId,
  periodStartDate: '2025-03-03',
  periodEndDate: '2025-03-09',
  billingCode: 'ACME-01',
  notes: 'first week',
  ...over,
});

/** A Pending timesheet created through the API as `token`; anything but 201 stops the setup. */
export async function createTimesheet(
  t: TestApp,
  token: string,
  body: object,
  corpId?: number,
): Promise<TimesheetRow> {
  const res = await callApi(t, 'POST', '/api/timesheets', token, body, corpId);
  if (res.statusCode !== 201)
    throw new Error(`timesheet not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Moves a timesheet straight to `status`, past the workflow's checks. */
export function forceStatus(t: TestApp, timesheetId: number, status: string) {
  return t.db.query('UPDATE timesheets SET status = $2 WHERE id = $1', [timesheetId, status]);
}

/** A small PDF attached straight in the database, for the submit rule that wants one. */
export function insertAttachment(t: TestApp, corpId: number, timesheetId: number) {
  return t.db.query(
    `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type, size_bytes,
                                        content)
     VALUES ($1, $2, 'week.pdf', 'application/pdf', 4, '\\x25504446')`,
    [corpId, timesheetId],
  );
}

/** Every timesheet row, item row and the audit count: equal before and after means nothing changed. */
export async function timesheetSnapshot(t: TestApp): Promise<string> {
  return JSON.stringify([
    (await t.db.query('SELECT * FROM timesheets ORDER BY id')).rows,
    (await t.db.query('SELECT * FROM timesheet_items ORDER BY id')).rows,
    (await t.db.query('SELECT count(*) FROM audit_log')).rows,
  ]);
}

/** The body of a weekly billing arrangement, as the billing form sends it. */
export const billingBody = (employeeId: number, vendorId: number, over: object = {}) => ({
  employeeId,
  vendorId,
  billRate: 87.35,
  invoiceDueDays: 30,
  invoiceFrequency: 'WEEKLY',
  billingCode: 'ACME-01',
  itemDescription: 'Consulting services',
  startDate: '2025-03-03',
  firstPeriodEndDate: '2025-03-09',
  endDate: null,
  status: 'PENDING',
  notes: null,
  ...over,
});

/** A billing arrangement created through the API as `token`; anything but 201 stops the setup. */
export async function createBilling(t: TestApp, token: string, body: object, corpId?: number) {
  const res = await callApi(t, 'POST', '/api/billing', token, body, corpId);
  if (res.statusCode !== 201) throw new Error(`billing not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number } & Record<string, unknown>;
}
