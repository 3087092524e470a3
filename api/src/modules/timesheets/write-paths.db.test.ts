/**
 * The SQL statements of the hot write paths, counted per request: saving a timesheet's items and
 * a status change. A path that grew a statement per item would show here before it shows under
 * load (scripts/bench-writes.mjs measures them at scale).
 */
import type { TimesheetItem as Item } from '@staffledger/contracts/schemas';
import { callApi, seedSignedInEmployee, seedTenant, seedVendor } from '../../testing/fixtures.js';
import { createTimesheet, forceStatus } from '../../testing/timesheets.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { statementsOf, watchStatements } from '../../testing/statements.js';

let t: TestApp;
let employer: string;
let ann: { id: number; token: string };
let vendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  watchStatements(t.app.pg);
  let corpId: number;
  ({ corpId, employer } = await seedTenant(t, 'Acme', 'boss@a.example'));
  ann = await seedSignedInEmployee(t, corpId, { firstName: 'Ann', lastName: 'Lee' });
  vendorId = await seedVendor(t, corpId, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

async function sheet(start: string, end: string): Promise<number> {
  const created = await createTimesheet(t, employer, {
    employeeId: ann.id,
    vendorId,
    periodStartDate: start,
    periodEndDate: end,
    billingCode: 'B1',
  });
  return created.id;
}

/** The items of a timesheet filled in as a person would: the body of a save. */
async function filledItems(id: number): Promise<Item[]> {
  const rows: Item[] = (await callApi(t, 'GET', `/api/timesheets/${id}/items`, employer)).json();
  return rows.map((r) => (r.type === 'HOLIDAY' ? r : { ...r, hoursWorked: 8, comment: 'x' }));
}

async function save(id: number, body: Item[]) {
  const res = await callApi(t, 'PUT', `/api/timesheets/${id}/items/save`, ann.token, body);
  expect(res.statusCode).toBe(200);
}

test('saving a timesheet’s items is one round trip, whatever the number of items', async () => {
  const week = await sheet('2025-03-03', '2025-03-09');
  const month = await sheet('2025-03-10', '2025-04-09');
  const weekItems = await filledItems(week);
  const monthItems = await filledItems(month);
  expect([weekItems.length, monthItems.length]).toEqual([7, 31]);
  const forWeek = await statementsOf(() => save(week, weekItems));
  const forMonth = await statementsOf(() => save(month, monthItems));
  expect(forWeek.filter((q) => /UPDATE timesheet_items\b/.test(q))).toHaveLength(1);
  expect(forMonth).toHaveLength(forWeek.length);
  // one round trip: the user check, the settings, the lock and the save (the items, the total,
  // the audit row, the answer), sent together as one transaction
  expect(forWeek).toHaveLength(1);
  expect(forWeek[0]).toMatch(/FROM users WHERE id = [^]*FOR UPDATE;\nWITH u AS /);
  const { rows } = await t.app.pg.query(
    `SELECT changes FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 AND action = 'update'`,
    [String(week)],
  );
  const workdays = weekItems.filter((i) => i.type !== 'HOLIDAY');
  expect(rows.map((r) => r.changes)).toEqual([
    {
      items: workdays.map((i) => ({ id: i.id, fields: ['hoursWorked', 'comment'] })),
      totalHours: { from: 0, to: 8 * workdays.length },
    },
  ]);
});

test('a status change is one round trip', async () => {
  const id = await sheet('2025-05-05', '2025-05-11');
  await forceStatus(t, id, 'SUBMITTED');
  const statements = await statementsOf(async () => {
    const res = await callApi(t, 'PUT', `/api/timesheets/${id}/status`, employer, {
      status: 'APPROVED',
    });
    expect(res.statusCode).toBe(200);
  });
  expect(statements.filter((q) => /UPDATE timesheets\b/.test(q))).toHaveLength(1);
  // one round trip: the user check, the settings and the review (the lock, the move, the audit
  // row, the answer), sent together as one transaction
  expect(statements).toHaveLength(1);
  expect(statements[0]).toMatch(/FROM users WHERE id = [^]*UPDATE timesheets s/);
  const { rows } = await t.app.pg.query(
    `SELECT changes FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 AND action = 'status'`,
    [String(id)],
  );
  expect(rows.map((r) => r.changes)).toEqual([{ status: { from: 'SUBMITTED', to: 'APPROVED' } }]);
});
