/**
 * Approved, not invoiced by vendor (docs/workflows.md#never-billing-a-week-twice): the page of
 * vendors with their weeks and totals, one vendor's sheets by page, what Select all takes, and the
 * weeks not over yet, which wait.
 */
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedEmployee,
  seedTenant,
  seedVendor,
  type Tenant,
} from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { createTimesheet, forceStatus, weekBody } from '../../testing/timesheets.fixture.js';
import { addDays, businessToday } from '../common/business-day.js';

let t: TestApp;
let acme: Tenant;
let bravo: Tenant;
let people = 0;

type Vendor = { vendorId: number; vendorName: string; weeks: number; invoiceable: number };
type Sheet = { timesheetId: number; vendorId: number; amount: number | null };

const get = (url: string, token = acme.employer) => callApi(t, 'GET', url, token);
const vendorsPage = async (query = '', token = acme.employer) => {
  const res = await get(`/api/invoices/billable/vendors${query}`, token);
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Vendor[], total: res.headers['x-total-count'] };
};
const sheetsPage = async (query: string, token = acme.employer) => {
  const res = await get(`/api/invoices/billable${query}`, token);
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Sheet[], total: res.headers['x-total-count'] };
};

/**
 * An Approved week of a new employee at `vendor` from `monday`, `hours` on each of its five
 * weekdays; billed at `rate` unless `rate` is null (no arrangement).
 */
async function approvedWeek(
  vendor: number,
  { monday = '2025-03-03', hours = 8, rate = 87.35 as number | null } = {},
): Promise<number> {
  const employeeId = await seedEmployee(t, acme.corpId, {
    firstName: `P${String(++people).padStart(3, '0')}`,
    lastName: 'Lee',
  });
  if (rate !== null)
    await createBilling(t, acme.employer, billingBody(employeeId, vendor, { billRate: rate }));
  const sheet = await createTimesheet(
    t,
    acme.employer,
    weekBody(employeeId, vendor, { periodStartDate: monday, periodEndDate: addDays(monday, 6) }),
  );
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = $2
      WHERE timesheet_id = $1 AND extract(isodow FROM calendar_date) < 6`,
    [sheet.id, hours],
  );
  await forceStatus(t, sheet.id, 'APPROVED');
  return sheet.id;
}

/** Moves a sheet's week so that it ends on `end`, straight in the database. */
const endOn = (sheet: number, end: string) =>
  t.db.query(
    `UPDATE timesheets SET period_start_date = $2::date - 6, period_end_date = $2::date
      WHERE id = $1`,
    [sheet, end],
  );

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme', 'boss@a.example');
  bravo = await seedTenant(t, 'Bravo', 'boss@b.example');
});
afterAll(() => t?.close());

test('a vendor’s weeks and totals, to the cent, as its invoice adds them up', async () => {
  const vendor = await seedVendor(t, acme.corpId, 'Aardvark Totals');
  // 1.33 hours a day: 6.65 h at 87.35 is 580.8775, a line of 580.88; three lines bill 1,742.64,
  // where rounding the sum of the unrounded amounts (1,742.6325) would give 1,742.63
  const weeks = [
    await approvedWeek(vendor, { hours: 1.33 }),
    await approvedWeek(vendor, { hours: 1.33 }),
    await approvedWeek(vendor, { hours: 1.33 }),
  ];
  const unbilled = await approvedWeek(vendor, { hours: 2, rate: null });

  const { rows } = await vendorsPage(`?vendorId=${vendor}`);
  expect(rows).toEqual([
    {
      vendorId: vendor,
      vendorName: 'Aardvark Totals',
      weeks: 4,
      invoiceable: 3,
      hours: 19.95,
      amount: 1742.64,
    },
  ]);

  // the invoice of them all bills the same
  const made = await callApi(t, 'POST', '/api/invoices/from-timesheets', acme.employer, {
    timesheetIds: weeks,
  });
  expect([made.statusCode, made.json().amount]).toEqual([201, 1742.64]);
  const after = await vendorsPage(`?vendorId=${vendor}`);
  expect(after.rows).toEqual([
    expect.objectContaining({ weeks: 1, invoiceable: 0, hours: 0, amount: 0 }),
  ]);
  expect((await sheetsPage(`?vendorId=${vendor}`)).rows.map((r) => r.timesheetId)).toEqual([
    unbilled,
  ]);
});

test('vendors come by name a page at a time, with their count; a name narrows them', async () => {
  const names = ['Mango Paging', 'mango Apple', 'Mango Zest'];
  const ids = [];
  for (const name of names) {
    const id = await seedVendor(t, acme.corpId, name);
    await approvedWeek(id);
    ids.push(id);
  }
  await seedVendor(t, acme.corpId, 'Mango Idle'); // nothing waiting: not listed

  const first = await vendorsPage('?vendor=ANGO&limit=2');
  expect([first.rows.map((r) => r.vendorName), first.total]).toEqual([
    ['mango Apple', 'Mango Paging'],
    '3',
  ]);
  const second = await vendorsPage('?vendor=ango&limit=2&offset=2&withTotal=false');
  expect([second.rows.map((r) => r.vendorName), second.total]).toEqual([['Mango Zest'], undefined]);
  // a LIKE wildcard is a letter like any other
  expect((await vendorsPage('?vendor=M_ngo')).rows).toEqual([]);
});

test('one vendor’s sheets by page; invoiceable and ids narrow them for Select all', async () => {
  const vendor = await seedVendor(t, acme.corpId, 'Paged Weeks');
  const billed = [];
  for (const monday of ['2025-03-17', '2025-03-03', '2025-03-10'])
    billed.push(await approvedWeek(vendor, { monday }));
  const none = await approvedWeek(vendor, { monday: '2025-03-03', rate: null });
  const [w17, w03, w10] = billed;

  const page1 = await sheetsPage(`?vendorId=${vendor}&limit=2`);
  expect([page1.rows.map((r) => r.timesheetId), page1.total]).toEqual([[w03, none], '4']);
  const page2 = await sheetsPage(`?vendorId=${vendor}&limit=2&offset=2`);
  expect(page2.rows.map((r) => r.timesheetId)).toEqual([w10, w17]);

  const selectable = await sheetsPage(`?vendorId=${vendor}&invoiceable=true&limit=100`);
  expect([selectable.rows.map((r) => r.timesheetId), selectable.total]).toEqual([
    [w03, w10, w17],
    '3',
  ]);
  const some = await sheetsPage(`?vendorId=${vendor}&ids=${w17},${none}`);
  expect(some.rows.map((r) => r.timesheetId)).toEqual([none, w17]);

  // one invoice's worth at most, and nothing but numbers
  for (const bad of [
    'limit=101',
    'limit=0',
    'offset=-1',
    'ids=1,,2',
    'ids=abc',
    'invoiceable=maybe',
  ]) {
    const res = await get(`/api/invoices/billable?vendorId=${vendor}&${bad}`);
    expect([bad, res.statusCode]).toEqual([bad, 400]);
  }
  const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
  expect((await get(`/api/invoices/billable?ids=${tooMany}`)).statusCode).toBe(400);
  expect((await get('/api/invoices/billable/vendors?limit=101')).statusCode).toBe(400);
});

test('a week not over yet waits: neither listed nor counted until its last day', async () => {
  const vendor = await seedVendor(t, acme.corpId, 'Week Ends');
  const today = businessToday();
  const endsToday = await approvedWeek(vendor);
  const endsTomorrow = await approvedWeek(vendor);
  await endOn(endsToday, today);
  await endOn(endsTomorrow, addDays(today, 1));

  const sheets = await sheetsPage(`?vendorId=${vendor}`);
  expect([sheets.rows.map((r) => r.timesheetId), sheets.total]).toEqual([[endsToday], '1']);
  expect((await vendorsPage(`?vendorId=${vendor}`)).rows).toEqual([
    expect.objectContaining({ weeks: 1, invoiceable: 1 }),
  ]);

  // a vendor whose only week is not over is not listed at all
  const later = await seedVendor(t, acme.corpId, 'Week Ends Later');
  await endOn(await approvedWeek(later), addDays(today, 3));
  expect((await vendorsPage(`?vendorId=${later}`)).rows).toEqual([]);
});

test('another corporation sees none of them, even naming the vendor', async () => {
  const vendor = await seedVendor(t, acme.corpId, 'Tenant Wall');
  const sheet = await approvedWeek(vendor);
  expect(await vendorsPage('', bravo.employer)).toEqual({ rows: [], total: '0' });
  expect(await vendorsPage(`?vendorId=${vendor}`, bravo.employer)).toEqual({
    rows: [],
    total: '0',
  });
  expect(await sheetsPage(`?vendorId=${vendor}&ids=${sheet}`, bravo.employer)).toEqual({
    rows: [],
    total: '0',
  });
});
