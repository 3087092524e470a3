#!/usr/bin/env node
// Shutdown drill: SIGTERM to the product under load, as an operator or a deployment sends it. The
// built product (node api/dist/server.js) on the embedded PostgreSQL in a temporary DATA_DIR;
// 32 loops read a list and create corporations; after 2 s the server gets SIGTERM. Bars: every
// request in flight then completes or is answered 503 (none is cut off), a new connection is
// refused, the process exits 0 within 10 s, and the next start on the directory is clean, with
// every acknowledged corporation there. Prints the figures; exits non-zero when a bar is missed.
//   node scripts/drill-shutdown.mjs [--rounds 3]
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptions } from './lib/bench.mjs';
import {
  freePort,
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

const options = benchOptions({ rounds: 3 });
const LOOPS = 32;
const LOAD_MS = 2_000;
const EXIT_BAR_MS = 10_000;
const NAME_PREFIX = 'Shutdown corp';

/** One loop of load: a list page, then a creation, again and again, each request recorded. */
async function loop(base, headers, n, requests, acked) {
  for (let i = 1; ; i++) {
    const create = i % 2 === 0;
    const record = { started: performance.now(), ended: 0, outcome: '' };
    requests.push(record);
    try {
      const res = create
        ? await fetch(`${base}/api/corps`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `${NAME_PREFIX} ${n}.${i}`, contacts: [] }),
          })
        : await fetch(`${base}/api/corps?limit=50`, { headers });
      const body = await res.text();
      record.outcome = String(res.status);
      if (create && res.status === 201) acked.add(JSON.parse(body).id);
    } catch (err) {
      record.outcome = err.cause?.code ?? err.code ?? 'failed';
    }
    record.ended = performance.now();
    // once refused, the loop stops: the server is going away
    if (!/^2/.test(record.outcome)) return;
  }
}

/** Whether a new TCP connection to `port` is refused. */
function connectionRefused(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err) => resolve(err.code === 'ECONNREFUSED'));
  });
}

async function round(n, dataDir, port) {
  const product = startProduct(dataDir, port);
  if ((await waitUntilUp(product)) !== 'up') {
    throw new Error(`the product did not start:\n${tail(product.output())}`);
  }
  const headers = await signIn(product.base);
  const requests = [];
  const acked = new Set();
  const loops = Array.from({ length: LOOPS }, (_, i) =>
    loop(product.base, headers, `${n}.${i + 1}`, requests, acked),
  );
  await sleep(LOAD_MS);
  const signalled = performance.now();
  product.child.kill('SIGTERM');
  await sleep(200);
  const refused = await connectionRefused(port);
  const code = await product.exited;
  const exitMs = performance.now() - signalled;
  await Promise.all(loops);

  const inFlight = requests.filter((r) => r.started < signalled && r.ended > signalled);
  const count = (list, test) => list.filter((r) => test(r.outcome)).length;
  const completed = count(inFlight, (o) => /^[23]/.test(o));
  const unavailable = count(inFlight, (o) => o === '503');
  const cut = inFlight.length - completed - unavailable;

  const restarted = performance.now();
  const next = startProduct(dataDir, port);
  const up = await waitUntilUp(next);
  const restartMs = performance.now() - restarted;
  let lost = acked.size;
  if (up === 'up') {
    const res = await fetch(`${next.base}/api/corps`, { headers: await signIn(next.base) });
    const ids = new Set((await res.json()).map((r) => r.id));
    lost = [...acked].filter((id) => !ids.has(id)).length;
  }
  await stopProduct(next);
  const ok =
    cut === 0 && refused && code === 0 && exitMs < EXIT_BAR_MS && up === 'up' && lost === 0;
  console.log(
    `round ${n}: ${requests.length} requests, ${inFlight.length} in flight at SIGTERM: ` +
      `${completed} completed, ${unavailable} answered 503, ${cut} cut off; new connection ` +
      `${refused ? 'refused' : 'ACCEPTED'}; exited ${code} after ${seconds(exitMs)}; next start ` +
      `${up === 'up' ? `clean in ${seconds(restartMs)}` : up.toUpperCase()}, ` +
      `${acked.size} acked creations, ${lost} lost: ${ok ? 'ok' : 'FAILED'}`,
  );
  return { ok, inFlight: inFlight.length, completed, unavailable, cut, exitMs, lost };
}

async function main() {
  if (!buildAll({ ifMissing: true, only: ['api'] }).every((r) => r.ok)) process.exit(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'sl-drill-shutdown-'));
  const results = [];
  try {
    const port = await freePort();
    for (let n = 1; n <= options.rounds; n++) results.push(await round(n, dataDir, port));
  } finally {
    for (const p of running) await stopProduct(p);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  const slowest = Math.max(...results.map((r) => r.exitMs));
  console.log(
    `\nSIGTERM under load, ${results.length} rounds: in flight ${sum('inFlight')}, completed ` +
      `${sum('completed')}, 503 ${sum('unavailable')}, cut off ${sum('cut')}; slowest exit ` +
      `${seconds(slowest)} (bar ${seconds(EXIT_BAR_MS)}); acknowledged writes lost ${sum('lost')}`,
  );
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  for (const p of running) p.child.kill('SIGKILL');
  process.exit(1);
});
