/** The landing page's figures: who may read them, whose rows they count, and their sums to the cent. */
import { toCents } from '@staffledger/contracts';
import {
  callApi,
  seedEmployee,
  seedSignedInEmployee,
  seedTenant,
  seedVendor,
  type Tenant,
} from '../../testing/fixtures.js';
import { createInvoice, invoiceBody } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { createTimesheet, forceStatus, weekBody } from '../../testing/timesheets.fixture.js';
import { addDays, businessToday } from '../common/business-day.js';

let t: TestApp;
let acme: Tenant;
let bravo: Tenant;
let empty: Tenant;
const today = businessToday();

const CALLS = ['aging', 'billed-by-month', 'approved-hours', 'top-debtors'] as const;
type Call = (typeof CALLS)[number];

async function figures(call: Call, token: string, corpId?: number) {
  const res = await callApi(t, 'GET', `/api/dashboard/${call}`, token, undefined, corpId);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** An invoice of one line of `amount` dollars, through the API as the invoice form sends it. */
function invoice(tenant: Tenant, vendorId: number, amount: number, over: object = {}) {
  return createInvoice(
    t,
    tenant.employer,
    invoiceBody(vendorId, {
      invoiceDate: today,
      dueDate: today,
      items: [{ description: 'Work', quantity: 1, price: amount }],
      ...over,
    }),
  );
}

/** An invoice due `days` before today (dated that day too), of `amount`. */
const dueDaysAgo = (tenant: Tenant, vendorId: number, days: number, amount: number) =>
  invoice(tenant, vendorId, amount, {
    invoiceDate: addDays(today, -days),
    dueDate: addDays(today, -days),
  });

const bucketAmounts = async (tenant: Tenant) =>
  Object.fromEntries(
    (await figures('aging', tenant.employer)).buckets.map(
      (b: { bucket: string; amount: number }) => [b.bucket, b.amount],
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  bravo = await seedTenant(t, 'Bravo Staffing', 'boss@b.example');
  empty = await seedTenant(t, 'Empty Staffing', 'boss@e.example');
});

afterAll(async () => {
  await t?.close();
});

describe('who may read the figures', () => {
  test.each(CALLS)('%s: an employee is refused', async (call) => {
    const ann = await seedSignedInEmployee(
      t,
      acme.corpId,
      { firstName: `Ann${call}` },
      `ann-${call}@example.com`,
    );
    const res = await callApi(t, 'GET', `/api/dashboard/${call}`, ann.token);
    expect(res.statusCode).toBe(403);
  });

  test.each(CALLS)(
    '%s: a super user without a selected corporation is asked to select one',
    async (call) => {
      const res = await callApi(t, 'GET', `/api/dashboard/${call}`, t.superToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Select a corporation first.');
    },
  );

  test.each(CALLS)("%s: an employer cannot read another corporation's", async (call) => {
    const res = await callApi(
      t,
      'GET',
      `/api/dashboard/${call}`,
      acme.employer,
      undefined,
      bravo.corpId,
    );
    expect(res.statusCode).toBe(403);
  });
});

test('a corporation without invoices or sheets answers zeros: five buckets, 12 months, 12 weeks', async () => {
  const aging = await figures('aging', empty.employer);
  expect(aging.today).toBe(today);
  expect(aging.buckets.map((b: { bucket: string }) => b.bucket)).toEqual([
    'current',
    '1-30',
    '31-60',
    '61-90',
    '90+',
  ]);
  expect(
    aging.buckets.every(
      (b: { amount: number; invoices: number }) => b.amount === 0 && b.invoices === 0,
    ),
  ).toBe(true);

  const { months } = await figures('billed-by-month', empty.employer);
  expect(months).toHaveLength(12);
  expect(months[11].month).toBe(today.slice(0, 7));
  expect(months[11].from).toBe(`${today.slice(0, 7)}-01`);
  expect(months.every((m: { amount: number }) => m.amount === 0)).toBe(true);

  const { weeks } = await figures('approved-hours', empty.employer);
  expect(weeks).toHaveLength(12);
  const last = weeks[11];
  expect(new Date(`${last.weekStart}T12:00:00Z`).getUTCDay()).toBe(1); // a Monday
  expect(last.weekStart <= today && today <= last.weekEnd).toBe(true);
  expect(weeks.every((w: { hours: number }) => w.hours === 0)).toBe(true);

  expect((await figures('top-debtors', empty.employer)).vendors).toEqual([]);
});

test('each bucket takes its edges: due today is current, 1 day past is 1–30, 30/31, 60/61, 90/91', async () => {
  const corp = await seedTenant(t, 'Edges Staffing', 'boss@edges.example');
  const vendor = await seedVendor(t, corp.corpId, 'Edge Vendor');
  // a power of two per due date, so that each bucket's sum says exactly which invoices it took
  const days = [-5, 0, 1, 30, 31, 60, 61, 90, 91, 400];
  for (const [n, d] of days.entries()) {
    if (d < 0) await invoice(corp, vendor, 2 ** n, { dueDate: addDays(today, -d) });
    else await dueDaysAgo(corp, vendor, d, 2 ** n);
  }
  expect(await bucketAmounts(corp)).toEqual({
    current: 1 + 2,
    '1-30': 4 + 8,
    '31-60': 16 + 32,
    '61-90': 64 + 128,
    '90+': 256 + 512,
  });
  const { buckets } = await figures('aging', corp.employer);
  expect(buckets[1]).toMatchObject({
    dueFrom: addDays(today, -30),
    dueTo: addDays(today, -1),
    invoices: 2,
  });
  expect(buckets[0]).toMatchObject({ dueFrom: today, dueTo: null });
  expect(buckets[4]).toMatchObject({ dueFrom: null, dueTo: addDays(today, -91) });
});

test('paid and cancelled invoices owe nothing and a cancelled one bills nothing', async () => {
  const corp = await seedTenant(t, 'Settled Staffing', 'boss@settled.example');
  const vendor = await seedVendor(t, corp.corpId, 'Settled Vendor');
  const owed = await dueDaysAgo(corp, vendor, 10, 100);
  const paid = await dueDaysAgo(corp, vendor, 10, 40);
  await invoice(corp, vendor, 7, { status: 'Cancelled' });
  expect((await callApi(t, 'PUT', `/api/invoices/${paid.id}/paid`, corp.employer)).statusCode).toBe(
    200,
  );

  expect(await bucketAmounts(corp)).toEqual({
    current: 0,
    '1-30': 100,
    '31-60': 0,
    '61-90': 0,
    '90+': 0,
  });
  expect((await figures('top-debtors', corp.employer)).vendors).toEqual([
    { vendorId: vendor, name: 'Settled Vendor', amount: 100, invoices: 1 },
  ]);
  const { months } = await figures('billed-by-month', corp.employer);
  // the paid one was billed; the cancelled one, dated today, was not
  const billed = months.reduce((s: number, m: { amount: number }) => s + toCents(m.amount), 0);
  expect(billed).toBe(toCents(owed.amount) + toCents(paid.amount));
});

test("the sums match the seeded invoices to the cent, and never count another corporation's", async () => {
  const corp = await seedTenant(t, 'Sums Staffing', 'boss@sums.example');
  const vendors = [];
  for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta']) {
    vendors.push(await seedVendor(t, corp.corpId, `${name} Ltd`));
  }
  const other = await seedVendor(t, bravo.corpId, 'Bravo Client');
  await invoice(bravo, other, 999_999.99, {
    invoiceDate: addDays(today, -40),
    dueDate: addDays(today, -35),
  });

  // amounts in tenths and hundredths that floating point cannot add exactly (0.1 + 0.2)
  const made = [];
  for (let n = 0; n < 60; n += 1) {
    const price = Number(`${(n * 7919) % 5000}.${String((n * 37) % 100).padStart(2, '0')}`) + 0.1;
    const dated = addDays(today, -((n * 13) % 330));
    const due = addDays(dated, (n * 11) % 120);
    const status = n % 9 === 0 ? 'Paid' : n % 11 === 0 ? 'Cancelled' : 'Pending';
    made.push(
      await invoice(corp, vendors[n % vendors.length], Math.round(price * 100) / 100, {
        invoiceDate: dated,
        dueDate: due,
        items: [
          { description: 'Hours', quantity: 1.5, price: Math.round(price * 100) / 100 },
          { description: 'Travel', quantity: 1, price: 0.2 },
        ],
        status,
      }),
    );
  }

  // independently, in integer cents
  const unpaid = made.filter((i) => i.status === 'PENDING' || i.status === 'OVERDUE');
  const daysPast = (due: string) => (Date.parse(today) - Date.parse(due)) / 86_400_000;
  const expected = { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 } as Record<
    string,
    number
  >;
  for (const i of unpaid) {
    const d = daysPast(i.dueDate);
    const key =
      d <= 0 ? 'current' : d <= 30 ? '1-30' : d <= 60 ? '31-60' : d <= 90 ? '61-90' : '90+';
    expected[key] += toCents(i.amount);
  }
  const aging = await bucketAmounts(corp);
  expect(
    Object.fromEntries(Object.entries(aging).map(([k, v]) => [k, toCents(v as number)])),
  ).toEqual(expected);

  const byMonth = new Map<string, number>();
  for (const i of made.filter((i) => i.status !== 'CANCELLED')) {
    byMonth.set(
      i.invoiceDate.slice(0, 7),
      (byMonth.get(i.invoiceDate.slice(0, 7)) ?? 0) + toCents(i.amount),
    );
  }
  const { months } = await figures('billed-by-month', corp.employer);
  for (const m of months)
    expect([m.month, toCents(m.amount)]).toEqual([m.month, byMonth.get(m.month) ?? 0]);
  // a month's link: the invoices dated in it (the list also shows the cancelled ones, by status)
  const res = await callApi(
    t,
    'GET',
    `/api/invoices?invoiceDateFrom=${months[11].from}&invoiceDateTo=${months[11].to}&status=PENDING&limit=100`,
    corp.employer,
  );
  const pending = made.filter((i) => i.status === 'PENDING' && i.invoiceDate >= months[11].from);
  expect(
    res
      .json()
      .map((i: { id: number }) => i.id)
      .sort(),
  ).toEqual(pending.map((i) => i.id).sort());
  // invoices of 330 days fall inside the 12 months: every cent is shown
  const total = [...byMonth.values()].reduce((a, b) => a + b, 0);
  expect(months.reduce((s: number, m: { amount: number }) => s + toCents(m.amount), 0)).toBe(total);

  const owed = new Map<number, number>();
  for (const i of unpaid) owed.set(i.vendorId, (owed.get(i.vendorId) ?? 0) + toCents(i.amount));
  const top = [...owed.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 5);
  const { vendors: answered } = await figures('top-debtors', corp.employer);
  expect(
    answered.map((v: { vendorId: number; amount: number }) => [v.vendorId, toCents(v.amount)]),
  ).toEqual(top);
  expect(answered.map((v: { vendorId: number }) => v.vendorId)).not.toContain(other);
});

test('approved hours count accepted sheets (Approved or Locked) by the Monday of their period start', async () => {
  const corp = await seedTenant(t, 'Hours Staffing', 'boss@hours.example');
  const vendor = await seedVendor(t, corp.corpId, 'Hours Vendor');
  const employee = await seedEmployee(t, corp.corpId, { firstName: 'Hal' });
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  const sheet = async (start: string, hours: string, status: string, days = 7) => {
    const s = await createTimesheet(
      t,
      corp.employer,
      weekBody(employee, vendor, {
        periodStartDate: start,
        periodEndDate: addDays(start, days - 1),
      }),
    );
    await t.db.query('UPDATE timesheets SET total_hours = $2 WHERE id = $1', [s.id, hours]);
    await forceStatus(t, s.id, status);
  };
  await sheet(monday, '40.25', 'APPROVED');
  await sheet(addDays(monday, -7 + 3), '8.10', 'LOCKED', 4); // a Thursday start counts in its week
  await sheet(addDays(monday, -14), '12.00', 'SUBMITTED'); // not accepted yet
  await sheet(addDays(monday, -7 * 12), '99.00', 'APPROVED'); // 13 weeks ago: outside
  const other = await seedVendor(t, acme.corpId, 'Acme Vendor');
  const otherEmployee = await seedEmployee(t, acme.corpId, { firstName: 'Olga' });
  const foreign = await createTimesheet(
    t,
    acme.employer,
    weekBody(otherEmployee, other, { periodStartDate: monday, periodEndDate: addDays(monday, 6) }),
  );
  await t.db.query('UPDATE timesheets SET total_hours = 50 WHERE id = $1', [foreign.id]);
  await forceStatus(t, foreign.id, 'APPROVED');

  const { weeks } = await figures('approved-hours', corp.employer);
  // a week's link: the accepted sheets whose period starts in it
  const linked = await callApi(
    t,
    'GET',
    `/api/timesheets?status=APPROVED,LOCKED&periodStartFrom=${weeks[10].weekStart}&periodStartTo=${weeks[10].weekEnd}`,
    corp.employer,
  );
  expect(linked.json().map((s: { totalHours: number }) => s.totalHours)).toEqual([8.1]);
  expect(weeks[11]).toEqual({
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    hours: 40.25,
    timesheets: 1,
  });
  expect(weeks[10]).toMatchObject({ weekStart: addDays(monday, -7), hours: 8.1, timesheets: 1 });
  expect(weeks[9]).toMatchObject({ hours: 0, timesheets: 0 });
  expect(weeks[0].weekStart).toBe(addDays(monday, -77));
  expect(weeks.reduce((s: number, w: { hours: number }) => s + toCents(w.hours), 0)).toBe(4835);
});

describe('each figure leads to the list it sums', () => {
  let corp: Tenant;
  beforeAll(async () => {
    corp = await seedTenant(t, 'Links Staffing', 'boss@links.example');
    const vendor = await seedVendor(t, corp.corpId, 'Links Vendor');
    for (const [n, d] of [-3, 0, 1, 29, 45, 75, 120].entries()) {
      if (d < 0) await invoice(corp, vendor, 10 + n, { dueDate: addDays(today, -d) });
      else await dueDaysAgo(corp, vendor, d, 10 + n);
    }
    await dueDaysAgo(corp, vendor, 45, 99); // paid: in no bucket, but billed
    const paid = await dueDaysAgo(corp, vendor, 46, 98);
    await callApi(t, 'PUT', `/api/invoices/${paid.id}/paid`, corp.employer);
  });

  const list = async (query: string) => {
    const res = await callApi(t, 'GET', `/api/invoices?${query}&limit=100`, corp.employer);
    expect(res.statusCode).toBe(200);
    return (res.json() as { amount: number }[]).reduce((s, i) => s + toCents(i.amount), 0);
  };

  test('an aging bucket: the unpaid invoices due in its range', async () => {
    for (const b of (await figures('aging', corp.employer)).buckets) {
      const range = [b.dueFrom && `dueFrom=${b.dueFrom}`, b.dueTo && `dueTo=${b.dueTo}`];
      const query = ['unpaid=true', ...range].filter(Boolean).join('&');
      expect([b.bucket, await list(query)]).toEqual([b.bucket, toCents(b.amount)]);
    }
  });

  test('a vendor: its unpaid invoices', async () => {
    const [v] = (await figures('top-debtors', corp.employer)).vendors;
    expect(await list(`unpaid=true&customer=${encodeURIComponent(v.name)}`)).toBe(
      toCents(v.amount),
    );
  });

  test('a range bound that is not a date is refused', async () => {
    const res = await callApi(t, 'GET', '/api/invoices?dueFrom=2026-02-30', corp.employer);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      dueFrom: 'dueFrom must be a date written YYYY-MM-DD',
    });
    const sheets = await callApi(
      t,
      'GET',
      '/api/timesheets?periodStartTo=%27%20OR%201=1',
      corp.employer,
    );
    expect(sheets.statusCode).toBe(400);
  });
});
