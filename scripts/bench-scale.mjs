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
import { benchOptions, load, startBench } from './lib/bench.mjs';

const options = benchOptions({ scale: 1, rounds: 3, seconds: 10, connections: 50 });
const PASSWORD = 'Bench-Scale-1';
const FILTER = 'status=SUBMITTED,APPROVED&employeeName=son';
const run = { connections: options.connections, seconds: options.seconds };

const loadBefore = load();
const bench = await startBench();
try {
  const { corp, product, reference, auth } = await bench.productAndReference(
    'sl-bench-scale',
    options.scale,
    PASSWORD,
  );

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
  await bench.interleave(cases, options, loadBefore);
} finally {
  await bench.finish();
}
