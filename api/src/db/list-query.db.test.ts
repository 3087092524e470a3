import type pg from 'pg';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { LIST_BATCH, mapList, runList, TOTAL_BOUND, type ListSpec } from './list-query.js';
import { PLAN_FOR_VALUES, plainTx, type Tx } from './tenant.js';

let t: TestApp;

const spec: ListSpec = {
  sortable: { name: 'lower(name)', kind: 'kind', day: 'day' },
  filters: {
    name: { column: 'name', kind: 'text' },
    kind: { column: 'kind', kind: 'enum', values: ['A', 'B', 'C'] },
    done: { column: 'done', kind: 'bool' },
    day: { column: 'day', kind: 'date' },
  },
  defaultSort: 'name',
  tiebreak: 'id',
};

const open: pg.PoolClient[] = [];

/**
 * A transaction of the test database's owner, as every list runs in one (a whole list reads a
 * cursor), recording every statement of the list after its BEGIN; rolled back after each test.
 */
function recording(): Tx & { statements: string[] } {
  const statements: string[] = [];
  let client: Promise<pg.PoolClient> | undefined;
  const query: Tx['query'] = async (text, values) => {
    // the planning setting a page is sent with is no statement of the list
    if (text !== PLAN_FOR_VALUES.text) statements.push(text);
    client ??= t.db.pool.connect().then(async (c) => {
      open.push(c);
      await c.query('BEGIN');
      return c;
    });
    return (await client).query(text, values);
  };
  return { ...plainTx({ query } as Pick<pg.ClientBase, 'query'>), statements };
}

afterEach(async () => {
  for (const c of open.splice(0)) {
    await c.query('ROLLBACK');
    c.release();
  }
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`CREATE TABLE lq_items (
    id serial PRIMARY KEY, name text NOT NULL, kind text NOT NULL, done boolean NOT NULL, day date)`);
  await t.db.query(`INSERT INTO lq_items (name, kind, done, day)
    SELECT 'item ' || lpad(g::text, 3, '0'), chr(65 + g % 3), g % 2 = 0,
           CASE WHEN g % 5 = 0 THEN NULL ELSE DATE '2026-01-01' + g END
      FROM generate_series(1, 120) g`);
  await t.db.query(`INSERT INTO lq_items (name, kind, done) VALUES
    ('100% pure', 'A', true), ('under_score', 'B', false), ('back\\slash', 'C', true)`);
});

afterAll(async () => {
  await t?.close();
});

const run = (tx: Tx, query: Record<string, string>) =>
  runList<{ id: number; name: string }>(tx, { select: 'id, name', from: 'lq_items', spec, query });

test('a first page and its total are one statement; the count has the same filter', async () => {
  const tx = recording();
  const { rows, total } = await run(tx, { kind: 'a,b', done: 'true', limit: '10', offset: '5' });
  expect(rows).toHaveLength(10);
  expect(rows[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  expect(tx.statements).toHaveLength(1);
  expect(tx.statements[0]).toMatch(/LIMIT \$\d+ OFFSET \$\d+$/);
  expect(tx.statements[0]).toMatch(
    /\(SELECT count\(\*\) FROM \(SELECT 1 FROM lq_items WHERE .* LIMIT 10001\) counted\)/,
  );
  expect(tx.statements.join(' ')).not.toMatch(/OVER\s*\(/i);
  const expected = await t.db.query(
    `SELECT count(*) AS n FROM lq_items WHERE kind IN ('A', 'B') AND done`,
  );
  expect(total).toBe(Number(expected.rows[0].n));
});

test('a total past 10,000 is counted no further and said to be capped', async () => {
  await t.db.query(`CREATE TABLE lq_many (id serial PRIMARY KEY, name text NOT NULL)`);
  await t.db.query(
    `INSERT INTO lq_many (name) SELECT 'row ' || g FROM generate_series(1, ${TOTAL_BOUND + 5}) g`,
  );
  const many = (query: Record<string, string>) =>
    runList(recording(), { select: 'id', from: 'lq_many', spec, query });
  expect(await many({ limit: '50' })).toMatchObject({ total: TOTAL_BOUND, totalCapped: true });
  await t.db.query(`DELETE FROM lq_many WHERE id > ${TOTAL_BOUND}`);
  const exact = await many({ limit: '50' });
  expect(exact.total).toBe(TOTAL_BOUND);
  expect(exact.totalCapped).toBeUndefined();
  // a short page past the bound still tells the exact total
  await t.db.query(`INSERT INTO lq_many (name) VALUES ('one more'), ('and another')`);
  expect(await many({ limit: '50', offset: String(TOTAL_BOUND) })).toMatchObject({
    total: TOTAL_BOUND + 2,
  });
});

test('withTotal=false and unpaged lists do not count', async () => {
  const tx = recording();
  expect((await run(tx, { limit: '10', withTotal: 'false' })).total).toBeUndefined();
  const all = await run(tx, {});
  expect(all.rows).toHaveLength(123);
  expect(all.total).toBeUndefined();
  expect(all.rest).toBeUndefined();
  expect(tx.statements).toHaveLength(3);
  expect(tx.statements.some((s) => s.includes('count('))).toBe(false);
});

test('a whole list is read from a cursor a batch at a time, one batch ahead of the caller', async () => {
  await t.db.query(`CREATE TABLE lq_long (id serial PRIMARY KEY, name text NOT NULL)`);
  await t.db.query(
    `INSERT INTO lq_long (name) SELECT 'row ' || g FROM generate_series(1, ${LIST_BATCH * 2 + 7}) g`,
  );
  const tx = recording();
  const list = mapList(
    await runList<{ id: number; name: string }>(tx, {
      select: 'id, name',
      from: 'lq_long',
      spec,
      query: { sort: 'name', order: 'desc' },
    }),
    (r) => r.id,
  );
  expect(list.rows).toHaveLength(LIST_BATCH);
  // the first batch, and the next one read ahead, never more than one batch ahead of the caller
  const fetches = () => tx.statements.filter((s) => s.startsWith('FETCH')).length;
  expect(fetches()).toBe(2);
  const batches = [];
  for await (const batch of list.rest!) {
    batches.push(batch);
    expect(fetches()).toBeLessThanOrEqual(batches.length + 2);
  }
  expect(fetches()).toBe(3);
  expect(batches.map((b) => b.length)).toEqual([LIST_BATCH, 7]);
  const ids = [...list.rows, ...batches.flat()];
  const expected = await t.db.query<{ id: number }>(
    'SELECT id FROM lq_long ORDER BY lower(name) DESC, id DESC',
  );
  expect(ids).toEqual(expected.rows.map((r) => r.id));
});

test('a short last page gives the total', async () => {
  const tx = recording();
  const { rows, total } = await run(tx, { limit: '50', offset: '100' });
  expect(rows).toHaveLength(23);
  expect(total).toBe(123);
  expect(tx.statements).toHaveLength(1);
});

test('a page past the end counts separately, having no row to carry the total', async () => {
  const tx = recording();
  expect(await run(tx, { limit: '10', offset: '500' })).toEqual({ rows: [], total: 123 });
  expect(tx.statements).toHaveLength(2);
});

test('wildcards and backslashes in text filters match literally', async () => {
  const tx = recording();
  expect((await run(tx, { name: '%' })).rows.map((r) => r.name)).toEqual(['100% pure']);
  expect((await run(tx, { name: '_' })).rows.map((r) => r.name)).toEqual(['under_score']);
  expect((await run(tx, { name: '\\' })).rows.map((r) => r.name)).toEqual(['back\\slash']);
  expect((await run(tx, { name: 'ITEM 00' })).rows).toHaveLength(9);
});

test('date filters and sorting with a stable tiebreak', async () => {
  const tx = recording();
  expect((await run(tx, { day: '2026-01-02' })).rows.map((r) => r.name)).toEqual(['item 001']);
  const byKind = await runList<{ id: number; kind: string }>(tx, {
    select: 'id, kind',
    from: 'lq_items',
    spec,
    query: { sort: 'kind', order: 'desc' },
  });
  const keys = byKind.rows.map((r) => [r.kind, r.id] as const);
  const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
  expect(keys).toEqual(sorted);
});

test('the caller’s own conditions come first and are numbered before the filters', async () => {
  const tx = recording();
  const { rows, total } = await runList<{ id: number; name: string }>(tx, {
    select: 'id, name',
    from: 'lq_items',
    spec,
    query: { kind: 'c', limit: '5' },
    where: { sql: 'id <= $1', values: [30] },
  });
  expect(rows.every((r) => r.id <= 30)).toBe(true);
  expect(total).toBe(10);
});

describe('lookup joins', () => {
  const lookupSpec: ListSpec = {
    sortable: { name: 'lower(i.name)', label: 'lower(k.label)', day: 'i.day' },
    filters: {
      kind: { column: 'i.kind', kind: 'enum', values: ['A', 'B', 'C'] },
      label: { column: 'k.label', kind: 'text' },
    },
    defaultSort: 'name',
    tiebreak: 'i.id',
  };
  const select = 'i.id, i.name, k.label';
  const joins = 'JOIN lq_kinds k ON k.kind = i.kind';

  beforeAll(async () => {
    await t.db.query(`CREATE TABLE lq_kinds (kind text PRIMARY KEY, label text NOT NULL)`);
    await t.db.query(`INSERT INTO lq_kinds VALUES ('A', 'Alpha'), ('B', 'Beta'), ('C', 'Gamma')`);
  });

  const both = async (query: Record<string, string>) => {
    const tx = recording();
    const late = await runList(tx, {
      select,
      from: 'lq_items i',
      lookups: { alias: 'i', joins, aliases: ['k'] },
      spec: lookupSpec,
      query,
    });
    const joined = await runList(t.db, {
      select,
      from: `lq_items i ${joins}`,
      spec: lookupSpec,
      query,
    });
    return { late, joined, statements: tx.statements };
  };

  test('a page sorted and filtered on the base table is cut before the join', async () => {
    const { late, joined, statements } = await both({
      kind: 'a,c',
      sort: 'day',
      order: 'desc',
      limit: '7',
      offset: '30',
    });
    expect(late).toEqual(joined);
    expect(late.rows[0]).toHaveProperty('label');
    // the page is cut as keys, then only its rows are read and joined
    expect(statements[0]).toMatch(/FROM \(SELECT i\.id AS sl_page_key FROM lq_items i WHERE/);
    expect(statements[0]).toMatch(/JOIN lq_items i ON i\.id = sl_page\.sl_page_key/);
    expect(statements[0]).toMatch(/\(SELECT count\(\*\) FROM \(SELECT 1 FROM lq_items i WHERE/);
  });

  test('a sort or filter on a joined column joins first and gives the same rows', async () => {
    const queries: Record<string, string>[] = [
      { sort: 'label', limit: '10', offset: '40' },
      { label: 'amm', limit: '5', offset: '3' },
    ];
    for (const query of queries) {
      const { late, joined, statements } = await both(query);
      expect(late).toEqual(joined);
      expect(statements[0]).not.toMatch(/FROM \(SELECT i\.(\*|id AS)/);
    }
  });
});
