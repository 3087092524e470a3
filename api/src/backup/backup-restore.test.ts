import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { build } from '../app.js';
import { tmpDataDir } from '../db/embedded.js';
import { seedAtScale } from '../db/seed-at-scale.js';
import { basicAuth } from '../testing/testApp.js';
import { createTestDatabase } from '../testing/testDb.js';
import { backupCommand, restoreCommand } from './cli.js';
import { fingerprint } from './fingerprint.js';
import { listBackups } from './backup-set.js';
import { WAL_FOLDER } from './wal-archive.js';

const PASSWORD = 'Backup-Drill-Pass-1';
const onEmbedded = process.env.DATABASE_URL ? test.skip : test;
const onServer = process.env.DATABASE_URL ? test : test.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sl-backups-'));

const startOn = (dataDir: string, backupDir?: string) =>
  build({
    databaseUrl: undefined,
    dataDir,
    pgPort: undefined,
    jwtSecret: undefined,
    adminUsername: 'admin',
    adminPassword: PASSWORD,
    logLevel: 'silent',
    backgroundJobs: false,
    backup: { dir: backupDir, intervalSeconds: 3600, keep: 5, archiveTimeoutSeconds: 1 },
  });

type App = Awaited<ReturnType<typeof build>>;

async function signIn(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/oauth2/token',
    headers: {
      authorization: basicAuth('admin', PASSWORD),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

const createCorp = (app: App, token: string, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/corps',
    headers: { authorization: `Bearer ${token}` },
    payload: { name, contacts: [] },
  });

/** A small agency: the scale data set, a logo, an attachment and a changed setting. */
async function seedAgency(db: pg.Pool): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await seedAtScale(client, 0.0005);
    await client.query(
      `INSERT INTO corp_logos (corp_id, content_type, size, data)
       SELECT min(id), 'image/png', 4, '\\x89504e47'::bytea FROM corporations`,
    );
    await client.query(
      `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type, size_bytes, content)
       SELECT corp_id, id, 'hours.pdf', 'application/pdf', 8, '\\x255044462d312e34'::bytea
         FROM timesheets ORDER BY id LIMIT 1`,
    );
    await client.query(
      `UPDATE admin_settings SET value = '45' WHERE id = (SELECT min(id) FROM admin_settings)`,
    );
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

const corpNames = async (app: App, token: string): Promise<string[]> => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/corps',
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as { name: string }[]).map((c) => c.name);
};

onEmbedded(
  'a backup taken while the product serves restores to the latest write and to a point in time, into an empty directory only',
  async () => {
    const dataDir = tmpDataDir();
    const backupDir = tmpDir();
    const restored = [tmpDataDir(), tmpDataDir()];
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
    let app: App | undefined = await startOn(dataDir, backupDir);
    try {
      await seedAgency(app.pg);
      const token = await signIn(app);

      // writes go on while the backup copies the cluster
      let writing = true;
      const during: number[] = [];
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          during.push((await createCorp(app!, token, `During backup ${i}`)).statusCode);
        }
      })();
      const report = await backupCommand(['--to', backupDir], env);
      writing = false;
      await writer;
      expect(report).toMatch(
        /^Backup written to .+: \d+ files, [\d.]+ MB \(database [\d.]+ MB, WAL .+\), in [\d.]+ s$/,
      );
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((s) => s === 201)).toBe(true);

      expect((await createCorp(app, token, 'After backup A')).statusCode).toBe(201);
      await sleep(1500);
      const pointInTime = new Date();
      await sleep(1500);
      expect((await createCorp(app, token, 'After backup B')).statusCode).toBe(201);
      const before = await fingerprint(app.pg);
      await app.close(); // a clean stop hands the last WAL file to the archive
      app = undefined;
      expect(listBackups(backupDir).length).toBeGreaterThanOrEqual(1);
      expect(fs.readdirSync(path.join(backupDir, WAL_FOLDER)).length).toBeGreaterThan(0);

      // the disk is gone: the data directory with it
      fs.rmSync(dataDir, { recursive: true, force: true });
      const latest = await restoreCommand([backupDir], env);
      expect(latest).toMatch(/^Restored .+ into .+ in [\d.]+ s\./);
      app = await startOn(dataDir);
      expect(await fingerprint(app.pg)).toEqual(before);
      // the same users sign in, and a token signed before the backup still verifies
      const names = await corpNames(app, await signIn(app));
      expect(names).toEqual(expect.arrayContaining(['After backup A', 'After backup B']));
      expect((await corpNames(app, token)).length).toBe(names.length);
      await app.close();
      app = undefined;

      await restoreCommand([backupDir, '--to-time', pointInTime.toISOString()], {
        DATA_DIR: restored[0],
      });
      app = await startOn(restored[0]);
      const then = await corpNames(app, await signIn(app));
      expect(then).toContain('After backup A');
      expect(then).not.toContain('After backup B');
      await app.close();
      app = undefined;

      // a directory holding anything is refused and left as it was
      fs.writeFileSync(path.join(restored[1], 'notes.txt'), 'keep me');
      await expect(restoreCommand([backupDir], { DATA_DIR: restored[1] })).rejects.toThrow(
        `The data directory ${restored[1]} is not empty (notes.txt); a restore goes into an empty or new directory only. Nothing was changed.`,
      );
      expect(fs.readdirSync(restored[1])).toEqual(['notes.txt']);
      // a time before every backup is refused before anything is written
      await expect(
        restoreCommand([backupDir, '--to-time', '2020-01-01T00:00:00Z'], {
          DATA_DIR: path.join(restored[1], 'new'),
        }),
      ).rejects.toThrow(/cannot restore to 2020-01-01T00:00:00.000Z, before that/);
      expect(fs.existsSync(path.join(restored[1], 'new'))).toBe(false);
    } finally {
      await app?.close();
      for (const dir of [dataDir, backupDir, ...restored]) {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  },
  240_000,
);

onServer(
  'with DATABASE_URL, backup and restore are pg_dump and pg_restore into an empty database',
  async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    const dir = tmpDir();
    try {
      const app = await build({
        databaseUrl: source.url,
        adminPassword: PASSWORD,
        logLevel: 'silent',
        backgroundJobs: false,
      });
      let before;
      try {
        await seedAgency(app.pg);
        before = await fingerprint(app.pg);
      } finally {
        await app.close();
      }
      const report = await backupCommand(['--to', dir], { DATABASE_URL: source.url });
      expect(report).toMatch(/^Backup written to .+\.dump: [\d.]+ MB, in [\d.]+ s/);
      await expect(
        restoreCommand([dir, '--to-time', '2026-01-01T00:00:00Z'], { DATABASE_URL: target.url }),
      ).rejects.toThrow(/--to-time needs the WAL archive of the embedded database/);
      await restoreCommand([dir], { DATABASE_URL: target.url });
      const restored = await build({
        databaseUrl: target.url,
        adminPassword: undefined,
        logLevel: 'silent',
        backgroundJobs: false,
      });
      try {
        expect(await fingerprint(restored.pg)).toEqual(before);
        await signIn(restored);
      } finally {
        await restored.close();
      }
      await expect(restoreCommand([dir], { DATABASE_URL: target.url })).rejects.toThrow(
        /The database at DATABASE_URL is not empty \(\d+ relations in its public schema\)/,
      );
    } finally {
      await source.drop();
      await target.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  120_000,
);
