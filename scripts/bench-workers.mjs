#!/usr/bin/env node
// Requests per second of the product with one API process and with two (WORKERS=2) on the same
// database and machine, in interleaved rounds, on the same mix of requests: a page of the
// timesheets list (offsets in turn), a page of vendors and a page of employees of the big
// corporation of a seeded data set (`pnpm seed`'s, at --scale, default 0.05). Prints req/s and
// p99 of each run, then the ranges, the ratio two/one and the load average before and after.
//   node scripts/bench-workers.mjs [--scale 0.05] [--rounds 3] [--seconds 10] [--connections 50]
//                                  [--pgbouncer]
// Embedded PostgreSQL in a temporary folder, or a database created on DATABASE_URL's server and
// dropped after. --pgbouncer (needs DATABASE_URL) puts PgBouncer in transaction mode between both
// setups and that server, as a deployment with a pooler would.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, ROOT } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const known = new Set(['--scale', '--rounds', '--seconds', '--connections', '--pgbouncer']);
for (const [i, a] of args.entries()) {
  if (a.startsWith('--') && !known.has(a)) {
    console.error(`unknown option ${a}; options: ${[...known].join(', ')}`);
    process.exit(2);
  }
  if (!a.startsWith('--') && !known.has(args[i - 1])) {
    console.error(`unexpected argument ${a}`);
    process.exit(2);
  }
}
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!(value > 0)) {
    console.error(`--${name} needs a number above 0`);
    process.exit(2);
  }
  return value;
};
const SCALE = option('scale', 0.05);
const ROUNDS = option('rounds', 3);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 50);
const BOUNCER = args.includes('--pgbouncer');
const PASSWORD = 'Bench-Workers-1';
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'].find(
  (p) => existsSync(p),
);
if (BOUNCER && !process.env.DATABASE_URL) {
  console.error(
    '--pgbouncer needs DATABASE_URL: the PostgreSQL server PgBouncer stands in front of',
  );
  process.exit(2);
}
if (BOUNCER && !PGBOUNCER) {
  console.error(
    '--pgbouncer: PgBouncer is not installed (Debian/Ubuntu: apt-get install pgbouncer)',
  );
  process.exit(2);
}

if (!buildAll({ ifMissing: true, only: ['api'] }).every((r) => r.ok)) process.exit(1);
const dist = (file) => import(join(ROOT, 'api', 'dist', file));
const { startEmbedded, freePort } = await dist('db/embedded.js');
const { createPool } = await dist('db/pool.js');
const { runMigrations } = await dist('db/migrate.js');
const { seedAtScale } = await dist('db/seed-at-scale.js');
const autocannon = createRequire(join(ROOT, 'scripts', 'package.json'))('autocannon');
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');

const load = () => loadavg()[0].toFixed(2);
const loadBefore = load();
const cleanups = [];

/** A database of its own: `{ url, name }`, removed at the end. */
async function database() {
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `sl_bench_workers_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return { url: url.toString(), name };
  }
  const dir = mkdtempSync(join(tmpdir(), 'sl-bench-workers-'));
  const server = await startEmbedded(dir, { log: { info: () => {}, error: console.error } });
  cleanups.push(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: server.url, name: 'postgres' };
}

/** PgBouncer in transaction mode before DATABASE_URL's server; the URL of `name` through it. */
async function pgbouncer(name) {
  const server = new URL(process.env.DATABASE_URL);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = server.password ? ` password=${decodeURIComponent(server.password)}` : '';
  const dir = mkdtempSync(join(tmpdir(), 'sl-bench-pgbouncer-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    `[databases]\n* = host=${server.hostname} port=${server.port || 5432} user=${user}${password}\n` +
      `[pgbouncer]\nlisten_addr = 127.0.0.1\nlisten_port = ${port}\nunix_socket_dir =\n` +
      `auth_type = trust\nauth_file = ${join(dir, 'users.txt')}\npool_mode = transaction\n` +
      `default_pool_size = 20\nmax_client_conn = 500\n` +
      // its errors only: a line per connection would bury the results
      `log_connections = 0\nlog_disconnections = 0\nlog_stats = 0\n`,
  );
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  // PgBouncer refuses to run as root: it then runs as the system user "postgres"
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    for (const f of ['pgbouncer.ini', 'users.txt']) chmodSync(join(dir, f), 0o644);
  }
  const child = spawn(
    PGBOUNCER,
    [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${name}`;
  for (let i = 0; ; i++) {
    const probe = new pg.Client({ connectionString: url });
    try {
      await probe.connect();
      await probe.end();
      return url;
    } catch (err) {
      if (i >= 50 || child.exitCode !== null) throw new Error(`PgBouncer did not start: ${err}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Starts the product with `workers` processes; its base URL once it answers. */
async function serve(workers, databaseUrl) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`WORKERS=${workers} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WORKERS=${workers} did not start`);
}

/** req/s and p99 (ms) of `SECONDS` of the request mix on `base`. */
async function measure(base, paths, headers) {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths(i++) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${base}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

try {
  const db = await database();
  const pool = createPool(db.url, 2);
  await runMigrations(pool);
  const client = await pool.connect();
  const seeded = Date.now();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    await seedAtScale(client, SCALE);
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    client.release();
  }
  const { rows } = await pool.query(
    'SELECT corp_id::int AS id FROM timesheets GROUP BY corp_id ORDER BY count(*) DESC LIMIT 1',
  );
  const corp = rows[0].id;
  await pool.end();
  console.log(`seeded scale ${SCALE} in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const url = BOUNCER ? await pgbouncer(db.name) : db.url;
  // one at a time, so that the second finds the daily jobs' start-up run done
  const bases = { 1: await serve(1, url), 2: await serve(2, url) };
  const token = await fetch(`${bases[1]}/auth/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${token.access_token}`, 'x-corp-id': String(corp) };
  const mix = [
    (i) =>
      `/api/timesheets?sort=periodStartDate&order=desc&limit=50&offset=${(i % 20) * 50}&withTotal=false`,
    () => '/api/vendors?sort=name&limit=50',
    () => '/api/employees?sort=name&limit=50',
  ];
  const paths = (i) => mix[i % mix.length](Math.floor(i / mix.length));

  const results = { 1: [], 2: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    // each round swaps who goes first, so that neither always runs on a warmer machine
    for (const workers of round % 2 === 1 ? [1, 2] : [2, 1]) {
      const r = await measure(bases[workers], paths, auth);
      results[workers].push(r);
      console.log(
        `round ${round}  ${workers} process${workers > 1 ? 'es' : '  '} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99} ms  (load ${load()})`,
      );
    }
  }
  const range = (values, digits = 0) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  const ratios = results[2].map((r, i) => r.rps / results[1][i].rps);
  console.log(
    `\n${BOUNCER ? 'through PgBouncer (transaction mode), ' : ''}${CONNECTIONS} connections, ${SECONDS} s per run, ` +
      `${ROUNDS} interleaved rounds, ${cpus().length} cores; load average ${loadBefore} before, ${load()} after`,
  );
  console.log(
    `1 process ${range(results[1].map((r) => r.rps))} req/s, p99 ${range(results[1].map((r) => r.p99))} ms | ` +
      `2 processes ${range(results[2].map((r) => r.rps))} req/s, p99 ${range(results[2].map((r) => r.p99))} ms | ` +
      `req/s ratio 2/1 ${range(ratios, 2)}`,
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(console.error);
}
