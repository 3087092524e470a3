import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { copyTree, flushDir, treeSize } from './copy-tree.js';
import { BASE_FOLDER, MANIFEST, SECRET_FILES, type BackupManifest } from './backup-set.js';
import { HISTORY_FILE, WAL_FILE, WAL_FOLDER } from './wal-archive.js';

export type BaseBackupResult = { dir: string; manifest: BackupManifest };

/**
 * What a copy of a running cluster leaves out, as PostgreSQL's manual lists it: the WAL (taken
 * separately, below), replication slots, the lock and options files of the running postmaster,
 * and folders whose contents are rebuilt at start.
 */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

function skipped(relative: string, isDir: boolean): boolean {
  const parts = relative.split('/');
  if (parts.length === 1 && LEFT_OUT.has(relative)) return true;
  if (parts.length === 2 && EMPTIED.has(parts[0])) return true;
  return !isDir && parts.at(-1)!.startsWith('pgsql_tmp');
}

/** A backup's folder name: its start time, sortable, and a random tail so two never collide. */
export function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${crypto.randomBytes(3).toString('hex')}`;
}

async function gzipInto(from: string, to: string): Promise<void> {
  await pipeline(
    fs.createReadStream(from),
    zlib.createGzip({ level: 1 }),
    fs.createWriteStream(to),
  );
  const handle = await fs.promises.open(to, 'r+');
  await handle.sync().finally(() => handle.close());
}

/** The WAL files from the segment holding `startWal` to `stopWal`, and every timeline history. */
async function walOfBackup(pgDir: string, startWal: string, stopWal: string): Promise<string[]> {
  const timeline = startWal.slice(0, 8);
  return (await fs.promises.readdir(path.join(pgDir, 'pg_wal'))).filter(
    (name) =>
      HISTORY_FILE.test(name) ||
      (WAL_FILE.test(name) && name.startsWith(timeline) && name >= startWal && name <= stopWal),
  );
}

/** The newest migration applied, or null on a database the product has not migrated yet. */
async function newestMigration(client: pg.Client | pg.PoolClient): Promise<string | null> {
  const { rows } = await client.query(`SELECT to_regclass('public.schema_migrations') AS t`);
  if (!rows[0].t) return null;
  const newest = await client.query('SELECT name FROM schema_migrations ORDER BY id DESC LIMIT 1');
  return newest.rows[0]?.name ?? null;
}

/**
 * A base backup of the running cluster in `pgDir`, through PostgreSQL's low-level backup API on
 * `client` (a superuser session kept for the whole backup): pg_backup_start, a file copy while the
 * server runs on, pg_backup_stop, whose backup_label is written into the copy. Writes go on
 * throughout; the start asks for an immediate checkpoint, the only moment of extra load.
 *
 * The WAL from the start to the stop goes into the backup too, so that it restores on its own, with
 * or without the continuous archive; a temporary replication slot keeps those files from being
 * recycled while the copy runs. The backup is written under `<root>/base/<name>.partial` and
 * renamed once whole, so a backup cut short never passes for one.
 */
export async function takeBaseBackup(
  client: pg.Client | pg.PoolClient,
  opts: {
    pgDir: string;
    dataDir: string;
    root: string;
    archiving: boolean;
    /** Stops the copy (the product is stopping); the backup then fails and leaves nothing. */
    signal?: AbortSignal;
  },
): Promise<BaseBackupResult> {
  const began = Date.now();
  const name = backupName(new Date(began));
  const baseDir = path.join(opts.root, BASE_FOLDER);
  const partial = path.join(baseDir, `${name}.partial`);
  await fs.promises.mkdir(partial, { recursive: true, mode: 0o700 });
  const slot = `staffledger_backup_${name.replace(/\W/g, '_').toLowerCase()}`;
  let started = false;
  try {
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    const start = await client.query<{ lsn: string; wal: string }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS wal FROM pg_backup_start($1, true) AS lsn`,
      [`staffledger ${name}`],
    );
    started = true;
    const startedAt = new Date().toISOString();
    const copied = await copyTree(opts.pgDir, path.join(partial, 'pg'), {
      skip: skipped,
      signal: opts.signal,
    });
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop($1)',
      [opts.archiving],
    );
    started = false;
    // the segment that ends the backup is then complete on disk, archiving or not
    await client.query('SELECT pg_switch_wal()');
    const { lsn: stopLsn, labelfile, spcmapfile } = stop.rows[0];
    await fs.promises.writeFile(path.join(partial, 'pg', 'backup_label'), labelfile, {
      mode: 0o600,
    });
    if (spcmapfile) {
      await fs.promises.writeFile(path.join(partial, 'pg', 'tablespace_map'), spcmapfile);
    }
    const facts = await client.query<{ stop_wal: string; version: number; system_id: string }>(
      `SELECT pg_walfile_name($1::pg_lsn) AS stop_wal,
              current_setting('server_version_num')::int AS version,
              (SELECT system_identifier::text FROM pg_control_system()) AS system_id`,
      [stopLsn],
    );
    const { stop_wal: stopWal, version, system_id: systemId } = facts.rows[0];
    const migration = await newestMigration(client);
    const { wal: startWal, lsn: startLsn } = start.rows[0];
    const walDir = path.join(partial, WAL_FOLDER);
    await fs.promises.mkdir(walDir, { mode: 0o700 });
    const walFiles = await walOfBackup(opts.pgDir, startWal, stopWal);
    for (const file of walFiles) {
      await gzipInto(path.join(opts.pgDir, 'pg_wal', file), path.join(walDir, `${file}.gz`));
    }
    if (!walFiles.includes(stopWal)) {
      throw new Error(`The WAL file ${stopWal} that ends the backup is missing.`);
    }
    const secretsDir = path.join(partial, 'secrets');
    await fs.promises.mkdir(secretsDir, { mode: 0o700 });
    const secrets: string[] = [];
    for (const file of SECRET_FILES) {
      try {
        await fs.promises.copyFile(path.join(opts.dataDir, file), path.join(secretsDir, file));
        secrets.push(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    const size = await treeSize(partial);
    const manifest: BackupManifest = {
      format: 'staffledger-base-backup',
      formatVersion: 1,
      name,
      startedAt,
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - began,
      postgresVersion: version,
      systemIdentifier: systemId,
      startLsn,
      stopLsn,
      startWal,
      stopWal,
      newestMigration: migration,
      secrets,
      files: size.files + 1,
      bytes: size.bytes,
      databaseBytes: copied.bytes,
    };
    await fs.promises.writeFile(
      path.join(partial, MANIFEST),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    for (const dir of [walDir, secretsDir, partial]) await flushDir(dir);
    const dir = path.join(baseDir, name);
    await fs.promises.rename(partial, dir);
    await flushDir(baseDir);
    return { dir, manifest };
  } catch (err) {
    if (started) await client.query('SELECT pg_backup_stop(false)').catch(() => {});
    await fs.promises.rm(partial, { recursive: true, force: true }).catch(() => {});
    throw err;
  } finally {
    await client.query('SELECT pg_drop_replication_slot($1)', [slot]).catch(() => {});
  }
}
