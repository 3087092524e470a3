#!/usr/bin/env node
// A whole list (no `limit`: what Download Excel asks for) at an agency's real size: the big
// corporation's timesheets of `pnpm seed`'s data set (100,000 rows at scale 1), from the product,
// which reads them from a cursor in batches and streams them, and from the thin reference
// (scripts/bench/thin-reference.mjs), which reads them all and then writes the array, as the
// product did before. Requests alternate between the two; each server's peak memory above its
// memory at rest is read from /proc after the runs. Prints the times, the bytes, both peaks and
// the ratios, with the machine's load average before and after.
//   node scripts/bench-whole-list.mjs [--scale 1] [--rounds 3]
import { benchOptions, load, memoryOf, range, startBench } from './lib/bench.mjs';

const options = benchOptions({ scale: 1, rounds: 3 });
const PASSWORD = 'Bench-Whole-1';

/** Reads the whole answer, as a browser would: time in ms and the bytes received. */
async function fetchAll(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return { ms: performance.now() - started, bytes };
}

const loadBefore = load();
const bench = await startBench();
try {
  const { corp, product, reference, auth } = await bench.productAndReference(
    'sl-bench-whole-list',
    options.scale,
    PASSWORD,
  );
  const sides = {
    product: { url: `${product}/api/timesheets`, headers: auth, pid: bench.pidOf(product) },
    reference: {
      url: `${reference}/timesheets/all?corp=${corp}`,
      headers: {},
      pid: bench.pidOf(reference),
    },
  };
  const atRest = Object.fromEntries(
    Object.entries(sides).map(([k, s]) => [k, memoryOf(s.pid).now]),
  );
  const times = { product: [], reference: [] };
  let bytes = {};
  for (let round = 1; round <= options.rounds; round++) {
    const order = round % 2 === 1 ? ['product', 'reference'] : ['reference', 'product'];
    for (const who of order) {
      const r = await fetchAll(sides[who].url, sides[who].headers);
      times[who].push(r.ms);
      bytes[who] = r.bytes;
      console.log(
        `round ${round}  ${who.padEnd(9)} ${(r.ms / 1000).toFixed(2)} s  ${(r.bytes / 1e6).toFixed(1)} MB  (load ${load()})`,
      );
    }
  }
  const grew = Object.fromEntries(
    Object.entries(sides).map(([k, s]) => [k, memoryOf(s.pid).peak - atRest[k]]),
  );
  console.log(
    `\n${options.rounds} interleaved rounds; load average ${loadBefore} before, ${load()} after`,
  );
  for (const who of ['product', 'reference']) {
    console.log(
      `${who.padEnd(9)} ${range(
        times[who].map((ms) => ms / 1000),
        2,
      )} s for ${(bytes[who] / 1e6).toFixed(1)} MB; ` +
        `memory at rest ${atRest[who].toFixed(0)} MB, peak ${grew[who].toFixed(0)} MB above it`,
    );
  }
  const ratios = times.product.map((ms, i) => ms / times.reference[i]);
  console.log(
    `product / reference: time ${range(ratios, 2)}, peak memory above rest ${(grew.product / grew.reference).toFixed(2)}`,
  );
} finally {
  await bench.finish();
}
