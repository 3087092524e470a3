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
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptions, load, range, startBench } from './lib/bench.mjs';

const options = benchOptions({ scale: 0.05, rounds: 3, seconds: 10, connections: 50 }, [
  'pgbouncer',
]);
const BOUNCER = options.flags.has('pgbouncer');
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
const run = { connections: options.connections, seconds: options.seconds };

/** PgBouncer in transaction mode before DATABASE_URL's server; the URL of `name` through it. */
async function pgbouncer(bench, name) {
  const server = new URL(process.env.DATABASE_URL);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = server.password ? ` password=${decodeURIComponent(server.password)}` : '';
  const dir = mkdtempSync(join(tmpdir(), 'sl-bench-pgbouncer-'));
  const port = await bench.freePort();
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
  bench.cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${name}`;
  for (let i = 0; ; i++) {
    const probe = new bench.pg.Client({ connectionString: url });
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

const loadBefore = load();
const bench = await startBench();
try {
  const db = await bench.seededDatabase('sl-bench-workers', options.scale);
  const url = BOUNCER ? await pgbouncer(bench, db.name) : db.url;
  const serve = (workers) =>
    bench.serveProduct(`WORKERS=${workers}`, {
      DATABASE_URL: url,
      WORKERS: String(workers),
      ADMIN_PASSWORD: PASSWORD,
    });
  // one at a time, so that the second finds the daily jobs' start-up run done
  const bases = { 1: await serve(1), 2: await serve(2) };
  const auth = await bench.adminHeaders(bases[1], PASSWORD, db.corp);
  const mix = [
    (i) =>
      `/api/timesheets?sort=periodStartDate&order=desc&limit=50&offset=${(i % 20) * 50}&withTotal=false`,
    () => '/api/vendors?sort=name&limit=50',
    () => '/api/employees?sort=name&limit=50',
  ];
  const paths = (i) => mix[i % mix.length](Math.floor(i / mix.length));

  const results = { 1: [], 2: [] };
  for (let round = 1; round <= options.rounds; round++) {
    // each round swaps who goes first, so that neither always runs on a warmer machine
    for (const workers of round % 2 === 1 ? [1, 2] : [2, 1]) {
      const r = await bench.measure(bases[workers], paths, auth, run);
      results[workers].push(r);
      console.log(
        `round ${round}  ${workers} process${workers > 1 ? 'es' : '  '} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99} ms  (load ${load()})`,
      );
    }
  }
  const ratios = results[2].map((r, i) => r.rps / results[1][i].rps);
  console.log(
    `\n${BOUNCER ? 'through PgBouncer (transaction mode), ' : ''}${options.connections} connections, ${options.seconds} s per run, ` +
      `${options.rounds} interleaved rounds, ${cpus().length} cores; load average ${loadBefore} before, ${load()} after`,
  );
  console.log(
    `1 process ${range(results[1].map((r) => r.rps))} req/s, p99 ${range(results[1].map((r) => r.p99))} ms | ` +
      `2 processes ${range(results[2].map((r) => r.rps))} req/s, p99 ${range(results[2].map((r) => r.p99))} ms | ` +
      `req/s ratio 2/1 ${range(ratios, 2)}`,
  );
} finally {
  await bench.finish();
}
