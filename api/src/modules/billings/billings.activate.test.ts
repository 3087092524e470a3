import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { addDays, businessToday } from '../common/business-day.js';
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedPlacement,
  seedVendor,
  twoTenants,
  type Method,
} from '../../testing/fixtures.js';
import type { TimesheetRow } from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employer: string;
let vendorB: number;

const call = (method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, employer, payload);

/** YYYY-MM-DD of `days` from today, by the business calendar the generation uses. */
const dayFromToday = (days: number) => addDays(businessToday(), days);

const placement = () => seedPlacement(t, corpA);

/** Weekly, started 20 days ago: three periods have begun by today. */
const threeWeeks = (employeeId: number, vendorId: number, over: object = {}) =>
  billingBody(employeeId, vendorId, {
    startDate: dayFromToday(-20),
    firstPeriodEndDate: dayFromToday(-14),
    billingCode: 'WK-3',
    ...over,
  });

async function sheetsOf(employeeId: number): Promise<TimesheetRow[]> {
  const res = await call(
    'GET',
    `/api/timesheets?employeeId=${employeeId}&sort=periodStartDate&order=asc`,
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA: employer } = await twoTenants(t));
  vendorB = await seedVendor(t, corpB, 'Bravo Client');
});

afterAll(async () => {
  await t?.close();
});

test('an active billing has the Pending timesheets of its periods up to today when created', async () => {
  const { employeeId, vendorId } = await placement();
  await createBilling(t, employer, threeWeeks(employeeId, vendorId, { status: 'ACTIVE' }));

  const sheets = await sheetsOf(employeeId);
  expect(sheets.map((s) => [s.periodStartDate, s.periodEndDate])).toEqual([
    [dayFromToday(-20), dayFromToday(-14)],
    [dayFromToday(-13), dayFromToday(-7)],
    [dayFromToday(-6), dayFromToday(0)],
  ]);
  for (const sheet of sheets) {
    expect(sheet).toMatchObject({ status: 'PENDING', billingCode: 'WK-3', vendorId });
    const items = await call('GET', `/api/timesheets/${sheet.id}/items`);
    expect(items.json()).toHaveLength(7);
  }
  // the staff member who activated it is named on the sheets' audit rows
  const { rows } = await t.db.query(
    `SELECT DISTINCT username FROM audit_log WHERE entity = 'timesheet' AND entity_id = ANY($1)`,
    [sheets.map((s) => String(s.id))],
  );
  expect(rows).toEqual([{ username: 'boss@a.example' }]);
});

test('a pending billing has none until it is made active; saving it again adds no duplicates', async () => {
  const { employeeId, vendorId } = await placement();
  const billing = await createBilling(t, employer, threeWeeks(employeeId, vendorId));
  expect(await sheetsOf(employeeId)).toEqual([]);

  const body = threeWeeks(employeeId, vendorId, { status: 'ACTIVE' });
  expect((await call('PUT', `/api/billing/${billing.id}`, body)).statusCode).toBe(200);
  expect(await sheetsOf(employeeId)).toHaveLength(3);
  expect((await call('PUT', `/api/billing/${billing.id}`, body)).statusCode).toBe(200);
  expect(await sheetsOf(employeeId)).toHaveLength(3);
});

test('an inactive or cancelled billing and a future one produce nothing', async () => {
  const { employeeId, vendorId } = await placement();
  await createBilling(t, employer, threeWeeks(employeeId, vendorId, { status: 'INACTIVE' }));
  await createBilling(
    t,
    employer,
    threeWeeks(employeeId, vendorId, { status: 'CANCELLED', billingCode: 'WK-C' }),
  );
  await createBilling(
    t,
    employer,
    billingBody(employeeId, vendorId, {
      status: 'ACTIVE',
      startDate: dayFromToday(3),
      firstPeriodEndDate: dayFromToday(9),
    }),
  );
  expect(await sheetsOf(employeeId)).toEqual([]);
});

test('a refused activation creates no timesheet', async () => {
  const { employeeId, vendorId } = await placement();
  const billing = await createBilling(t, employer, threeWeeks(employeeId, vendorId));
  const res = await call(
    'PUT',
    `/api/billing/${billing.id}`,
    threeWeeks(employeeId, vendorB, { status: 'ACTIVE' }),
  );
  expect(res.statusCode).toBe(400);
  expect(await sheetsOf(employeeId)).toEqual([]);
  const stored = await call('GET', `/api/billing/${billing.id}`);
  expect(stored.json()).toMatchObject({ status: 'PENDING', vendorId });
});
