import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { build } from '../app.js';
import { spawnServer } from '../testing/serverProcess.js';
import { createTestDatabase } from '../testing/testDb.js';
import { basicAuth } from '../testing/testApp.js';
import {
  loadUpgradeFixture,
  upgradeFixtures,
  type UpgradeFixture,
} from '../testing/upgradeFixtures.js';
import { measureDatabase, measureLists, type Measured } from '../testing/upgrade-measure.mjs';
import { runMigrations } from './migrate.js';
import { migrations, type Migration } from './migrations/index.js';
import { createPool } from './pool.js';

const FIXTURES = upgradeFixtures();
/** The super user's password given to the new code: never the one the earlier version stored. */
const NEW_ADMIN_PASSWORD = 'Not-The-Fixtures-Password-1';

const start = (databaseUrl: string) =>
  build({
    databaseUrl,
    adminUsername: 'admin',
    adminPassword: NEW_ADMIN_PASSWORD,
    jwtSecret: undefined,
    smtpUrl: undefined,
    logLevel: 'silent',
    serveWeb: false,
    backgroundJobs: false,
  });

/** A fresh database holding the fixture, with an owner pool on it. */
async function databaseOf(fixture: UpgradeFixture) {
  const database = await createTestDatabase();
  await loadUpgradeFixture(fixture, database.url);
  const pool = createPool(database.url, 2);
  return {
    ...database,
    pool,
    async drop() {
      await pool.end();
      await database.drop();
    },
  };
}

/** What a fixture's counts become on the current code: the migrations' own changes, the rest kept. */
function expectedAfterUpgrade(fixture: UpgradeFixture): Measured {
  const want = structuredClone(fixture.database);
  const upgradedBy = (id: number) => !fixture.migrations.includes(id);
  want.tables.schema_migrations = migrations.length;
  // each corporation is given TIMESHEET remindAgainAfterHours, as a new one is
  if (upgradedBy(32)) want.tables.admin_settings += fixture.corpIds.length;
  // and the three settings of client approval
  if (upgradedBy(43)) want.tables.admin_settings += 3 * fixture.corpIds.length;
  // the later of two Active arrangements over the same dates is made Inactive, with an audit row
  if (upgradedBy(38) && fixture.activeTwice) {
    want.billings.ACTIVE.count -= 1;
    want.billings.INACTIVE = { count: (want.billings.INACTIVE?.count ?? 0) + 1 };
    want.tables.audit_log += 1;
  }
  return want;
}

/** The schema as pg_catalog describes it (columns, constraints, indexes) and a digest of each table's rows. */
async function snapshotOf(db: pg.Pool) {
  const { rows } = await db.query(
    `SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type AS thing
       FROM information_schema.columns WHERE table_schema = 'public'
     UNION ALL SELECT 'constraint ' || conrelid::regclass || ' ' || pg_get_constraintdef(oid)
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace
     UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
     ORDER BY 1`,
  );
  const things = rows.map((r) => r.thing as string);
  const { rows: tables } = await db.query(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  for (const { tablename } of tables) {
    const digest = await db.query(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
         FROM "${tablename}" t`,
    );
    things.push(`rows ${tablename} ${digest.rows[0].md5}`);
  }
  return things;
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe.each(FIXTURES.map((f) => [`${f.name} (migrations to ${f.migrations.at(-1)})`, f]))(
  'a database made by %s',
  (_label, fixture) => {
    const newer = migrations.filter((m) => !fixture.migrations.includes(m.id));
    let db: Awaited<ReturnType<typeof databaseOf>>;
    let app: FastifyInstance;
    let token: string;

    beforeAll(async () => {
      db = await databaseOf(fixture);
      app = await start(db.url);
    });
    afterAll(async () => {
      await app?.close();
      await db?.drop();
    });

    test('the current code starts on it: the newer migrations applied once each, in order', async () => {
      const { rows } = await db.pool.query(
        'SELECT id, name FROM schema_migrations ORDER BY applied_at, id',
      );
      // what the earlier version had, then what it lacked in id order: a migration merged after it
      // with a lower id than one it had (019 after 020) is applied too
      const row = (m: Migration) => ({ id: m.id, name: m.name });
      expect(rows).toEqual([
        ...migrations.filter((m) => fixture.migrations.includes(m.id)).map(row),
        ...newer.map(row),
      ]);
      // a second start applies none
      expect(await runMigrations(db.pool)).toEqual([]);
    });

    test('the counts and sums read back as the earlier version counted them', async () => {
      const now = await measureDatabase(db.pool);
      // tables a newer migration made are new; every table of the fixture is compared
      const tables = Object.fromEntries(
        Object.keys(fixture.database.tables).map((t) => [t, now.tables[t]]),
      );
      expect({ ...now, tables }).toEqual(expectedAfterUpgrade(fixture));
    });

    test('its users sign in with the passwords the earlier version stored', async () => {
      for (const user of fixture.users) {
        const res = await app.inject({
          method: 'POST',
          url: '/auth/oauth2/token',
          headers: {
            authorization: basicAuth(user.username, user.password),
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'grant_type=client_credentials',
        });
        expect({ user: user.username, status: res.statusCode }).toEqual({
          user: user.username,
          status: 200,
        });
        if (user.username === 'admin') token = res.json().access_token;
      }
    });

    test('the lists answer, with the totals the earlier version listed', async () => {
      expect(await measureLists(app, token, fixture.corpIds)).toEqual(fixture.lists);
    });

    test('the logo and the attachment download with the bytes that were uploaded', async () => {
      const get = (url: string, corpId: number) =>
        app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, 'x-corp-id': String(corpId) },
        });
      expect(fixture.database.logos.length + fixture.database.attachments.length).toBeGreaterThan(
        1,
      );
      for (const logo of fixture.database.logos) {
        const res = await get(`/api/corps/${logo.corpId}/logo`, logo.corpId);
        expect(res.statusCode).toBe(200);
        expect(sha256(res.rawPayload)).toBe(logo.sha256);
      }
      for (const file of fixture.database.attachments) {
        const url = `/api/timesheets/${file.timesheetId}/attachments/${file.id}`;
        const res = await get(url, file.corpId);
        expect(res.statusCode).toBe(200);
        expect(sha256(res.rawPayload)).toBe(file.sha256);
      }
    });

    test('an invoice made from timesheets names its sheets on its lines', async () => {
      const { invoiceId, timesheetIds } = fixture.fromTimesheets;
      const { rows } = await db.pool.query(
        'SELECT timesheet_id FROM invoice_items WHERE invoice_id = $1 ORDER BY timesheet_id',
        [invoiceId],
      );
      expect(rows.map((r) => Number(r.timesheet_id))).toEqual(
        [...timesheetIds].sort((a, b) => a - b),
      );
    });

    test('a changed setting stays; two Active arrangements over the same dates become one', async () => {
      const { corpId, category, feature, value } = fixture.changedSetting;
      const { rows: settings } = await db.pool.query(
        'SELECT value FROM admin_settings WHERE corp_id = $1 AND category = $2 AND feature = $3',
        [corpId, category, feature],
      );
      expect(settings).toEqual([{ value }]);
      if (!fixture.activeTwice) return;
      const { rows } = await db.pool.query('SELECT status, notes FROM billings WHERE id = $1', [
        fixture.activeTwice.billingId,
      ]);
      expect(rows[0].status).toBe('INACTIVE');
      expect(rows[0].notes).toMatch(/Made Inactive: billing \d+ \(.+\) was already Active/);
    });
  },
);

describe('a migration that fails', () => {
  const oldest = FIXTURES[0];
  const pending = migrations.filter((m) => !oldest.migrations.includes(m.id));
  /** Changes data and schema, then fails: none of it may remain. */
  const broken: Migration = {
    id: 900,
    name: '900_broken',
    sql: `UPDATE invoices SET amount = amount * 2;
          UPDATE vendors SET name = name || ' (renamed)';
          ALTER TABLE timesheets ADD COLUMN half_done integer;
          CREATE TABLE half_done (id integer);
          INSERT INTO no_such_table VALUES (1);`,
  };

  test('leaves the database as it was, names the migration, and applies none after it', async () => {
    const db = await databaseOf(oldest);
    try {
      const before = await snapshotOf(db.pool);
      const list = [
        ...migrations.filter((m) => oldest.migrations.includes(m.id)),
        broken,
        ...pending,
      ];
      await expect(runMigrations(db.pool, list)).rejects.toThrow(
        `Migration ${broken.name} failed: relation "no_such_table" does not exist ` +
          '(line 5: INSERT INTO no_such_table VALUES (1);)',
      );
      expect(await snapshotOf(db.pool)).toEqual(before);
      expect(await measureDatabase(db.pool)).toEqual(oldest.database);
    } finally {
      await db.drop();
    }
  });

  test('stops the product: it says which migration failed and exits non-zero; fixed, it starts', async () => {
    const db = await databaseOf(oldest);
    const hooksDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-hooks-'));
    try {
      // a column someone added by hand, which migration 027 adds
      await db.pool.query('ALTER TABLE invoice_items ADD COLUMN timesheet_id bigint');
      const server = spawnServer(hooksDir, {
        DATABASE_URL: db.url,
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'silent',
        WORKERS: '1',
        ADMIN_PASSWORD: NEW_ADMIN_PASSWORD,
      });
      const code = await new Promise<number | null>((resolve) =>
        server.child.once('exit', (exitCode) => resolve(exitCode)),
      );
      expect(server.output()).toContain(
        'Migration 027_invoice_sheet_lines failed: column "timesheet_id" of relation "invoice_items" already exists',
      );
      expect(code).toBe(1);
      const { rows } = await db.pool.query(
        `SELECT array_agg(id ORDER BY id) AS ids,
                (SELECT count(*)::int FROM pg_constraint
                  WHERE conname = 'invoice_items_timesheet_fkey') AS "fkeys"
           FROM schema_migrations`,
      );
      // the migrations before it stay applied; nothing of 027 is
      expect(rows[0]).toEqual({
        ids: [...oldest.migrations, ...pending.filter((m) => m.id < 27).map((m) => m.id)].sort(
          (a, b) => a - b,
        ),
        fkeys: 0,
      });
      await db.pool.query('ALTER TABLE invoice_items DROP COLUMN timesheet_id');
      expect(await runMigrations(db.pool)).toEqual(
        pending.filter((m) => m.id >= 27).map((m) => m.name),
      );
    } finally {
      fs.rmSync(hooksDir, { recursive: true, force: true });
      await db.drop();
    }
  }, 60_000);
});
