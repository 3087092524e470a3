import { createTestApp, type TestApp } from '../testing/testApp.js';
import { runPipeline } from './pipeline.js';
import { customTypes } from './pool.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function onOneClient<T>(fn: (client: import('pg').PoolClient) => Promise<T>): Promise<T> {
  const client = await t.db.pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release();
  }
}

test('statements answer in order, each with its rows, typed as every other query is', async () => {
  const outcome = await onOneClient((client) =>
    runPipeline(
      client,
      [
        { text: 'SELECT $1::bigint AS n, $2::date AS d', values: [42, '2026-11-02'] },
        {
          text: 'SELECT cardinality($1::int[]) AS c, $2::jsonb AS j',
          values: [[1, 2, 3], '{"a":1}'],
        },
        { text: 'SELECT 1 WHERE false' },
      ],
      customTypes,
    ),
  );
  expect(outcome.error).toBeUndefined();
  expect(outcome.results.map((r) => r.rows)).toEqual([
    [{ n: 42, d: '2026-11-02' }],
    [{ c: 3, j: { a: 1 } }],
    [],
  ]);
});

test('a failure stops the batch there: nothing after it runs, and its transaction rolls back', async () => {
  await t.db.pool.query('CREATE TABLE IF NOT EXISTS pipeline_probe (n int)');
  const outcome = await onOneClient(async (client) => {
    const run = await runPipeline(client, [
      { text: 'BEGIN' },
      { text: 'INSERT INTO pipeline_probe VALUES (1)' },
      { text: 'SELECT 1 / $1::int AS x', values: [0] },
      { text: 'INSERT INTO pipeline_probe VALUES (2)' },
      { text: 'COMMIT' },
    ]);
    await client.query('ROLLBACK');
    return run;
  });
  expect(outcome.results).toHaveLength(2);
  expect(outcome.error?.message).toMatch(/division by zero/);
  const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM pipeline_probe');
  expect(rows[0].n).toBe(0);
  await t.db.pool.query('DROP TABLE pipeline_probe');
});

test('a value pg cannot send fails the call and leaves the client usable', async () => {
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  await onOneClient(async (client) => {
    const outcome = await runPipeline(client, [{ text: 'SELECT $1::jsonb', values: [circular] }]);
    expect(outcome.error).toBeDefined();
    expect((await client.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
  });
});
