import { Billing } from '@staffledger/contracts/schemas';

type Row = Billing;
import { BILLING_LIST } from '@staffledger/contracts';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import { callApi, seedEmployee, seedVendor, twoTenants } from '../../testing/fixtures.js';
import {
  expectNoTotalOnRequest,
  expectPaging,
  expectWholeList,
} from '../../testing/list-checks.js';

let t: TestApp;
let employerA: string;
let employerB: string;
let employees: number[];
let vendors: number[];

const EMPLOYEES = [
  { firstName: 'zoe', lastName: 'Young' },
  { firstName: 'Alice', lastName: 'Adams' },
  { firstName: 'bob', lastName: 'Brown' },
];
const VENDORS = ['Globex', 'acme 50%_Off', 'Initech'];
const STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE', 'CANCELLED'];
const FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY'];
const RATES = [9.5, 10, 100, 87.35, 0, 1234.56, 55.55, 10.01];

/** 24 billings of corporation A, made in this order (ids ascending). */
const seeded = Array.from({ length: 24 }, (_, i) => ({
  e: i % 3,
  v: Math.floor(i / 3) % 3,
  over: {
    billRate: RATES[i % RATES.length],
    invoiceDueDays: (i * 7) % 61,
    invoiceFrequency: FREQUENCIES[i % 3],
    billingCode: `${i % 2 === 0 ? 'code' : 'CODE'}-${String(24 - i).padStart(2, '0')}`,
    itemDescription: `Service ${String.fromCharCode(97 + ((i * 5) % 24))}`,
    startDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    firstPeriodEndDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-28`,
    endDate: i % 4 === 0 ? null : `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
    status: STATUSES[i % 4],
  },
}));

async function list(query: string, token = employerA) {
  return callApi(t, 'GET', `/api/billing${query}`, token);
}
const ids = (res: { json(): Row[] }) => res.json().map((r) => r.id);
const lowerCmp = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

beforeAll(async () => {
  t = await createTestApp();
  const { corpA, corpB, ...tokens } = await twoTenants(t);
  ({ employerA, employerB } = tokens);
  employees = [];
  for (const name of EMPLOYEES) employees.push(await seedEmployee(t, corpA, name));
  vendors = [];
  for (const name of VENDORS) vendors.push(await seedVendor(t, corpA, name));
  for (const s of seeded) {
    await createBilling(t, employerA, billingBody(employees[s.e], vendors[s.v], s.over));
  }
  // corporation B has look-alikes that must never show up in A's lists
  const eB = await seedEmployee(t, corpB, { firstName: 'Alice', lastName: 'Adams' });
  const vB = await seedVendor(t, corpB, 'Globex');
  await createBilling(t, employerB, billingBody(eB, vB, { status: 'ACTIVE' }));
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/billing without paging', () => {
  test('answers every row of the tenant, newest first, with the row shape and no total', async () => {
    const rows = await expectWholeList<Row>(list, 24, Billing);
    const answered = rows.map((r) => r.id);
    expect(answered).toEqual([...answered].sort((x, y) => y - x));
    // the oldest row is the first seeded one
    expect(rows[23]).toMatchObject({
      employeeName: 'zoe Young',
      vendorName: 'Globex',
      billRate: 9.5,
      invoiceDueDays: 0,
      invoiceFrequency: 'WEEKLY',
      billingCode: 'code-24',
      startDate: '2025-01-01',
      endDate: null,
      status: 'PENDING',
    });
  });
});

describe('filters', () => {
  test('employeeName and vendorName are case-insensitive contains, % and _ taken literally', async () => {
    const alice = (await list('?employeeName=ADAMS')).json() as Row[];
    expect(alice).toHaveLength(8);
    expect(alice.every((r) => r.employeeName === 'Alice Adams')).toBe(true);
    const acme = (await list(`?vendorName=${encodeURIComponent('50%_o')}`)).json() as Row[];
    expect(acme).toHaveLength(9);
    expect(acme.every((r) => r.vendorName === 'acme 50%_Off')).toBe(true);
    expect((await list('?vendorName=%25')).json()).toHaveLength(9);
    expect((await list('?employeeName=o')).json()).toHaveLength(16);
  });

  test('status matches exactly in any case; several values comma-separated', async () => {
    const active = (await list('?status=active')).json() as Row[];
    expect(active).toHaveLength(6);
    expect(active.every((r) => r.status === 'ACTIVE')).toBe(true);
    const two = (await list('?status=Pending,cancelled')).json() as Row[];
    expect(two).toHaveLength(12);
    expect(new Set(two.map((r) => r.status))).toEqual(new Set(['PENDING', 'CANCELLED']));
  });

  test('employeeId and vendorId match one reference', async () => {
    const rows = (await list(`?employeeId=${employees[2]}`)).json() as Row[];
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.employeeId === employees[2] && r.employeeName === 'bob Brown')).toBe(
      true,
    );
    const v = (await list(`?vendorId=${vendors[1]}&employeeId=${employees[0]}`)).json() as Row[];
    expect(v.map((r) => [r.employeeName, r.vendorName])).toEqual([
      ['zoe Young', 'acme 50%_Off'],
      ['zoe Young', 'acme 50%_Off'],
      ['zoe Young', 'acme 50%_Off'],
    ]);
  });

  test('filters combine, and an empty value means no filter', async () => {
    const rows = (
      await list('?status=ACTIVE&employeeName=alice&vendorName=globex')
    ).json() as Row[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'ACTIVE', employeeName: 'Alice Adams' });
    expect((await list('?employeeName=&vendorName=&status=&employeeId=')).json()).toHaveLength(24);
  });
});

describe('sorting', () => {
  test.each([...BILLING_LIST.sortable])('sort=%s asc and desc are mirror images', async (sort) => {
    const asc = await list(`?sort=${sort}&order=asc`);
    const desc = await list(`?sort=${sort}&order=DESC`);
    expect(asc.statusCode).toBe(200);
    expect(desc.statusCode).toBe(200);
    expect(ids(asc)).toHaveLength(24);
    expect(ids(asc)).toEqual(ids(desc).reverse());
  });

  test.each(['employeeName', 'vendorName', 'billingCode', 'itemDescription'])(
    'sort=%s orders text ignoring case',
    async (sort) => {
      const values = ((await list(`?sort=${sort}&order=asc`)).json() as Row[]).map(
        (r) => r[sort as keyof Row] as string,
      );
      expect(values).toEqual([...values].sort(lowerCmp));
      expect(new Set(values).size).toBeGreaterThan(1);
    },
  );

  test('sort=billRate orders by amount, not by text', async () => {
    const rates = ((await list('?sort=billRate&order=asc')).json() as Row[]).map((r) => r.billRate);
    expect(rates).toEqual([...rates].sort((x, y) => x - y));
    expect(rates.indexOf(9.5)).toBeLessThan(rates.indexOf(10));
    expect(rates[23]).toBe(1234.56);
  });

  test('sort=invoiceDueDays and the dates order ascending; endDate puts nulls last', async () => {
    const days = ((await list('?sort=invoiceDueDays&order=asc')).json() as Row[]).map(
      (r) => r.invoiceDueDays,
    );
    expect(days).toEqual([...days].sort((x, y) => x - y));
    const starts = ((await list('?sort=startDate&order=asc')).json() as Row[]).map(
      (r) => r.startDate,
    );
    expect(starts).toEqual([...starts].sort());
    const ends = ((await list('?sort=endDate&order=asc')).json() as Row[]).map((r) => r.endDate);
    const set = ends.filter((d): d is string => d !== null);
    expect(set).toEqual([...set].sort());
    expect(ends.slice(set.length)).toEqual([null, null, null, null, null, null]);
  });
});

describe('paging', () => {
  test('limit and offset give one page with X-Total-Count of the filtered rows', () =>
    expectPaging(list, {
      keyOf: (r: Row) => r.id,
      total: 24,
      filter: 'status=ACTIVE',
      filtered: 6,
    }));

  test('a page sorted by name carries the right names, and filtered by name the right total', async () => {
    const byName = (await list('?sort=employeeName&order=asc&limit=8&offset=8')).json() as Row[];
    expect(byName.every((r) => r.employeeName === 'bob Brown')).toBe(true);
    const page = await list('?employeeName=young&limit=3&offset=3');
    expect(page.headers['x-total-count']).toBe('8');
    expect((page.json() as Row[]).every((r) => r.employeeName === 'zoe Young')).toBe(true);
    // a page sorted by id joins the names after cutting the page
    const late = (await list('?limit=5&offset=5')).json() as Row[];
    const full = (await list('')).json() as Row[];
    expect(late).toEqual(full.slice(5, 10));
  });

  test('withTotal=false skips the total', () => expectNoTotalOnRequest(list));

  test('another corporation’s employer pages its own rows only', async () => {
    const res = await list('?limit=5', employerB);
    expect(res.headers['x-total-count']).toBe('1');
    expect((res.json() as Row[])[0]).toMatchObject({
      employeeName: 'Alice Adams',
      vendorName: 'Globex',
    });
  });
});

describe('a bad list query is a 400 naming the parameter', () => {
  test.each([
    ['?limit=0', 'limit'],
    ['?offset=-5', 'offset'],
    ['?sort=corpId', 'sort'],
    ['?sort=notes', 'sort'],
    ['?order=up', 'order'],
    ['?status=DONE', 'status'],
    ['?employeeId=abc', 'employeeId'],
    ['?vendorId=0', 'vendorId'],
    ['?billingCode=x', 'billingCode'],
    ['?withTotal=maybe', 'withTotal'],
  ])('%s', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: expect.any(String),
      message: expect.any(String),
      fieldErrors: expect.objectContaining({ [field]: expect.any(String) }),
    });
  });
});
