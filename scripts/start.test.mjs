// Run with: node --test scripts/start.test.mjs (on a built tree: node scripts/build-all.mjs first)
// `pnpm start` / `npm start` as an operator runs it: a stop signal ends it with exit code 0 and no
// package manager's failure line; a product that cannot start still fails.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { pnpmCommand } from './lib/install.mjs';
import { freePort, sleep } from './lib/product.mjs';
import { scratchDatabase } from './lib/scratch-db.mjs';
import { buildTargets, isStale, ROOT } from './lib/workspace.mjs';

process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;
const FAILURE_LINE = /ELIFECYCLE|Command failed|npm error|npm ERR!/;

let db;
before(async () => {
  // a stale part would make `start` build it here, for minutes, inside the test
  const stale = buildTargets().filter(isStale);
  assert.deepEqual(
    stale.map((t) => t.label),
    [],
    'build the tree first: node scripts/build-all.mjs',
  );
  db = await scratchDatabase('start_test');
});
const groups = new Set();
after(async () => {
  // whatever a failed stop left behind (a product cut off from its parent) must not outlive the test
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await db?.drop();
});

/** `<manager> start` on a port of its own, leader of a new process group as a terminal's job is. */
function start(manager, port) {
  const [cmd, ...pre] = manager === 'npm' ? ['npm'] : pnpmCommand();
  const child = spawn(cmd, [...pre, 'start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: db.opts.databaseUrl,
      DATA_DIR: db.opts.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'Start-Test-Pass-1',
      SMTP_URL: '',
      WORKERS: '',
      LOG_LEVEL: 'info',
    },
  });
  groups.add(child.pid);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

async function waitUntilAnswering(port, run) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null || run.child.signalCode !== null) break;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  process.kill(-run.child.pid, 'SIGKILL');
  assert.fail(`the product did not answer on port ${port}:\n${run.output()}`);
}

async function stopped(run) {
  const timer = setTimeout(() => process.kill(-run.child.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
  const result = await run.exited;
  clearTimeout(timer);
  return result;
}

test('SIGTERM to `pnpm start` stops the product and the command exits 0', async () => {
  const port = await freePort();
  const run = start('pnpm', port);
  await waitUntilAnswering(port, run);
  run.child.kill('SIGTERM');
  const { code, signal } = await stopped(run);
  assert.doesNotMatch(run.output(), FAILURE_LINE);
  assert.deepEqual({ code, signal }, { code: 0, signal: null }, run.output());
  assert.match(run.output(), /shutting down/);
  await assert.rejects(fetch(`http://127.0.0.1:${port}/api/health`), 'the port is closed');
});

test('Ctrl+C (SIGINT to the whole job) to `npm start` stops it and the command exits 0', async () => {
  const port = await freePort();
  const run = start('npm', port);
  await waitUntilAnswering(port, run);
  process.kill(-run.child.pid, 'SIGINT');
  const { code, signal } = await stopped(run);
  assert.doesNotMatch(run.output(), FAILURE_LINE);
  assert.deepEqual({ code, signal }, { code: 0, signal: null }, run.output());
  assert.match(run.output(), /shutting down/);
});

test('a product that cannot start (its port taken) still fails `pnpm start`', async () => {
  const taken = net.createServer();
  await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
  try {
    const run = start('pnpm', taken.address().port);
    const { code } = await stopped(run);
    assert.notEqual(code, 0, run.output());
    assert.match(run.output(), /EADDRINUSE/);
  } finally {
    taken.close();
  }
});
