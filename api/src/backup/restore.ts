import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { postgresIds, startEmbedded, type Log } from '../db/embedded.js';
import { resolveRestoreSource, type StoredBackup } from './backup-set.js';
import { copyTree } from './copy-tree.js';
import { checkReadable, restoreCommand, WAL_FOLDER } from './wal-archive.js';

export type RestoreResult = {
  backup: StoredBackup;
  /** The newest change recorded in the audit log of the restored data. */
  newestChange: string | null;
  durationMs: number;
  counts: Record<string, number>;
};

/** The rows that say a restore brought the product back, printed at its end. */
const COUNTED = {
  corporations: 'corporations',
  users: 'users',
  timesheets: 'timesheets',
  invoices: 'invoices',
  attachments: 'timesheet_attachments',
} as const;

/** Refuses a target that holds anything: a restore never writes over data. */
export function assertEmptyTarget(dataDir: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(dataDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (entries.length > 0) {
    const shown = entries.slice(0, 5).join(', ');
    throw new Error(
      `The data directory ${dataDir} is not empty (${shown}${entries.length > 5 ? ', …' : ''}); a restore goes into an empty or new directory only. Nothing was changed.`,
    );
  }
}

function chownTree(dir: string, ids: { uid: number; gid: number }): void {
  fs.chownSync(dir, ids.uid, ids.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fs.chownSync(path.join(entry.parentPath, entry.name), ids.uid, ids.gid);
  }
}

async function gunzipInto(from: string, to: string): Promise<void> {
  await pipeline(fs.createReadStream(from), zlib.createGunzip(), fs.createWriteStream(to));
}

/** Lays the backup out as a data directory in recovery: files, its own WAL, secrets, the signal. */
async function layOut(backup: StoredBackup, dataDir: string): Promise<void> {
  const pgDir = path.join(dataDir, 'pg');
  // not flushed file by file: PostgreSQL flushes the whole data directory before it recovers
  await copyTree(path.join(backup.dir, 'pg'), pgDir, { flush: false });
  // the backup's own WAL goes where the server looks after the archive: enough to reach
  // consistency even from a backup whose archive is gone
  const walDir = path.join(backup.dir, WAL_FOLDER);
  await fs.promises.mkdir(path.join(pgDir, 'pg_wal', 'archive_status'), { recursive: true });
  for (const file of await fs.promises.readdir(walDir)) {
    if (!file.endsWith('.gz')) continue;
    await gunzipInto(path.join(walDir, file), path.join(pgDir, 'pg_wal', file.slice(0, -3)));
  }
  for (const file of backup.manifest.secrets) {
    await fs.promises.copyFile(path.join(backup.dir, 'secrets', file), path.join(dataDir, file));
    await fs.promises.chmod(path.join(dataDir, file), 0o600);
  }
  await fs.promises.writeFile(path.join(pgDir, 'recovery.signal'), '');
  await fs.promises.chmod(pgDir, 0o700);
}

/** A time as PostgreSQL's settings read it: `2026-11-27 14:27:15.200+00`. */
const postgresTime = (time: Date) => `${time.toISOString().replace('T', ' ').replace('Z', '')}+00`;

/** Why a recovery stopped, in the product's words, from the server's last lines. */
function recoveryFailure(err: Error, toTime?: Date): Error {
  if (/recovery ended before configured recovery target was reached/.test(err.message)) {
    return new Error(
      `The backup and its WAL archive end before ${toTime?.toISOString()}: nothing that late can be restored. Restore without --to-time for everything they hold. Nothing was changed.`,
    );
  }
  return new Error(`The restore failed; nothing was changed.\n${err.message}`);
}

/**
 * Restores the embedded database into the empty `dataDir` from a backup directory or one base
 * backup (`pnpm restore FROM`): the base backup's files, then PostgreSQL's archive recovery replays
 * the WAL archive to its end, or to `toTime`, and opens the database on a new timeline. On any
 * failure the directory is emptied again.
 */
export async function restoreEmbedded(opts: {
  from: string;
  dataDir: string;
  toTime?: Date;
  log?: Log;
}): Promise<RestoreResult> {
  const began = Date.now();
  const dataDir = path.resolve(opts.dataDir);
  assertEmptyTarget(dataDir);
  const { backup, archive } = resolveRestoreSource(opts.from, opts.toTime);
  const ids = postgresIds();
  if (archive) checkReadable(archive, ids);
  const existed = fs.existsSync(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    await layOut(backup, dataDir);
    if (ids) chownTree(path.join(dataDir, 'pg'), ids);
    const recovery = [
      `restore_command=${restoreCommand(archive ? [archive] : [])}`,
      'recovery_target_action=promote',
      'archive_mode=off',
      ...(opts.toTime ? [`recovery_target_time=${postgresTime(opts.toTime)}`] : []),
    ].flatMap((setting) => ['-c', setting]);
    let server;
    try {
      // the server answers once recovery has ended and it is promoted
      server = await startEmbedded(dataDir, { log: opts.log, extraFlags: recovery });
    } catch (err) {
      throw recoveryFailure(err as Error, opts.toTime);
    }
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        const state = await client.query('SELECT pg_is_in_recovery() AS recovering');
        if (state.rows[0].recovering) throw new Error('The database is still in recovery.');
        const counts: Record<string, number> = {};
        const exists = async (table: string) =>
          (await client.query('SELECT to_regclass($1) AS t', [`public.${table}`])).rows[0].t;
        for (const [label, table] of Object.entries(COUNTED)) {
          if (!(await exists(table))) continue;
          const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
          counts[label] = rows[0].n;
        }
        const newest = (await exists('audit_log'))
          ? await client.query(
              `SELECT to_char(max(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS t FROM audit_log`,
            )
          : { rows: [{ t: null }] };
        return {
          backup,
          newestChange: newest.rows[0].t,
          durationMs: Date.now() - began,
          counts,
        };
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
  } catch (err) {
    await emptyDir(dataDir, existed);
    throw err;
  }
}

async function emptyDir(dir: string, keepDir: boolean): Promise<void> {
  if (!keepDir) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    return;
  }
  for (const entry of await fs.promises.readdir(dir)) {
    await fs.promises.rm(path.join(dir, entry), { recursive: true, force: true });
  }
}
