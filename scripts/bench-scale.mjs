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
import { cpus } from 'node:os';
import { join } from 'node:path';
import { benchOptions, load, range, startBench } from './lib/bench.mjs';
import { ROOT } from './lib/workspace.mjs';

const options = benchOptions({ scale: 1, rounds: 3, seconds: 10, connections: 50 });
const PASSWORD = 'Bench-Scale-1';
const FILTER = 'status=SUBMITTED,APPROVED&employeeName=son';
const run = { connections: options.connections, seconds: options.seconds };

const loadBefore = load();
const bench = await startBench();
try {
  const { url, corp } = await bench.seededDatabase('sl-bench-scale', options.scale);
  const product = await bench.serveProduct('the product', {
    DATABASE_URL: url,
    ADMIN_PASSWORD: PASSWORD,
  });
  const reference = `http://127.0.0.1:${await bench.freePort()}`;
  await bench.serve(
    'the reference',
    join(ROOT, 'scripts', 'bench', 'thin-reference.mjs'),
    { DATABASE_URL: url, PORT: new URL(reference).port },
    `${reference}/timesheets?corp=${corp}&status=APPROVED&employeeName=x&withTotal=false`,
  );
  const auth = await bench.adminHeaders(product, PASSWORD, corp);

  const offset = (i) => (i % 20) * 50;
  const list = `/api/timesheets?${FILTER}&sort=periodStartDate&order=desc&limit=50`;
  const thin = `/timesheets?corp=${corp}&${FILTER}`;
  const cases = [
    {
      name: 'page turn',
      product: () =>
        bench.measure(product, (i) => `${list}&offset=${offset(i)}&withTotal=false`, auth, run),
      reference: () =>
        bench.measure(reference, (i) => `${thin}&offset=${offset(i)}&withTotal=false`, {}, run),
    },
    {
      name: 'first page with its total',
      product: () => bench.measure(product, () => list, auth, run),
      reference: () => bench.measure(reference, () => thin, {}, run),
    },
  ];
  const results = Object.fromEntries(cases.map((c) => [c.name, { product: [], reference: [] }]));
  for (let round = 1; round <= options.rounds; round++) {
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

  console.log(
    `\n${options.connections} connections, ${options.seconds} s per run, ${options.rounds} interleaved rounds, ${cpus().length} cores; load average ${loadBefore} before, ${load()} after`,
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
  await bench.finish();
}
