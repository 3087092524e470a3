/**
 * Databases made by earlier versions of the product (scripts/make-upgrade-fixture.mjs), kept in
 * src/db/upgrade-fixtures as `<name>.sql.gz` (pg_dump's plain SQL) and `<name>.json` (what that
 * version counted in it), and how a test loads one into an empty database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import pg from 'pg';
import { ensureAppRole } from '../db/migrate.js';
import type { Measured } from './upgrade-measure.mjs';

const FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'upgrade-fixtures',
);

export type UpgradeFixture = {
  name: string;
  commit: string;
  subject: string;
  /** The ids in that version's schema_migrations. */
  migrations: number[];
  /** Users and the passwords that version stored for them. */
  users: { username: string; password: string; corpId?: number }[];
  corpIds: number[];
  /** A setting changed through that version's API. */
  changedSetting: { corpId: number; category: string; feature: string; value: string };
  /** An invoice that version made from these timesheets, a line per sheet. */
  fromTimesheets: { invoiceId: number; corpId: number; timesheetIds: number[] };
  /** A second Active arrangement over the first one's dates, when that version took it. */
  activeTwice: { billingId: number; corpId: number } | null;
  database: Measured;
  /** Each list's total by corporation, read through that version's API. */
  lists: Record<string, Record<string, number>>;
};

/** Every fixture in the folder, oldest version first. */
export function upgradeFixtures(): UpgradeFixture[] {
  return fs
    .readdirSync(FIXTURES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: file.slice(0, -'.json'.length),
      ...JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, file), 'utf8')),
    }))
    .sort((a, b) => a.migrations.length - b.migrations.length);
}

/**
 * Loads a fixture's dump into the empty database at `url`, as psql would: its statements in one
 * go, without psql's own commands (a pg_dump since August 2025 wraps the dump in \restrict). The
 * owner's row-level security policies name the user that made the fixture, `postgres`, as both
 * test servers' users are.
 */
export async function loadUpgradeFixture(fixture: UpgradeFixture, url: string): Promise<void> {
  const sql = zlib
    .gunzipSync(fs.readFileSync(path.join(FIXTURES_DIR, `${fixture.name}.sql.gz`)))
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  // a client of its own: the dump empties its session's search_path
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await ensureAppRole(client);
    await client.query(sql);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
