/**
 * The name searches on a tenant large enough to be sampled (migration 044): a broad text is known
 * broad before any search, and the list walks its rows instead; a narrow one is searched as before.
 * Every page and total is checked against a plain query of the same rows.
 */
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { seedAtScale } from './seed-at-scale.js';
import { ID_SEARCHES } from './id-search.js';
import { statementsOf, watchStatements } from '../testing/statements.js';

let t: TestApp;
let corp: number;

beforeAll(async () => {
  t = await createTestApp();
  watchStatements(t.app.pg);
  const client = await t.db.pool.connect();
  try {
    await client.query('BEGIN');
    // 600 employees in the big corporation: more than the probe's sample
    await seedAtScale(client, 0.06, { shape: 'common-names' });
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    client.release();
  }
  const { rows } = await t.db.query<{ id: string }>('SELECT min(id) AS id FROM corporations');
  corp = Number(rows[0].id);
}, 120_000);

afterAll(() => t?.close());

/** A search function's answer for the corporation, as the list calls it. */
async function search(sql: string, pattern: string): Promise<Record<string, unknown>> {
  const client = await t.db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT set_config('app.corp_id', $1, true)`, [String(corp)]);
    const { rows } = await client.query(sql, [pattern, 2000]);
    return rows[0];
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/** The page and the total of a plain query: the corporation's SUBMITTED and APPROVED sheets. */
async function expected(where: string, text: string, order: string, offset: number) {
  const from = `FROM timesheets t JOIN employees e ON e.id = t.employee_id
    JOIN vendors v ON v.id = t.vendor_id
   WHERE t.corp_id = $1 AND t.status IN ('SUBMITTED', 'APPROVED') AND ${where} ILIKE $2`;
  const page = await t.db.query<{ id: string }>(
    `SELECT t.id ${from} ORDER BY ${order} LIMIT 50 OFFSET ${offset}`,
    [corp, `%${text}%`],
  );
  const total = await t.db.query<{ n: string }>(`SELECT count(*) AS n ${from}`, [
    corp,
    `%${text}%`,
  ]);
  return { ids: page.rows.map((r) => Number(r.id)), total: Number(total.rows[0].n) };
}

async function listed(filter: string, sort: string, offset: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/timesheets?status=SUBMITTED,APPROVED&${filter}&sort=${sort}&limit=50&offset=${offset}`,
    headers: t.auth(t.superToken, corp),
  });
  expect(res.statusCode).toBe(200);
  return {
    ids: (res.json() as { id: number }[]).map((r) => r.id),
    total: Number(res.headers['x-total-count']),
  };
}

test('a broad name is known broad from a sample, and answers no ids; a narrow one its ids', async () => {
  const share = async (text: string) =>
    (
      await t.db.query<{ share: number }>(
        `SELECT avg((full_name ILIKE $2)::int)::float8 AS share FROM employees WHERE corp_id = $1`,
        [corp, `%${text}%`],
      )
    ).rows[0].share;
  expect(await share('johnson')).toBeGreaterThan(ID_SEARCHES.employeeName.broadShare);
  expect(await share('okafor')).toBeLessThan(ID_SEARCHES.employeeName.broadShare);

  const named = 'SELECT tenant_employee_ids_named($1, $2) AS ids';
  expect((await search(named, '%johnson%')).ids).toBeNull();
  expect(((await search(named, '%okafor%')).ids as string[]).length).toBeGreaterThan(0);

  // the counting search still answers the total of a broad name, summed over every match
  const counting = 'SELECT ids, total FROM tenant_employee_ids_named_counting($1, $2, NULL)';
  const broad = await search(counting, '%johnson%');
  expect(broad.ids).toBeNull();
  const { rows } = await t.db.query<{ n: string }>(
    `SELECT count(*) AS n FROM timesheets t JOIN employees e ON e.id = t.employee_id
      WHERE t.corp_id = $1 AND e.full_name ILIKE '%johnson%'`,
    [corp],
  );
  expect(Number(broad.total)).toBe(Number(rows[0].n));
});

test.each([
  ['employeeName=johnson', 'e.full_name', 'johnson'],
  ['employeeName=e', 'e.full_name', 'e'],
  ['employeeName=okafor', 'e.full_name', 'okafor'],
  ['vendorName=a', 'v.name', 'a'],
])('%s: every page and the total are those of a plain query', async (filter, column, text) => {
  for (const [sort, order] of [
    ['periodStartDate&order=desc', 't.period_start_date DESC, t.id DESC'],
    ['employeeName&order=asc', 'lower(e.full_name) ASC, t.id ASC'],
  ]) {
    for (const offset of [0, 50, 400]) {
      const want = await expected(column, text, order, offset);
      const got = await listed(filter, sort, offset);
      expect(got.ids).toEqual(want.ids);
      if (offset === 0) expect(got.total).toBe(want.total);
    }
  }
});

test('the next pages of a broad name walk at once, without the search; a narrow name is searched each time', async () => {
  const searches = (statements: string[]) =>
    statements.filter((q) => q.includes(`${ID_SEARCHES.employeeName.fn}(`)).length;
  // a page turn, as the screen asks for it: no total
  const turn = async (text: string, offset: number) => {
    let ids: number[] = [];
    const sent = await statementsOf(async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/timesheets?status=SUBMITTED,APPROVED&employeeName=${text}&sort=periodStartDate&order=desc&limit=50&offset=${offset}&withTotal=false`,
        headers: t.auth(t.superToken, corp),
      });
      expect(res.statusCode).toBe(200);
      ids = (res.json() as { id: number }[]).map((r) => r.id);
    });
    const order = 't.period_start_date DESC, t.id DESC';
    expect(ids).toEqual((await expected('e.full_name', text, order, offset)).ids);
    return searches(sent);
  };
  // a case of its own, so that no earlier test's verdict is found
  expect(await turn('JohnSon', 50)).toBe(1);
  expect(await turn('JohnSon', 100)).toBe(0);
  expect(await turn('JohnSon', 150)).toBe(0);
  // the first page, which counts its total through the search, tells the page turns after it
  const first = await t.app.inject({
    method: 'GET',
    url: '/api/timesheets?status=SUBMITTED,APPROVED&employeeName=joHNSon&limit=50',
    headers: t.auth(t.superToken, corp),
  });
  expect(first.statusCode).toBe(200);
  expect(await turn('joHNSon', 50)).toBe(0);
  expect(await turn('OkaFor', 0)).toBe(1);
  expect(await turn('OkaFor', 50)).toBe(1);
});
