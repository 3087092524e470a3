import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config.js';
import { DataDirInUseError } from '../db/datadir-lock.js';
import { startEmbedded } from '../db/embedded.js';
import { takeBaseBackup } from './base-backup.js';
import { markArchive } from './archive-marker.js';
import { describeBackup } from './describe.js';
import { archiveCommand, WAL_FOLDER } from './wal-archive.js';
import { dumpExternal, restoreExternal } from './dump.js';
import { restoreEmbedded } from './restore.js';

/** A path the user typed, read from where they typed it (a package manager runs us elsewhere). */
const fromUser = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

export class UsageError extends Error {}

function parse(
  args: string[],
  flags: string[],
): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.split(/=(.*)/s);
    if (!flags.includes(name)) throw new UsageError(`unknown option ${name}`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
    found.set(name, value);
  }
  return { positional, flags: found };
}

/** `--to-time`: an ISO 8601 time with its offset (a time without one would mean a guessed zone). */
export function parseTargetTime(value: string): Date {
  const withZone = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
  const time = new Date(value.replace(' ', 'T'));
  if (!withZone.test(value) || Number.isNaN(time.getTime())) {
    throw new UsageError(
      `--to-time must be a time with its offset, such as 2026-11-27T14:30:00Z or 2026-11-27T09:30:00-05:00; got "${value}"`,
    );
  }
  if (time.getTime() > Date.now()) throw new UsageError(`--to-time ${value} is in the future.`);
  return time;
}

/** The running product's embedded server, from its postmaster.pid (line 4: the port). */
export function runningServerUrl(dataDir: string): string {
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(lines[3])}/postgres`;
}

async function backupEmbedded(config: AppConfig, dataDir: string, root: string): Promise<string> {
  if (!fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no database to back up (set DATA_DIR).`);
  }
  // the product stopped: start its server for the backup alone; running: back up as it serves
  let server;
  try {
    server = await startEmbedded(dataDir, { backup: config.backup, scheduleBackups: false });
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
  }
  const client = new pg.Client({ connectionString: server?.url ?? runningServerUrl(dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT current_setting('archive_mode') AS mode, current_setting('archive_command') AS command`,
    );
    // the server archives into this very backup directory: the backup and its archive go together
    const intoArchive =
      rows[0].mode !== 'off' && rows[0].command === archiveCommand(path.join(root, WAL_FOLDER));
    const result = await takeBaseBackup(client, {
      pgDir: path.join(dataDir, 'pg'),
      dataDir,
      root,
      archiving: rows[0].mode !== 'off',
    });
    if (intoArchive) markArchive(dataDir, root);
    return describeBackup(result);
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
  }
}

/** `pnpm backup [--to DIR]`: prints what it wrote. */
export async function backupCommand(args: string[], env = process.env): Promise<string> {
  const { positional, flags } = parse(args, ['--to']);
  if (positional.length) throw new UsageError(`unexpected argument ${positional[0]}`);
  const config = loadConfig(env);
  const to = flags.get('--to');
  const root = to ? fromUser(to) : config.backup.dir;
  if (!root) {
    throw new UsageError('Say where the backup goes: --to DIR, or set BACKUP_DIR.');
  }
  if (config.databaseUrl) {
    const { file, bytes, ms } = dumpExternal(config.databaseUrl, root);
    return `Backup written to ${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${(ms / 1000).toFixed(1)} s (pg_dump, custom format)`;
  }
  return backupEmbedded(config, path.resolve(config.dataDir), root);
}

/** `pnpm restore FROM [--to-time T]`: prints what it restored. */
export async function restoreCommand(args: string[], env = process.env): Promise<string> {
  const { positional, flags } = parse(args, ['--to-time']);
  if (positional.length !== 1) throw new UsageError('Name one backup to restore from.');
  const from = fromUser(positional[0]);
  if (!fs.existsSync(from)) throw new UsageError(`${from} does not exist.`);
  const toTime = flags.has('--to-time') ? parseTargetTime(flags.get('--to-time')!) : undefined;
  const config = loadConfig(env);
  if (config.databaseUrl) {
    if (toTime) {
      throw new UsageError(
        '--to-time needs the WAL archive of the embedded database; an external server restores to a point in time with its own tools (docs/backups.md).',
      );
    }
    const { file, ms } = await restoreExternal(from, config.databaseUrl);
    return `Restored ${file} into the database at DATABASE_URL in ${(ms / 1000).toFixed(1)} s`;
  }
  const dataDir = path.resolve(config.dataDir);
  const result = await restoreEmbedded({ from, dataDir, toTime });
  const counts = Object.entries(result.counts)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ');
  return [
    `Restored ${result.backup.dir} into ${dataDir} in ${(result.durationMs / 1000).toFixed(1)} s${toTime ? `, to ${toTime.toISOString()}` : ''}.`,
    `It holds ${counts}; its newest recorded change is from ${result.newestChange ?? 'no time (none recorded)'}.`,
    'Start the product on it with the same DATA_DIR.',
  ].join('\n');
}
