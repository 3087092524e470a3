#!/usr/bin/env node
// Time from `node scripts/start.mjs` (a built tree) to the first answered request, on a new data
// directory (first start: the embedded PostgreSQL cluster is created) and on the same one again.
//   node scripts/bench-start.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] || 3);
const port = 18000 + Math.floor(Math.random() * 1000);

async function startOnce(dataDir) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Bench-Pass-1',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/on/login`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - t0;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

const first = [];
const again = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sl-start-'));
  first.push(await startOnce(dataDir));
  again.push(await startOnce(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (xs) => xs.map((x) => `${Math.round(x)} ms`).join(', ');
console.log(`first start (new data directory): ${fmt(first)}`);
console.log(`restart (existing data directory): ${fmt(again)}`);
