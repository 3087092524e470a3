#!/usr/bin/env node
// The corporation's archive against the bound it must stay within: on `pnpm seed`'s data set
// (scale 0.1 by default), the product's server answers, alternately, Download Excel's request
// of the Timesheets list (GET /api/timesheets, the whole list streamed from a cursor: the server's
// side of Download Excel, the reference) and the archive of the same corporation (GET
// /api/corps/{id}/archive, read to its end as a browser would). The server's memory is sampled
// every 50 ms (resident, and the pages it holds alone); each run prints its time, its bytes, its
// peak above the server at rest, and the load average; then the ranges and the ratios.
//   node scripts/bench-archive.mjs [--scale 0.1] [--rounds 3]
// Embedded PostgreSQL in a temporary folder, or a database created on DATABASE_URL's server and
// dropped after.
import { benchOptions, load, memoryOf, privateMemoryOf, range, startBench } from './lib/bench.mjs';

const options = benchOptions({ scale: 0.1, rounds: 3 });
const PASSWORD = 'Bench-Archive-1';

/** The server's memory now (MB): resident, and its own pages alone. */
const memoryNow = (pid) => ({ rss: memoryOf(pid).now, own: privateMemoryOf(pid) });

/** GETs `path` and reads the answer to its end, sampling the server's memory every 50 ms. */
async function measured(base, path, headers, pid) {
  const rest = memoryNow(pid);
  const peak = { ...rest };
  const sample = () => {
    const now = memoryNow(pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.own = Math.max(peak.own, now.own);
  };
  const timer = setInterval(sample, 50);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) bytes += chunk.length;
  } finally {
    clearInterval(timer);
    sample();
  }
  return {
    s: (performance.now() - started) / 1000,
    bytes,
    above: { rss: peak.rss - rest.rss, own: peak.own - rest.own },
    peak,
  };
}

const loadBefore = load();
const bench = await startBench();
try {
  const { url, corp } = await bench.seededDatabase('sl-bench-archive', options.scale);
  const product = await bench.serveProduct('the product', {
    DATABASE_URL: url,
    ADMIN_PASSWORD: PASSWORD,
  });
  const pid = bench.pidOf(product);
  const headers = await bench.adminHeaders(product, PASSWORD, corp);
  const cases = {
    timesheets: () => measured(product, '/api/timesheets', headers, pid),
    archive: () => measured(product, `/api/corps/${corp}/archive`, headers, pid),
  };
  const runs = { timesheets: [], archive: [] };
  for (let round = 1; round <= options.rounds; round++) {
    const order = round % 2 ? ['timesheets', 'archive'] : ['archive', 'timesheets'];
    for (const who of order) {
      const r = await cases[who]();
      runs[who].push(r);
      console.log(
        `round ${round}  ${who.padEnd(10)} ${r.s.toFixed(2)} s  ${(r.bytes / 2 ** 20).toFixed(1)} MB sent  peak ${r.peak.rss.toFixed(0)} MB resident, ${r.peak.own.toFixed(0)} MB own; above rest ${r.above.rss.toFixed(0)} MB resident, ${r.above.own.toFixed(0)} MB own  (load ${load()})`,
      );
    }
  }
  const of = (who, f) => runs[who].map(f);
  const ratios = (f) => runs.archive.map((r, i) => f(r) / Math.max(f(runs.timesheets[i]), 1));
  console.log(
    `\n${options.rounds} interleaved rounds at scale ${options.scale}, 2 cores; load average ${loadBefore} before, ${load()} after`,
  );
  console.log(
    `time            archive ${range(
      of('archive', (r) => r.s),
      2,
    )} s | Timesheets list ${range(
      of('timesheets', (r) => r.s),
      2,
    )} s`,
  );
  for (const [measure, name] of [
    ['rss', 'resident'],
    ['own', 'own pages'],
  ]) {
    console.log(
      `peak, ${name.padEnd(9)} archive ${range(of('archive', (r) => r.peak[measure]))} MB (${range(of('archive', (r) => r.above[measure]))} above rest) | Timesheets list ${range(of('timesheets', (r) => r.peak[measure]))} MB (${range(of('timesheets', (r) => r.above[measure]))} above rest) | ratio of peaks ${range(
        ratios((r) => r.peak[measure]),
        2,
      )}`,
    );
  }
} finally {
  await bench.finish();
}
