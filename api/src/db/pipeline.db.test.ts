import { createTestApp, type TestApp } from '../testing/testApp.js';
import { PREPARED_PER_CONNECTION, runPipeline } from './pipeline.js';
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

const preparedNames = async (client: import('pg').PoolClient) =>
  (
    await client.query<{ name: string }>(
      `SELECT name FROM pg_prepared_statements WHERE name LIKE 'sl\\_%' ORDER BY prepare_time`,
    )
  ).rows.map((r) => r.name);

test('a prepared batch parses a statement once per connection, and keeps a bounded number', async () => {
  await onOneClient(async (client) => {
    const twice = [{ text: 'SELECT $1::int + 1 AS n', values: [1] }];
    const first = await runPipeline(client, [...twice, ...twice], undefined, { prepare: true });
    const again = await runPipeline(client, twice, undefined, { prepare: true });
    expect([first.error, again.error]).toEqual([undefined, undefined]);
    expect(again.results[0].rows).toEqual([{ n: 2 }]);
    expect(await preparedNames(client)).toHaveLength(1);

    for (let i = 0; i < PREPARED_PER_CONNECTION + 5; i++) {
      const outcome = await runPipeline(client, [{ text: `SELECT ${i} AS n` }], undefined, {
        prepare: true,
      });
      expect(outcome.results[0].rows).toEqual([{ n: i }]);
    }
    const names = await preparedNames(client);
    expect(names).toHaveLength(PREPARED_PER_CONNECTION);
  });
});

test('a failed statement leaves the names the server kept usable', async () => {
  await onOneClient(async (client) => {
    const failing = [
      { text: 'SELECT 10 AS n' },
      { text: 'SELECT 1 / $1::int AS x', values: [0] },
      { text: 'SELECT 11 AS n' },
    ];
    expect((await runPipeline(client, failing, undefined, { prepare: true })).error).toBeDefined();
    const outcome = await runPipeline(
      client,
      [{ text: 'SELECT 1 / $1::int AS x', values: [1] }, { text: 'SELECT 11 AS n' }],
      undefined,
      { prepare: true },
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.results.map((r) => r.rows)).toEqual([[{ x: 1 }], [{ n: 11 }]]);
    // both ran prepared: the names were known right, and nothing fell back to unnamed
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_prepared_statements
        WHERE statement IN ('SELECT 1 / $1::int AS x', 'SELECT 11 AS n')`,
    );
    expect(rows[0].n).toBe(2);
  });
});

// last: it turns prepared statements off for the rest of the process
test('a server that lost a prepared statement (a pooler in transaction mode) gets the batch again, unnamed', async () => {
  const batch = [{ text: 'BEGIN' }, { text: 'SELECT 42 AS n' }, { text: 'COMMIT' }];
  const [one, two] = [await t.db.pool.connect(), await t.db.pool.connect()];
  try {
    for (const client of [one, two]) {
      expect(
        (await runPipeline(client, batch, undefined, { prepare: true })).error,
      ).toBeUndefined();
      // another server connection, as a pooler would hand over: it has none of them
      await client.query('DEALLOCATE ALL');
    }
    // both in flight when the first hears of it: the second, sent named too, is run again as well
    const outcomes = await Promise.all(
      [one, two].map((client) => runPipeline(client, batch, undefined, { prepare: true })),
    );
    for (const outcome of outcomes) {
      expect(outcome.error).toBeUndefined();
      expect(outcome.results[1].rows).toEqual([{ n: 42 }]);
    }
    for (const client of [one, two]) {
      expect((await client.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    }
  } finally {
    one.release();
    two.release();
  }
});
