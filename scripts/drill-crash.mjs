#!/usr/bin/env node
// Crash drill: does a product killed with writes in flight lose any write it acknowledged, and does
// it start again on the same data directory? The built product (node api/dist/server.js, what
// `pnpm start` runs) on the embedded PostgreSQL in a temporary DATA_DIR, in a process group of its
// own; each round signs in, runs 8 loops creating corporations, after a random 1–3 s kills the
// whole group with SIGKILL (a crash or the OOM killer: no shutdown of any kind), starts it again
// on the same directory and checks that every acknowledged corporation is there. Prints each
// round, then "acked N, lost N, restarts refused N". Last, a second product started on the live
// directory must be refused with a clear message while the first keeps answering with its data.
// Exits non-zero when a write was lost, a restart refused or the second start not refused.
//   node scripts/drill-crash.mjs [--rounds 10]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptions } from './lib/bench.mjs';
import {
  freePort,
  killGroup,
  running,
  seconds,
  signIn,
  sleep,
  startProduct,
  stopProduct,
  tail,
  waitUntilUp,
} from './lib/product.mjs';
import { buildAll } from './lib/workspace.mjs';

const options = benchOptions({ rounds: 10 });
const WRITERS = 8;
const START_TRIES = 3;
const NAME_PREFIX = 'Drill corp';
let scratchDir;

/**
 * Starts the product on a directory a crash just left; a start that exits or does not answer is
 * a refused restart, counted, and tried again (up to START_TRIES) so the drill can go on.
 */
async function restart(dataDir, port, stats) {
  for (let attempt = 1; attempt <= START_TRIES; attempt++) {
    const started = Date.now();
    const product = startProduct(dataDir, port);
    const result = await waitUntilUp(product);
    if (result === 'up') return { product, ms: Date.now() - started };
    stats.refused++;
    await killGroup(product);
    console.log(`  start REFUSED (${result}, try ${attempt}):\n    ${tail(product.output())}`);
    await sleep(1000);
  }
  throw new Error(`the product did not start in ${START_TRIES} tries`);
}

/** The drill's corporations in the database: id → name. */
async function drillCorps(base, headers) {
  const res = await fetch(`${base}/api/corps`, { headers });
  if (!res.ok) throw new Error(`GET /api/corps answered ${res.status}`);
  const rows = await res.json();
  return new Map(rows.filter((r) => r.name.startsWith(NAME_PREFIX)).map((r) => [r.id, r.name]));
}

/**
 * One writer: creates corporations one after another until its requests fail (the product was
 * killed), recording each acknowledged one (201 with its id) in `acked`.
 */
async function writer(base, headers, round, n, acked, counts) {
  for (let i = 1; ; i++) {
    const name = `${NAME_PREFIX} r${round} w${n} #${i}`;
    counts.sent++;
    let res;
    try {
      res = await fetch(`${base}/api/corps`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name, contacts: [] }),
      });
    } catch {
      counts.unanswered++;
      return;
    }
    if (res.status !== 201) {
      counts.failed++;
      await res.body?.cancel();
      continue;
    }
    const { id } = await res.json().catch(() => ({}));
    if (id === undefined) {
      counts.unanswered++; // the answer was cut off: not acknowledged
      return;
    }
    acked.set(id, name);
  }
}

/** Acknowledged rows missing from the database now (each counted once over the drill). */
async function checkAcked(product, acked, lost) {
  const found = await drillCorps(product.base, await signIn(product.base));
  const missing = [...acked.keys()].filter((id) => !found.has(id) && !lost.has(id));
  missing.forEach((id) => lost.add(id));
  const unacked = [...found.keys()].filter((id) => !acked.has(id)).length;
  return { found, missing, unacked };
}

async function round(n, product, dataDir, port, state) {
  const headers = await signIn(product.base);
  const counts = { sent: 0, failed: 0, unanswered: 0 };
  const before = state.acked.size;
  const writers = Array.from({ length: WRITERS }, (_, w) =>
    writer(product.base, headers, n, w + 1, state.acked, counts),
  );
  const killAfter = 1000 + Math.random() * 2000;
  await sleep(killAfter);
  await killGroup(product);
  await Promise.all(writers);

  const { product: next, ms } = await restart(dataDir, port, state.stats);
  const { missing, unacked } = await checkAcked(next, state.acked, state.lost);
  console.log(
    `round ${n}: ${state.acked.size - before} writes acked, killed after ${seconds(killAfter)} ` +
      `(${counts.unanswered} in flight, ${counts.failed} refused by the API); restarted in ` +
      `${seconds(ms)}; ${missing.length} of ${state.acked.size} acked rows missing; ` +
      `${unacked} unanswered writes committed so far`,
  );
  return next;
}

/** A second product on the live directory must exit non-zero, naming the first; the first lives. */
async function secondStartRefused(first, dataDir, acked) {
  const started = Date.now();
  const second = startProduct(dataDir, await freePort());
  const result = await waitUntilUp(second);
  if (result !== 'exited') await killGroup(second);
  const code = await second.exited;
  const message = second
    .output()
    .split('\n')
    .find((l) => l.includes('Another StaffLedger process'));
  const named = message?.includes(`(pid ${first.child.pid})`) ?? false;
  const health = await fetch(`${first.base}/api/health`).then(
    (r) => r.status,
    () => 'no answer',
  );
  const found = await drillCorps(first.base, await signIn(first.base));
  const kept = [...acked.keys()].filter((id) => found.has(id)).length;
  const ok = result === 'exited' && code !== 0 && named && health === 200 && kept === acked.size;
  console.log(
    `\nsecond start on the live data directory: ${result === 'exited' ? `exited ${code}` : result} ` +
      `after ${seconds(Date.now() - started)}: ${message?.trim() ?? tail(second.output())}`,
  );
  console.log(
    `the first (pid ${first.child.pid}) ${health === 200 ? 'still answers' : `answers ${health}`}, ` +
      `${kept} of ${acked.size} acked rows present: ${ok ? 'ok' : 'FAILED'}`,
  );
  return ok;
}

async function main() {
  if (!buildAll({ ifMissing: true, only: ['api'] }).every((r) => r.ok)) process.exit(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'sl-drill-crash-'));
  scratchDir = dataDir;
  const port = await freePort();
  const state = { acked: new Map(), lost: new Set(), stats: { refused: 0 } };
  let product;
  let secondOk = false;
  try {
    console.log(`data directory ${dataDir}, ${options.rounds} rounds, ${WRITERS} writers`);
    product = startProduct(dataDir, port);
    const first = await waitUntilUp(product);
    if (first !== 'up') throw new Error(`the first start failed:\n${product.output()}`);
    for (let n = 1; n <= options.rounds; n++) {
      product = await round(n, product, dataDir, port, state);
    }
    secondOk = await secondStartRefused(product, dataDir, state.acked);
  } finally {
    for (const p of running) await stopProduct(p);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { acked, lost, stats } = state;
  console.log(`\nacked ${acked.size}, lost ${lost.size}, restarts refused ${stats.refused}`);
  process.exit(lost.size || stats.refused || !secondOk ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const p of running) killGroup(p);
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
    process.exit(130);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  for (const p of running) killGroup(p);
  process.exit(1);
});
