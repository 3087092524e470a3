import { createTestApp, type TestApp } from '../testing/testApp.js';
import { seedEmployee, seedVendor, twoTenants } from '../testing/fixtures.js';
import { EMPLOYEE_TIMESHEETS_COUNTED, ID_SEARCHES } from './id-search.js';
import { withTenantTx } from './tenant.js';

let t: TestApp;
let corpA: number;
let corpB: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB } = await twoTenants(t));
  ids.anna = await seedEmployee(t, corpA, { firstName: 'Anna', lastName: 'Jackson' });
  ids.ben = await seedEmployee(t, corpA, { firstName: 'Ben', lastName: 'JOHNSON' });
  ids.carl = await seedEmployee(t, corpA, { firstName: 'Carl', lastName: 'Smith' });
  ids.dora = await seedEmployee(t, corpB, { firstName: 'Dora', lastName: 'Jackson' });
  ids.pct = await seedEmployee(t, corpA, { firstName: 'Eve', lastName: '100%son' });
  await seedVendor(t, corpA, 'Acme Parts');
  await seedVendor(t, corpB, 'Acme Tools');
});

afterAll(async () => {
  await t?.close();
});

/** What a search answers to the request role of `corpId` (null: no corporation selected). */
function search(corpId: number | null, fn: string, pattern: string, max = 2000) {
  return withTenantTx(t.db.pool, { corpId, userId: null }, async (tx) => {
    const { rows } = await tx.query<{ ids: string[] | null }>(`SELECT ${fn}($1, $2) AS ids`, [
      pattern,
      max,
    ]);
    return rows[0]!.ids && rows[0]!.ids.map(Number).sort((a, b) => a - b);
  });
}

const employees = ID_SEARCHES.employeeName.fn;

test('a search answers the current tenant’s matching ids only, in any case', async () => {
  expect(await search(corpA, employees, '%son%')).toEqual([ids.anna, ids.ben, ids.pct]);
  expect(await search(corpB, employees, '%son%')).toEqual([ids.dora]);
  expect(await search(corpA, employees, '%zzz%')).toEqual([]);
  expect(await search(null, employees, '%son%')).toEqual([]);
});

test('the pattern’s escapes match literally', async () => {
  expect(await search(corpA, employees, '%0\\%son%')).toEqual([ids.pct]);
  expect(await search(corpA, employees, '%\\_%')).toEqual([]);
});

test('past the maximum the search answers null, so that the list falls back to LIKE', async () => {
  expect(await search(corpA, employees, '%son%', 2)).toBeNull();
  expect(await search(corpA, employees, '%son%', 3)).toHaveLength(3);
  const counted = (max: number) =>
    withTenantTx(t.db.pool, { corpId: corpA, userId: null }, async (tx) => {
      const { rows } = await tx.query<{ ids: string[] | null; total: string | number }>(
        `SELECT ids, total FROM ${EMPLOYEE_TIMESHEETS_COUNTED}($1, $2, NULL)`,
        ['%son%', max],
      );
      return rows[0]!;
    });
  expect((await counted(2)).ids).toBeNull();
  const three = await counted(3);
  expect(three.ids).toHaveLength(3);
  expect(Number(three.total)).toBe(0);
});

test('every search runs as its owner with a fixed search path, callable by the request role only', async () => {
  for (const fn of [...Object.values(ID_SEARCHES).map((s) => s.fn), EMPLOYEE_TIMESHEETS_COUNTED]) {
    const { rows } = await t.db.query<{ definer: boolean; config: string[]; public: boolean }>(
      `SELECT prosecdef AS definer, proconfig AS config,
              has_function_privilege('public', oid, 'EXECUTE') AS public
         FROM pg_proc WHERE proname = $1`,
      [fn],
    );
    expect(rows).toEqual([
      { definer: true, config: ['search_path=public, pg_temp'], public: false },
    ]);
  }
});

test('each searched column has a trigram index that holds the corporation, which the owner’s plan reads', async () => {
  for (const { table, column } of Object.values(ID_SEARCHES)) {
    const { rows } = await t.db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE tablename = $1 AND indexname = $2`,
      [table, `${table}_${column}_trgm`],
    );
    expect(rows[0]?.indexdef).toMatch(
      new RegExp(`USING gin \\(corp_id, lower\\(${column}\\) gin_trgm_ops\\)`),
    );
  }
  const client = await t.db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const plan = await client.query(
      `EXPLAIN SELECT id FROM employees WHERE lower(full_name) LIKE '%jackson%'`,
    );
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('employees_full_name_trgm');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});

test('the lists filter through the searches and give the same rows', async () => {
  const token = t.superToken;
  const res = await t.app.inject({
    url: '/api/employees?name=SON&limit=50',
    headers: t.auth(token, corpA),
  });
  expect(res.statusCode).toBe(200);
  expect(
    res
      .json()
      .map((e: { id: number }) => e.id)
      .sort((a: number, b: number) => a - b),
  ).toEqual([ids.anna, ids.ben, ids.pct]);
  expect(res.headers['x-total-count']).toBe('3');
  const vendors = await t.app.inject({
    url: '/api/vendors?name=acme&limit=50',
    headers: t.auth(token, corpB),
  });
  expect(vendors.json().map((v: { name: string }) => v.name)).toEqual(['Acme Tools']);
  const none = await t.app.inject({
    url: '/api/timesheets?employeeName=nobody&limit=50',
    headers: t.auth(token, corpA),
  });
  expect(none.json()).toEqual([]);
  expect(none.headers['x-total-count']).toBe('0');
});
