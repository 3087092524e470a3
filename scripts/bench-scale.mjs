#!/usr/bin/env node
// The timesheets list at an agency's real size, the product against a thin reference (Fastify + pg,
// one hand-written query, no sign-in or tenancy: scripts/bench/thin-reference.mjs) on the same
// database and machine, in interleaved rounds. The data set is `pnpm seed`'s (scale 1: 200,000
// timesheets, half in one corporation). The request is that corporation's timesheets, status
// SUBMITTED or APPROVED, employee name containing "son", newest first, pages of 50:
//   page turn   withTotal=false, offsets 0–950 in turn (the reference: the page query)
//   first page  with its total (the reference: the page query and a count(*))
// Prints req/s and p99 of each run, then per request the product's range, the reference's range
// and the ratios, with the machine's load average before and after.
//   node scripts/bench-scale.mjs [--scale 1] [--rounds 3] [--seconds 10] [--connections 50]
// Embedded PostgreSQL in a temporary folder, or a database created on DATABASE_URL's server and
// dropped after.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, ROOT } from './lib/workspace.mjs';

const args = process.argv.slice(2);
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
const SCALE = option('scale', 1);
const ROUNDS = option('rounds', 3);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 50);
const PASSWORD = 'Bench-Scale-1';
const FILTER = 'status=SUBMITTED,APPROVED&employeeName=son';

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

/** A database of its own: `{ url }`, removed at the end. */
async function database() {
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `sl_bench_scale_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const dir = mkdtempSync(join(tmpdir(), 'sl-bench-scale-'));
  const server = await startEmbedded(dir, { log: { info: () => {}, error: console.error } });
  cleanups.push(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return server.url;
}

/** Starts a server process and waits until `probe` answers. */
async function serve(label, file, env, probe) {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode})`);
    try {
      if ((await fetch(probe)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not start`);
}

/** req/s and p99 (ms) of `seconds` of load on `url` + a path from `pathOf(i)`. */
async function measure(base, pathOf, headers) {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: pathOf(i++) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${base}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

try {
  const url = await database();
  const pool = createPool(url, 2);
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
  const { rows } = await pool.query('SELECT min(id)::int AS id FROM corporations');
  const corp = rows[0].id;
  await pool.end();
  console.log(`seeded scale ${SCALE} in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const productPort = await freePort();
  const referencePort = await freePort();
  const product = `http://127.0.0.1:${productPort}`;
  const reference = `http://127.0.0.1:${referencePort}`;
  await serve(
    'the product',
    join(ROOT, 'api', 'dist', 'server.js'),
    {
      DATABASE_URL: url,
      PORT: String(productPort),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    `${product}/api/health`,
  );
  await serve(
    'the reference',
    join(ROOT, 'scripts', 'bench', 'thin-reference.mjs'),
    { DATABASE_URL: url, PORT: String(referencePort) },
    `${reference}/timesheets?corp=${corp}&status=APPROVED&employeeName=x&withTotal=false`,
  );
  const token = await fetch(`${product}/auth/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${token.access_token}`, 'x-corp-id': String(corp) };

  const offset = (i) => (i % 20) * 50;
  const list = `/api/timesheets?${FILTER}&sort=periodStartDate&order=desc&limit=50`;
  const thin = `/timesheets?corp=${corp}&${FILTER}`;
  const cases = [
    {
      name: 'page turn',
      product: () => measure(product, (i) => `${list}&offset=${offset(i)}&withTotal=false`, auth),
      reference: () => measure(reference, (i) => `${thin}&offset=${offset(i)}&withTotal=false`),
    },
    {
      name: 'first page with its total',
      product: () => measure(product, () => list, auth),
      reference: () => measure(reference, () => thin),
    },
  ];
  const results = Object.fromEntries(cases.map((c) => [c.name, { product: [], reference: [] }]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of cases) {
      // Each round swaps who goes first, so that neither always runs on a warmer machine.
      const order = round % 2 === 1 ? ['product', 'reference'] : ['reference', 'product'];
      for (const who of order) {
        const r = await c[who]();
        results[c.name][who].push(r);
        console.log(
          `round ${round}  ${c.name.padEnd(26)} ${who.padEnd(9)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99} ms  (load ${load()})`,
        );
      }
    }
  }

  const range = (values, digits = 0) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds, ${cpus().length} cores; load average ${loadBefore} before, ${load()} after`,
  );
  for (const c of cases) {
    const { product: p, reference: r } = results[c.name];
    const ratios = p.map((x, i) => x.rps / r[i].rps);
    const p99s = p.map((x, i) => x.p99 / r[i].p99);
    console.log(
      `${c.name.padEnd(26)} product ${range(p.map((x) => x.rps))} req/s, p99 ${range(p.map((x) => x.p99))} ms | ` +
        `reference ${range(r.map((x) => x.rps))} req/s, p99 ${range(r.map((x) => x.p99))} ms | ` +
        `req/s ratio ${range(ratios, 2)}, p99 ratio ${range(p99s, 2)}`,
    );
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(console.error);
}
