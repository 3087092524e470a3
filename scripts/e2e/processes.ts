/**
 * API processes on a database of a PostgreSQL server (DATABASE_URL, else the local one on 5432),
 * and a PgBouncer in front of it: what the tests of more than one process need.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, freePort, ROOT, waitFor } from './server';

export const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

type Rows = { rows: Record<string, unknown>[] };
export type PgClient = {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<Rows>;
  end(): Promise<void>;
};
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg') as {
  Client: new (opts: { connectionString: string }) => PgClient;
};

export async function connect(url: string): Promise<PgClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A fresh database on the server; `drop` removes it. */
export async function scratchDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  let admin: PgClient;
  try {
    admin = await connect(SERVER_URL);
  } catch (err) {
    throw new Error(
      `These tests need a PostgreSQL server at ${new URL(SERVER_URL).host} (set DATABASE_URL to use another): ${(err as Error).message}`,
    );
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export type ApiProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then the exit code (SIGKILL after 20 s). */
  stop: () => Promise<number | null>;
};

/** Starts `node api/dist/server.js` with `env` on a port of its own; resolves once it answers. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: '',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      PUBLIC_URL: url,
      WORKERS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  try {
    await Promise.race([
      waitFor(`${url}/api/health`, 90_000),
      exited.then((code) => {
        throw new Error(`the API process exited (${code}) while starting`);
      }),
    ]);
    // with more than one process, health answers once the first listens: wait for them all
    const workers = Number(env.WORKERS);
    const deadline = Date.now() + 90_000;
    while (workers > 1 && !output.includes(`(${workers} API processes)`)) {
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(`not every one of the ${workers} API processes started`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return { url, child, output: () => output, stop };
}

const PGBOUNCER_CANDIDATES = [
  '/usr/sbin/pgbouncer',
  '/usr/bin/pgbouncer',
  '/usr/local/bin/pgbouncer',
];

export type Bouncer = {
  url: (database: string) => string;
  output: () => string;
  stop(): Promise<void>;
};

/**
 * PgBouncer in transaction mode in front of the server, `poolSize` server connections per
 * database and user: clients take turns on them, one transaction at a time.
 */
export async function startPgBouncer(poolSize: number): Promise<Bouncer> {
  const bin = PGBOUNCER_CANDIDATES.find((p) => existsSync(p));
  if (!bin) {
    throw new Error(
      'PgBouncer is not installed: install it (Debian/Ubuntu: apt-get install pgbouncer) and run the tests again.',
    );
  }
  const server = new URL(SERVER_URL);
  const user = decodeURIComponent(server.username || 'postgres');
  const dir = mkdtempSync(join(tmpdir(), 'sl-pgbouncer-'));
  const port = await freePort();
  const password = server.password ? ` password=${decodeURIComponent(server.password)}` : '';
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} user=${user}${password}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  // PgBouncer refuses to run as root: it then runs as the system user "postgres", who must read these
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    for (const f of ['pgbouncer.ini', 'users.txt']) chmodSync(join(dir, f), 0o644);
  }
  const args = [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')];
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = (database: string) =>
    `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`;
  for (let i = 0; ; i++) {
    try {
      const probe = await connect(url('postgres'));
      await probe.end();
      break;
    } catch (err) {
      if (i >= 50 || child.exitCode !== null) {
        await stop();
        throw new Error(`PgBouncer did not start: ${(err as Error).message}\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url, output: () => output, stop };
}
