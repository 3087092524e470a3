import { VendorRow } from '@staffledger/contracts/schemas';

type Row = VendorRow;
import { seedVendor, twoTenants } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import {
  expectNoTotalOnRequest,
  expectPaging,
  expectWholeList,
} from '../../testing/list-checks.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;

const STATUSES = ['ACTIVE', 'INACTIVE', 'ONBOARDING', null] as const;
const STATES = ['MA', 'CO', 'NY', 'ME', null] as const;

/** 25 vendors of corporation A: "Vendor 01" .. "Vendor 25", a few with names that test matching. */
const seeded = Array.from({ length: 25 }, (_, i) => {
  const n = i + 1;
  return {
    name:
      n === 7 ? '50%_Off\\Supply' : n === 8 ? 'north WIND' : `Vendor ${String(n).padStart(2, '0')}`,
    address: `${n} Oak Avenue`,
    city: ['Boston', 'Denver', 'Albany'][i % 3],
    state: STATES[i % STATES.length],
    zip: String(20000 + n),
    status: STATUSES[i % STATUSES.length],
    startDate:
      n % 10 === 0
        ? null
        : `2025-${String((n % 12) + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`,
    invoiced: n % 3 === 0,
    contacts: [{ name: `Contact ${n}` }],
  };
});

async function list(query: string, token = employerA) {
  return t.app.inject({ method: 'GET', url: `/api/vendors${query}`, headers: t.auth(token) });
}
const names = (res: { json(): Row[] }) => res.json().map((r) => r.name);
const ci = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA } = await twoTenants(t, ['Acme', 'Bravo']));
  for (const v of seeded) await seedVendor(t, corpA, v);
  // corporation B has look-alikes that must never show up in A's lists
  for (const name of ['Vendor 01 of B', 'north WIND of B']) {
    await seedVendor(t, corpB, { name, state: 'MA', status: 'ACTIVE', invoiced: true });
  }
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/vendors without paging', () => {
  test('answers every row of the tenant sorted by name, with the row shape and no total', async () => {
    const rows = await expectWholeList<Row>(list, 25, VendorRow);
    const answered = rows.map((r) => r.name);
    expect(answered).toEqual([...answered].sort(ci));
    expect(rows.find((r) => r.name === 'Vendor 03')).toMatchObject({
      state: 'NY',
      status: 'ONBOARDING',
      startDate: '2025-04-03',
      invoiced: true,
    });
  });
});

describe('filters', () => {
  test('name is a case-insensitive contains, with % _ \\ taken literally', async () => {
    expect(names(await list('?name=NORTH'))).toEqual(['north WIND']);
    expect(names(await list('?name=vendor%202'))).toEqual([
      'Vendor 20',
      'Vendor 21',
      'Vendor 22',
      'Vendor 23',
      'Vendor 24',
      'Vendor 25',
    ]);
    expect(names(await list(`?name=${encodeURIComponent('%_off\\')}`))).toEqual([
      '50%_Off\\Supply',
    ]);
    expect(names(await list('?name=%25'))).toEqual(['50%_Off\\Supply']);
  });

  test('state is a case-insensitive contains', async () => {
    const ma = (await list('?state=ma')).json() as Row[];
    expect(ma).toHaveLength(5);
    expect(ma.every((r) => r.state === 'MA')).toBe(true);
    const m = (await list('?state=M')).json() as Row[];
    expect(new Set(m.map((r) => r.state))).toEqual(new Set(['MA', 'ME']));
    expect(m).toHaveLength(10);
  });

  test('status matches exactly in any case; several values comma-separated', async () => {
    const active = (await list('?status=active')).json() as Row[];
    expect(active).toHaveLength(7);
    expect(active.every((r) => r.status === 'ACTIVE')).toBe(true);
    const two = (await list('?status=Inactive,ONBOARDING')).json() as Row[];
    expect(two).toHaveLength(12);
    expect(new Set(two.map((r) => r.status))).toEqual(new Set(['INACTIVE', 'ONBOARDING']));
  });

  test('invoiced=true and invoiced=false', async () => {
    const yes = (await list('?invoiced=true')).json() as Row[];
    expect(yes.map((r) => r.name).sort()).toEqual(
      seeded
        .filter((v) => v.invoiced)
        .map((v) => v.name)
        .sort(),
    );
    expect(yes).toHaveLength(8);
    expect((await list('?invoiced=FALSE')).json()).toHaveLength(17);
  });

  test('filters combine, and an empty value means no filter', async () => {
    const rows = (await list('?status=ACTIVE&invoiced=true&name=vendor')).json() as Row[];
    expect(rows.every((r) => r.status === 'ACTIVE' && r.invoiced)).toBe(true);
    expect(rows.map((r) => r.name)).toEqual(['Vendor 09', 'Vendor 21']);
    expect((await list('?name=&state=&status=&invoiced=')).json()).toHaveLength(25);
  });
});

describe('sorting', () => {
  test.each(['name', 'address', 'city', 'state', 'zip', 'status', 'startDate', 'invoiced'])(
    'sort=%s asc and desc are mirror images (nulls included)',
    async (sort) => {
      const asc = await list(`?sort=${sort}&order=asc`);
      const desc = await list(`?sort=${sort}&order=DESC`);
      expect(asc.statusCode).toBe(200);
      expect(desc.statusCode).toBe(200);
      expect(asc.json().map((r: Row) => r.id)).toEqual(
        desc
          .json()
          .map((r: Row) => r.id)
          .reverse(),
      );
    },
  );

  test('sort by startDate orders dates ascending with nulls last', async () => {
    const rows = (await list('?sort=startDate')).json() as Row[];
    const dates = rows.map((r) => r.startDate);
    const nonNull = dates.filter((d): d is string => d !== null);
    expect(nonNull).toEqual([...nonNull].sort());
    expect(dates.slice(nonNull.length)).toEqual([null, null]);
  });

  test('sort by invoiced puts false before true', async () => {
    const rows = (await list('?sort=invoiced')).json() as Row[];
    expect(rows.slice(0, 17).every((r) => !r.invoiced)).toBe(true);
    expect(rows.slice(17).every((r) => r.invoiced)).toBe(true);
  });

  test('sort by state desc', async () => {
    const states = ((await list('?sort=state&order=desc')).json() as Row[]).map((r) => r.state);
    expect(states.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(states.slice(5)).toEqual([...states.slice(5)].sort().reverse());
  });
});

describe('paging', () => {
  test('limit and offset give one page with X-Total-Count of the filtered rows', () =>
    expectPaging(list, {
      keyOf: (r: Row) => r.name,
      total: 25,
      filter: 'status=ACTIVE',
      filtered: 7,
    }));

  test('withTotal=false skips the total', () => expectNoTotalOnRequest(list));

  test('a super user pages the selected corporation only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vendors?limit=5',
      headers: t.auth(t.superToken, corpB),
    });
    expect(res.headers['x-total-count']).toBe('2');
    expect(names(res)).toEqual(['north WIND of B', 'Vendor 01 of B']);
  });
});

describe('a bad list query is a 400 naming the parameter', () => {
  test.each([
    ['?limit=-1', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=100000', 'limit'],
    ['?offset=-5', 'offset'],
    ['?sort=corpId', 'sort'],
    ['?sort=contacts', 'sort'],
    ['?order=up', 'order'],
    ['?status=PAUSED', 'status'],
    ['?invoiced=yes', 'invoiced'],
    ['?withTotal=maybe', 'withTotal'],
    ['?city=Boston', 'city'],
    ['?corpId=2', 'corpId'],
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
