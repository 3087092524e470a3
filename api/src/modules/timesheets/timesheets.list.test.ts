/** GET /timesheets: filters, sorts, paging and X-Total-Count against a seeded set. */
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { seedEmployee, seedTenant, seedVendor } from '../../testing/fixtures.js';
import { createTimesheet, type TimesheetRow as Row } from '../../testing/timesheets.fixture.js';

let t: TestApp;
let employer: string;
const employees: number[] = [];
const vendors: number[] = [];

const STATUSES = ['PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED', 'LOCKED'];
const EMPLOYEES = [
  ['Alice', 'Archer'],
  ['Bruno', 'Baker'],
  ['Chloe', 'Carter'],
];
const VENDORS = ['Globex', 'Initech', '50%_Off'];

const call = (url: string, token = employer) =>
  t.app.inject({ method: 'GET', url: `/api/timesheets${url}`, headers: t.auth(token) });

/** 15 timesheets: employee i % 3, vendor (i + 1) % 3, weekly periods, status i % 5, hours i. */
const seeded: Row[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const acme = await seedTenant(t, 'Acme', 'boss@a.example');
  employer = acme.employer;
  for (const [firstName, lastName] of EMPLOYEES)
    employees.push(await seedEmployee(t, acme.corpId, { firstName, lastName }));
  for (const name of VENDORS) vendors.push(await seedVendor(t, acme.corpId, name));
  for (let i = 0; i < 15; i++) {
    const start = new Date(Date.UTC(2025, 0, 6 + 7 * i));
    const end = new Date(start.getTime() + 4 * 86_400_000);
    const created = await createTimesheet(t, employer, {
      employeeId: employees[i % 3],
      vendorId: vendors[(i + 1) % 3],
      periodStartDate: start.toISOString().slice(0, 10),
      periodEndDate: end.toISOString().slice(0, 10),
      billingCode: `BC-${String(15 - i).padStart(2, '0')}`,
      notes: i % 4 === 0 ? null : `note ${i}`,
    });
    await t.db.query('UPDATE timesheets SET status = $2, total_hours = $3 WHERE id = $1', [
      created.id,
      STATUSES[i % 5],
      i,
    ]);
    seeded.push({ ...created, status: STATUSES[i % 5], totalHours: i });
  }
});

afterAll(async () => {
  await t?.close();
});

const ids = (res: { json(): Row[] }) => res.json().map((r) => r.id);
const idsOf = (rows: Row[]) => rows.map((r) => r.id);

describe('list', () => {
  test('answers every timesheet with names joined, newest period first by default', async () => {
    const res = await call('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(ids(res)).toEqual(idsOf([...seeded].reverse()));
    expect(res.json()[14]).toMatchObject({
      employeeName: 'Alice Archer',
      vendorName: 'Initech',
      periodStartDate: '2025-01-06',
      periodEndDate: '2025-01-10',
      status: 'PENDING',
      totalHours: 0,
      notes: null,
    });
  });

  test('filters names (contains, any case, literal), several statuses and exact ids', async () => {
    const byEmployee = await call('?employeeName=RUNO%20b');
    expect(ids(byEmployee)).toEqual(idsOf(seeded.filter((_, i) => i % 3 === 1).reverse()));
    const byVendor = await call(`?vendorName=${encodeURIComponent('%_o')}`);
    expect(ids(byVendor)).toEqual(
      idsOf(seeded.filter((r) => r.vendorName === '50%_Off').reverse()),
    );
    const byStatus = await call('?status=submitted,Approved&sort=id&order=asc');
    expect(ids(byStatus)).toEqual(
      idsOf(seeded.filter((r) => r.status === 'SUBMITTED' || r.status === 'APPROVED')),
    );
    const both = await call(`?employeeId=${employees[0]}&vendorId=${vendors[1]}&sort=id&order=asc`);
    expect(ids(both)).toEqual(
      idsOf(seeded.filter((r) => r.employeeId === employees[0] && r.vendorId === vendors[1])),
    );
    expect(ids(both).length).toBeGreaterThan(0);
  });

  test.each([
    ['id', (r: Row) => r.id],
    ['employeeName', (r: Row) => r.employeeName.toLowerCase()],
    ['vendorName', (r: Row) => r.vendorName.toLowerCase()],
    ['billingCode', (r: Row) => r.billingCode.toLowerCase()],
    ['periodStartDate', (r: Row) => r.periodStartDate],
    ['periodEndDate', (r: Row) => r.periodEndDate],
    ['totalHours', (r: Row) => r.totalHours],
    ['status', (r: Row) => r.status],
  ])('sorts by %s both ways, ties broken by id', async (field, key) => {
    const cmp = (a: Row, b: Row) => {
      const [x, y] = [key(a), key(b)];
      return x < y ? -1 : x > y ? 1 : a.id - b.id;
    };
    const asc = await call(`?sort=${field}&order=asc`);
    expect(ids(asc)).toEqual(idsOf([...seeded].sort(cmp)));
    const desc = await call(`?sort=${field}&order=DESC`);
    expect(ids(desc)).toEqual(idsOf([...seeded].sort(cmp).reverse()));
  });

  test('sorts by notes with empty notes last', async () => {
    const res = await call('?sort=notes&order=asc');
    const notes = res.json().map((r: Row) => r.notes);
    expect(notes.slice(-4)).toEqual([null, null, null, null]);
    const written = notes.slice(0, -4) as string[];
    expect(written).toEqual([...written].sort());
  });

  test('pages with X-Total-Count of the filtered rows', async () => {
    const page = await call('?status=pending,rejected,locked&sort=id&order=asc&limit=4&offset=4');
    expect(page.statusCode).toBe(200);
    const matching = seeded.filter((r) => ['PENDING', 'REJECTED', 'LOCKED'].includes(r.status));
    expect(page.headers['x-total-count']).toBe(String(matching.length));
    expect(ids(page)).toEqual(idsOf(matching.slice(4, 8)));
    const first = await call('?limit=5');
    expect(first.headers['x-total-count']).toBe('15');
    expect(ids(first)).toEqual(idsOf([...seeded].reverse().slice(0, 5)));
  });

  test.each([
    ['?sort=corpId', 'sort'],
    ['?order=up', 'order'],
    ['?limit=-1', 'limit'],
    ['?status=DONE', 'status'],
    ['?employeeId=abc', 'employeeId'],
    ['?vendorId=0', 'vendorId'],
    ['?corpId=1', 'corpId'],
  ])('%s is a 400 naming the parameter', async (query, field) => {
    const res = await call(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
  });
});
