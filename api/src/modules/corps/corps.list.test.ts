import { CorpRow } from '@staffledger/contracts/schemas';
import { seedCorp } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { expectNoTotalOnRequest, expectWholeList } from '../../testing/list-checks.js';

let t: TestApp;

const STATUSES = ['ACTIVE', 'INACTIVE', 'ONBOARDING', null] as const;
const CITIES = ['Boston', 'Denver', 'Austin', 'Seattle', 'Chicago'];

/** 30 corporations: "Corp 01" .. "Corp 30" plus a few names that test matching. */
const seeded = Array.from({ length: 30 }, (_, i) => {
  const n = i + 1;
  return {
    name:
      n === 7 ? '50%_Off\\Staffing' : n === 8 ? 'north WIND' : `Corp ${String(n).padStart(2, '0')}`,
    address: `${n} Elm Street`,
    city: CITIES[i % CITIES.length],
    state: i % 2 === 0 ? 'MA' : 'CO',
    zip: String(10000 + n),
    status: STATUSES[i % STATUSES.length],
    startDate:
      n % 10 === 0
        ? null
        : `2025-${String((n % 12) + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`,
  };
});

async function list(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/corps${query}`, headers: t.auth(t.superToken) });
}
const names = (res: { json(): { name: string }[] }) => res.json().map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  for (const corp of seeded) await seedCorp(t, corp);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/corps without paging', () => {
  test('answers every row, sorted by name, with the list row shape and no total header', async () => {
    const rows = await expectWholeList<{ name: string }>(list, 30, CorpRow);
    const answered = rows.map((r) => r.name);
    const sorted = [...answered].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(answered).toEqual(sorted);
  });
});

describe('filters', () => {
  test('name is a case-insensitive contains', async () => {
    expect(names(await list('?name=NORTH'))).toEqual(['north WIND']);
    expect(names(await list('?name=corp%201'))).toEqual([
      'Corp 10',
      'Corp 11',
      'Corp 12',
      'Corp 13',
      'Corp 14',
      'Corp 15',
      'Corp 16',
      'Corp 17',
      'Corp 18',
      'Corp 19',
    ]);
  });

  test('LIKE wildcards in a filter match literally', async () => {
    expect(names(await list(`?name=${encodeURIComponent('50%_')}`))).toEqual(['50%_Off\\Staffing']);
    expect(names(await list(`?name=${encodeURIComponent('%')}`))).toEqual(['50%_Off\\Staffing']);
    expect(names(await list(`?name=${encodeURIComponent('\\')}`))).toEqual(['50%_Off\\Staffing']);
    expect(names(await list(`?name=${encodeURIComponent('_')}`))).toEqual(['50%_Off\\Staffing']);
  });

  test('address, city, state and zip filters', async () => {
    expect(names(await list('?address=12%20elm'))).toEqual(['Corp 12']);
    expect((await list('?city=bost')).json()).toHaveLength(6);
    expect((await list('?state=ma')).json()).toHaveLength(15);
    expect(names(await list('?zip=10030'))).toEqual(['Corp 30']);
  });

  test('status matches exactly in any case; several values are comma-separated', async () => {
    const active = (await list('?status=active')).json();
    expect(active).toHaveLength(8);
    expect(active.every((r: { status: string }) => r.status === 'ACTIVE')).toBe(true);
    expect((await list('?status=Active,INACTIVE')).json()).toHaveLength(16);
    expect((await list('?status=onboarding')).json()).toHaveLength(7);
  });

  test('filters combine', async () => {
    const res = await list('?city=boston&status=ACTIVE&limit=50');
    const rows = res.json();
    expect(
      rows.every(
        (r: { city: string; status: string }) => r.city === 'Boston' && r.status === 'ACTIVE',
      ),
    ).toBe(true);
    expect(res.headers['x-total-count']).toBe(String(rows.length));
  });

  test('an empty filter is no filter', async () => {
    expect((await list('?name=&status=')).json()).toHaveLength(30);
  });
});

describe('sorting', () => {
  test('name descending', async () => {
    const res = await list('?sort=name&order=DESC');
    const sorted = [...names(res)].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()));
    expect(names(res)).toEqual(sorted);
  });

  test('startDate ascending puts empty dates last, descending first', async () => {
    const asc = (await list('?sort=startDate&order=asc')).json();
    const dates = asc.map((r: { startDate: string | null }) => r.startDate);
    expect(dates.slice(-3)).toEqual([null, null, null]);
    const real = dates.filter(Boolean) as string[];
    expect(real).toEqual([...real].sort());
    const desc = (await list('?sort=startDate&order=desc')).json();
    expect(desc[0].startDate).toBeNull();
  });

  test.each(['address', 'city', 'state', 'zip', 'status'])('sort=%s is accepted', async (field) => {
    const res = await list(`?sort=${field}&order=asc&limit=5`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
  });

  test('equal sort keys keep a stable order by id across pages', async () => {
    const all = (await list('?sort=city')).json().map((r: { id: number }) => r.id);
    const paged: number[] = [];
    for (let offset = 0; offset < 30; offset += 7) {
      paged.push(
        ...(await list(`?sort=city&limit=7&offset=${offset}`))
          .json()
          .map((r: { id: number }) => r.id),
      );
    }
    expect(paged).toEqual(all);
  });
});

describe('paging', () => {
  test('limit and offset give one page and X-Total-Count', async () => {
    const res = await list('?limit=10&offset=0');
    expect(res.json()).toHaveLength(10);
    expect(res.headers['x-total-count']).toBe('30');
    const last = await list('?limit=10&offset=25');
    expect(last.json()).toHaveLength(5);
    expect(last.headers['x-total-count']).toBe('30');
  });

  test('the total counts the filtered rows', async () => {
    const res = await list('?status=ACTIVE&limit=3');
    expect(res.json()).toHaveLength(3);
    expect(res.headers['x-total-count']).toBe('8');
  });

  test('a page past the end is empty and still has the total', async () => {
    const res = await list('?limit=10&offset=100');
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('30');
  });

  test('withTotal=false skips the total', () => expectNoTotalOnRequest(list));
});

describe('bad list queries answer 400 with field errors', () => {
  test.each([
    ['?sort=password', 'sort'],
    ['?sort=country', 'sort'],
    ['?order=sideways', 'order'],
    ['?limit=-1', 'limit'],
    ['?limit=100000', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=ten', 'limit'],
    ['?offset=-5', 'offset'],
    ['?status=CLOSED', 'status'],
    ['?website=acme', 'website'],
    ['?withTotal=maybe', 'withTotal'],
    ['?limit=5&limit=6', 'limit'],
  ])('%s', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBeDefined();
    expect(body.message).toBeDefined();
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });
});
