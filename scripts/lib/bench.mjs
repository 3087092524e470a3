// The parts the load benchmarks share (bench-scale.mjs, bench-workers.mjs): their options, a
// seeded database of their own, server processes, the load runs and the summary's ranges. Each
// thing started registers its own cleanup; `finish()` runs them, newest first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './product.mjs';
import { buildAll, ROOT } from './workspace.mjs';

/**
 * The numeric options (`--name value`, each above 0) and flags of a benchmark's command line;
 * anything else stops it with a clear error.
 * @param {Record<string, number>} defaults @param {string[]} [flags]
 */
export function benchOptions(defaults, flags = []) {
  const args = process.argv.slice(2);
  const stop = (message) => {
    console.error(message);
    process.exit(2);
  };
  const options = { ...defaults };
  const set = new Set();
  for (let i = 0; i < args.length; i++) {
    const name = args[i].replace(/^--/, '');
    if (flags.includes(name)) set.add(name);
    else if (args[i].startsWith('--') && name in defaults) {
      const value = Number(args[++i]);
      if (!(value > 0)) stop(`--${name} needs a number above 0`);
      options[name] = value;
    } else {
      const known = [...Object.keys(defaults), ...flags].map((k) => `--${k}`).join(', ');
      stop(`unexpected argument ${args[i]}; options: ${known}`);
    }
  }
  return { ...options, flags: set };
}

/** The load average of the last minute, as printed beside every result. */
export const load = () => loadavg()[0].toFixed(2);

/** A process's resident memory now and at its peak so far, in MB (Linux). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * The memory (MB) a process holds alone (its private pages, what a browser's task manager shows
 * as a tab's memory): resident memory also counts the pages of libraries and of the browser's
 * binary shared with every other process.
 */
export function privateMemoryOf(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(rollup)?.[1] ?? 0);
  return (kb('Private_Clean') + kb('Private_Dirty')) / 1024;
}

/**
 * Polls `count` (a query answering one row `n`) on the database of `url` every `every` ms until it
 * answers 0 `times` in a row, or `limit` ms have passed; answers the ms waited.
 */
async function untilNone(pg, url, count, { times, every, limit }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    for (let quiet = 0; quiet < times && Date.now() - started < limit;) {
      const { rows } = await client.query(count);
      quiet = rows[0].n === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, every));
    }
    return Date.now() - started;
  } finally {
    await client.end();
  }
}

/**
 * Waits until no daily job of the product runs on the database of `url`: each holds a lease row
 * while it runs, and a process's later jobs start a moment after its first, so the leases must
 * stay gone for a second. Answers the ms waited; gives up after two minutes.
 */
const jobsDone = (pg, url) =>
  untilNone(pg, url, 'SELECT count(*)::int AS n FROM job_leases WHERE until > now()', {
    times: 10,
    every: 100,
    limit: 120_000,
  });

/**
 * Waits until the database of `url` runs no query of anybody else: the requests of a run that
 * has ended may still be running there (a heavy count goes on after its client has given up), and
 * would slow whichever side runs next. Gives up after a minute.
 */
const databaseIdle = (pg, url) =>
  untilNone(
    pg,
    url,
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    { times: 3, every: 50, limit: 60_000 },
  );

/**
 * The administrator's headers (user `admin`) on an API built in this process (`build` of
 * api/dist/app.js), signed in through its token endpoint without a network.
 */
export async function injectedAdmin(app, password) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/oauth2/token',
    headers: {
      authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  return { authorization: `Bearer ${res.json().access_token}` };
}

/** `min–max` of some numbers. */
export const range = (values, digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/** A benchmark's run: the API's compiled modules, and what it started, to be stopped by finish(). */
export async function startBench() {
  if (!buildAll({ ifMissing: true, only: ['api'] }).every((r) => r.ok)) process.exit(1);
  const dist = (file) => import(join(ROOT, 'api', 'dist', file));
  const { startEmbedded, freePort } = await dist('db/embedded.js');
  const { createPool } = await dist('db/pool.js');
  const { runMigrations } = await dist('db/migrate.js');
  const { seedAtScale } = await dist('db/seed-at-scale.js');
  const autocannon = createRequire(join(ROOT, 'scripts', 'package.json'))('autocannon');
  const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
  const cleanups = [];
  const pids = new Map();

  return {
    pg,
    freePort,
    cleanups,

    /**
     * A database of its own, seeded at `scale` (`pnpm seed`'s data set, of `shape`: see
     * seed-at-scale.ts): embedded in a temporary folder, or created on DATABASE_URL's server. Its
     * URL and name, and the corporation holding half of the data.
     */
    async seededDatabase(prefix, scale, shape = 'default') {
      let url;
      let name = 'postgres';
      if (process.env.DATABASE_URL) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        name = `${prefix.replace(/\W/g, '_')}_${Date.now()}`;
        await admin.query(`CREATE DATABASE ${name}`);
        cleanups.push(async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        });
        const at = new URL(process.env.DATABASE_URL);
        at.pathname = `/${name}`;
        url = at.toString();
      } else {
        const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
        const server = await startEmbedded(dir, { log: { info: () => {}, error: console.error } });
        cleanups.push(async () => {
          await server.stop();
          rmSync(dir, { recursive: true, force: true });
        });
        url = server.url;
      }
      const pool = createPool(url, 2);
      const started = Date.now();
      try {
        await runMigrations(pool);
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('SET LOCAL synchronous_commit = off');
          await seedAtScale(client, scale, { shape });
          await client.query('COMMIT');
          await client.query('VACUUM (ANALYZE)'); // as autovacuum would in time (see seed.mjs)
        } finally {
          client.release();
        }
        const { rows } = await pool.query('SELECT min(id)::int AS id FROM corporations');
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`seeded scale ${scale} (${shape}) in ${seconds} s`);
        return { url, name, corp: rows[0].id };
      } finally {
        await pool.end();
      }
    },

    /**
     * Starts `node <file>` with `env`, waits until `probe` answers, and answers its pid. Node's
     * options for it (e.g. `--cpu-prof --cpu-prof-dir=prof`, which NODE_OPTIONS refuses) are
     * taken from BENCH_NODE_ARGS, space-separated.
     */
    async serve(label, file, env, probe) {
      const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
      const child = spawn(process.execPath, [...nodeArgs, file], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      cleanups.push(async () => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      });
      for (let i = 0; i < 600; i++) {
        if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode})`);
        try {
          if ((await fetch(probe)).ok) return child.pid;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${label} did not start`);
    },

    /**
     * The product's API on a free port (its other settings in `env`), with the screens too when
     * `web` is set; its base URL, once the daily jobs it runs at start are done (see
     * `jobsDone`), so that the measures see the product at work, not at its start.
     */
    async serveProduct(label, env, { web = false } = {}) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const productEnv = { PORT: String(port), HOST: '127.0.0.1', SERVE_WEB: String(web) };
      const file = join(ROOT, 'api', 'dist', 'server.js');
      const all = { LOG_LEVEL: 'warn', ...env, ...productEnv };
      pids.set(base, await this.serve(label, file, all, `${base}/api/health`));
      const waited = await jobsDone(pg, env.DATABASE_URL);
      console.log(`${label}: its daily jobs at start took ${(waited / 1000).toFixed(1)} s`);
      return base;
    },

    /** The headers of the administrator `admin` (password `password`) working in `corp`. */
    async adminHeaders(base, password, corp) {
      return { ...(await signIn(base, password)), 'x-corp-id': String(corp) };
    },

    /**
     * req/s and p99 (ms) of a load run on `base`: the i-th request is `requestOf(i)`, a path to
     * GET or `{ path, method, body }` (a body is sent as JSON).
     */
    async measure(base, requestOf, headers, { connections, seconds }) {
      if (this.database) await databaseIdle(pg, this.database);
      let i = 0;
      const setupRequest = (req) => {
        const r = requestOf(i++);
        if (typeof r === 'string') return { ...req, path: r };
        const body = r.body === undefined ? undefined : JSON.stringify(r.body);
        const json = body === undefined ? {} : { 'content-type': 'application/json' };
        return {
          ...req,
          path: r.path,
          method: r.method,
          body,
          headers: { ...req.headers, ...json },
        };
      };
      const result = await autocannon({
        url: base,
        connections,
        duration: seconds,
        headers,
        requests: [{ setupRequest }],
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${base}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
      }
      // a side that answered nothing within the run has no latency to report: every request took
      // longer than the run, which is what its p99 is then taken as (a lower bound)
      const none = result.requests.total === 0;
      return {
        rps: result.requests.average,
        p99: none ? seconds * 1000 : result.latency.p99,
        none,
      };
    },

    /**
     * `pnpm seed`'s data set at `scale` in a database of its own, the product and the thin
     * reference (scripts/bench/thin-reference.mjs) serving it, and the administrator's headers
     * (password `password`) working in the corporation that holds half.
     */
    async productAndReference(prefix, scale, password, shape = 'default') {
      const { url, corp } = await this.seededDatabase(prefix, scale, shape);
      // every run starts on a database that has finished the previous one's work
      this.database = url;
      const product = await this.serveProduct('the product', {
        DATABASE_URL: url,
        ADMIN_PASSWORD: password,
      });
      const reference = `http://127.0.0.1:${await freePort()}`;
      const pid = await this.serve(
        'the reference',
        join(ROOT, 'scripts', 'bench', 'thin-reference.mjs'),
        { DATABASE_URL: url, PORT: new URL(reference).port },
        `${reference}/timesheets?corp=${corp}&status=APPROVED&employeeName=x&withTotal=false`,
      );
      pids.set(reference, pid);
      const auth = await this.adminHeaders(product, password, corp);
      return { url, corp, product, reference, auth };
    },

    /**
     * Runs every case's product and reference in `rounds` interleaved rounds (who goes first
     * swaps each round, so that neither always runs on a warmer machine), printing each run, then
     * per case both ranges and the ratios, with the machine's load average before and after.
     * A case is `{ name, product, reference }`, each side a function that runs one measure;
     * `before` is the load average when the script started, before its seeding. Answers, by case
     * name, the runs of both sides and the ratios of each round.
     */
    async interleave(cases, { rounds, connections, seconds }, before = load()) {
      const width = Math.max(...cases.map((c) => c.name.length)) + 1;
      const results = Object.fromEntries(
        cases.map((c) => [c.name, { product: [], reference: [] }]),
      );
      for (let round = 1; round <= rounds; round++) {
        for (const c of cases) {
          const order = round % 2 === 1 ? ['product', 'reference'] : ['reference', 'product'];
          for (const who of order) {
            const r = await c[who]();
            results[c.name][who].push(r);
            console.log(
              `round ${round}  ${c.name.padEnd(width)} ${who.padEnd(9)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.none ? '≥ ' : ''}${r.p99} ms  (load ${load()})`,
            );
          }
        }
      }
      console.log(
        `\n${connections} connections, ${seconds} s per run, ${rounds} interleaved rounds, ${cpus().length} cores; load average ${before} before, ${load()} after`,
      );
      for (const c of cases) {
        const { product: p, reference: r } = results[c.name];
        const ratios = p.map((x, i) => x.rps / r[i].rps);
        const p99s = p.map((x, i) => x.p99 / r[i].p99);
        Object.assign(results[c.name], { ratios, p99Ratios: p99s });
        console.log(
          `${c.name.padEnd(width)} product ${range(p.map((x) => x.rps))} req/s, p99 ${range(p.map((x) => x.p99))} ms | ` +
            `reference ${range(r.map((x) => x.rps))} req/s, p99 ${range(r.map((x) => x.p99))} ms | ` +
            `req/s ratio ${range(ratios, 2)}, p99 ratio ${range(p99s, 2)}`,
        );
      }
      return results;
    },

    /** The pid of the server at `base` (the product's or the reference's). */
    pidOf(base) {
      return pids.get(base);
    },

    async finish() {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(console.error);
    },
  };
}

/** The median and the 90th percentile of some samples, in ms. */
export function medianAndP90(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p90: at(0.9) };
}

/**
 * Runs each measure once to warm up (plans cached, pages in memory), then `rounds` rounds of `runs`
 * timed runs each, adding each time in ms to its `samples`. Each round starts at another measure,
 * so that none always runs on a warmer machine.
 * @param {{ run: () => Promise<unknown>, samples: number[] }[]} measures
 */
export async function interleavedRounds(measures, { rounds, runs }) {
  for (const m of measures) await m.run();
  for (let round = 1; round <= rounds; round++) {
    const order = measures.map((_, i) => measures[(i + round) % measures.length]);
    for (const m of order) {
      for (let i = 0; i < runs; i++) {
        const t0 = process.hrtime.bigint();
        await m.run();
        m.samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }
    console.log(`round ${round} of ${rounds} done (load ${load()})`);
  }
}
