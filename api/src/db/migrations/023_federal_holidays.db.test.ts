import type pg from 'pg';
import { createTestDatabase } from '../../testing/testDb.js';
import { runMigrations } from '../migrate.js';
import { createPool } from '../pool.js';
import { migrations } from './index.js';

// what a corporation created in 2025 or 2026 was given: the fixed-date federal holidays of its
// creation year and the next, observed
const GIVEN_2025 =
  '2025-01-01,2025-06-19,2025-07-04,2025-11-11,2025-12-25,' +
  '2026-01-01,2026-06-19,2026-07-03,2026-11-11,2026-12-25';
const GIVEN_2026 =
  '2026-01-01,2026-06-19,2026-07-03,2026-11-11,2026-12-25,' +
  '2027-01-01,2027-06-18,2027-07-05,2027-11-11,2027-12-24';
const OLD_DESCRIPTION =
  'Holidays that start as HOLIDAY rows on new timesheets (comma-separated YYYY-MM-DD dates)';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 2);
  await runMigrations(
    pool,
    migrations.filter((m) => m.id < 23),
  );
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** A corporation created at `createdAt` holding `value` (and `description`) as its holidays. */
async function corpHolding(createdAt: string, value: string, description = OLD_DESCRIPTION) {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO corporations (name, created_at) VALUES ('Corp', $1) RETURNING id`,
    [createdAt],
  );
  const corpId = Number(rows[0].id);
  await pool.query(
    `INSERT INTO admin_settings (corp_id, category, feature, description, value, update_date)
     VALUES ($1, 'TIMESHEET', 'holidays', $2, $3, $4), ($1, 'INVOICE', 'numberPrefix', 'p', $3, $4)`,
    [corpId, description, value, createdAt],
  );
  return corpId;
}

async function holidaysOf(corpId: number) {
  const { rows } = await pool.query(
    `SELECT value, description, update_date > now() - interval '1 hour' AS touched
       FROM admin_settings WHERE corp_id = $1 AND feature = 'holidays'`,
    [corpId],
  );
  return rows[0];
}

test('the value a corporation was given becomes US federal; any other value stays', async () => {
  const given2026 = await corpHolding('2026-11-21T15:00:00Z', GIVEN_2026);
  const given2025 = await corpHolding('2025-03-02T09:00:00Z', GIVEN_2025);
  // the default of another year than its own was typed in by someone: theirs to keep
  const otherYear = await corpHolding('2026-02-01T00:00:00Z', GIVEN_2025);
  const edited = await corpHolding('2026-05-05T00:00:00Z', `${GIVEN_2026},2026-11-27`);
  const fewer = await corpHolding('2026-05-05T00:00:00Z', '2026-12-25');
  const ownDescription = await corpHolding('2026-05-05T00:00:00Z', GIVEN_2026, 'Our days off');

  expect(
    await runMigrations(
      pool,
      migrations.filter((m) => m.id <= 23),
    ),
  ).toEqual(['023_federal_holidays']);

  const federal = {
    value: 'US federal',
    description:
      'Holidays that start as HOLIDAY rows on new timesheets: US federal (the US federal ' +
      'holidays of every year, as observed) and/or comma-separated YYYY-MM-DD dates',
    touched: true,
  };
  expect(await holidaysOf(given2026)).toEqual(federal);
  expect(await holidaysOf(given2025)).toEqual(federal);
  expect(await holidaysOf(ownDescription)).toEqual({
    ...federal,
    description: 'Our days off',
  });
  expect(await holidaysOf(otherYear)).toEqual({
    value: GIVEN_2025,
    description: OLD_DESCRIPTION,
    touched: false,
  });
  expect((await holidaysOf(edited)).value).toBe(`${GIVEN_2026},2026-11-27`);
  expect((await holidaysOf(fewer)).value).toBe('2026-12-25');
  // another setting holding the same text is not the holidays
  const { rows } = await pool.query(
    `SELECT count(*)::int AS n FROM admin_settings WHERE feature = 'numberPrefix' AND value = $1`,
    [GIVEN_2026],
  );
  expect(rows[0].n).toBe(2);
});
