import { createTestApp, type TestApp } from '../testing/testApp.js';
import { seedAtScale, SEED_SHAPES } from './seed-at-scale.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const client = await t.db.pool.connect();
  try {
    await client.query('BEGIN');
    await seedAtScale(client, 0.05, { shape: 'common-names' });
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}, 120_000);

afterAll(() => t?.close());

/** The share of rows (0–1) for which `condition` holds, in the corporation holding half. */
async function shareOf(table: string, condition: string): Promise<number> {
  const { rows } = await t.db.query<{ share: number }>(
    `SELECT avg((${condition})::int)::float8 AS share FROM ${table}
      WHERE corp_id = (SELECT min(id) FROM corporations)`,
  );
  return rows[0].share;
}

test('common-names: one surname in about a fifth of the employees, "son" in about half', async () => {
  expect(await shareOf('employees', `last_name = 'Johnson'`)).toBeGreaterThan(0.19);
  expect(await shareOf('employees', `last_name = 'Johnson'`)).toBeLessThan(0.25);
  expect(await shareOf('employees', `full_name ILIKE '%son%'`)).toBeGreaterThan(0.48);
  expect(await shareOf('employees', `last_name = 'Okafor'`)).toBeLessThan(0.03);
});

test('common-names: one vendor of the corporation holds three arrangements in ten', async () => {
  const { rows } = await t.db.query<{ share: number }>(
    `SELECT max(n)::float8 / sum(n) AS share
       FROM (SELECT count(*) AS n FROM billings
              WHERE corp_id = (SELECT min(id) FROM corporations) GROUP BY vendor_id) v`,
  );
  expect(rows[0].share).toBeGreaterThan(0.28);
});

test('a shape that does not exist is refused before anything is written', async () => {
  const client = await t.db.pool.connect();
  try {
    // @ts-expect-error not a shape
    await expect(seedAtScale(client, 0.01, { shape: 'lumpy' })).rejects.toThrow(
      `The shape is one of: ${SEED_SHAPES.join(', ')}.`,
    );
  } finally {
    client.release();
  }
});
