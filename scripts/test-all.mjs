#!/usr/bin/env node
// Runs every test of the workspace in order: typecheck, formatting and lint, unit and component tests, API tests on the
// embedded PostgreSQL and on an external server, a production build and its bundle budgets, then
// the browser tests.
// Ends with one line "N passed, N failed" summed over every jest run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, cmd, args, opts = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${secs} s) ===`);
  if (!ok) failures.push(label);
  return ok;
}

function runJest(label, cwd, { env = {}, node = [] } = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'sl-jest-')), 'result.json');
  run(label, process.execPath, [...node, jestBin, '--json', `--outputFile=${out}`], {
    cwd: join(root, cwd),
    env: { ...process.env, ...env },
  });
  if (existsSync(out)) {
    const result = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    if (result.numTotalTests === 0) failures.push(`${label}: no test ran`);
  }
  rmSync(dirname(out), { recursive: true, force: true });
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const want = (phase) => only.length === 0 || only.includes(phase);

ensureInstalled(root);

if (want('typecheck')) {
  run('typecheck', 'pnpm', ['-r', 'typecheck']);
  run('formatting', process.execPath, [
    join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
    '--check',
    '.',
  ]);
  run('lint', process.execPath, [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.']);
  run('import boundaries: lint rule tests', process.execPath, [
    '--test',
    'scripts/lib/boundaries.test.mjs',
  ]);
}
if (want('unit')) {
  run('scripts: deployment of the shell and the remotes', process.execPath, [
    '--test',
    'scripts/lib/releases.test.mjs',
    'scripts/lib/deploy/lock.test.mjs',
    'scripts/lib/exposes.test.mjs',
    'scripts/lib/shared-versions.test.mjs',
    'scripts/lib/public-surface.test.mjs',
  ]);
  run('scripts: a remote as a project of its own', process.execPath, [
    '--test',
    'scripts/lib/elsewhere.test.mjs',
  ]);
  run('supply chain: licence rules', process.execPath, ['--test', 'scripts/lib/licences.test.mjs']);
  const bom = mkdtempSync(join(tmpdir(), 'sl-sbom-'));
  run('supply chain: bill of materials and licences of what ships', process.execPath, [
    'scripts/sbom.mjs',
    '--out',
    join(bom, 'sbom.cdx.json'),
  ]);
  rmSync(bom, { recursive: true, force: true });
  runJest('contracts: unit tests', 'contracts');
  runJest('shared: unit and component tests', 'shared');
  runJest('shell: component tests', 'shell');
  runJest('mfe-corps: component tests', 'mfe-corps');
  runJest('mfe-people: component tests', 'mfe-people');
  runJest('mfe-timesheets: component tests', 'mfe-timesheets');
  runJest('mfe-finance: component tests', 'mfe-finance');
  runJest('mfe-guest: component tests', 'mfe-guest');
}
const apiNode = ['--experimental-vm-modules'];
if (want('api')) {
  const embeddedEnv = { DATABASE_URL: '' };
  runJest('api: tests on the embedded PostgreSQL', 'api', { node: apiNode, env: embeddedEnv });
  const external = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(external);
  if (await reachable(url.hostname, Number(url.port || 5432))) {
    runJest(`api: tests on the PostgreSQL server at ${url.host}`, 'api', {
      node: apiNode,
      env: { DATABASE_URL: external },
    });
  } else if (process.env.CI) {
    failures.push(`api: no PostgreSQL server answers at ${url.host}`);
  } else {
    console.log(`\n(no PostgreSQL server at ${url.host}: the external-server API run is skipped)`);
  }
  // the disk lost under load: scheduled backup, restore, writes counted (the long one: README)
  run('backup drill, short: kill, delete the data directory, restore', process.execPath, [
    'scripts/drill-backup.mjs',
    '--quick',
  ]);
}
if (want('build') || want('e2e')) {
  if (run('production build', process.execPath, ['scripts/build-all.mjs'])) {
    run('bundle budgets', process.execPath, ['scripts/bundle-size.mjs']);
    run('shared library versions', process.execPath, ['scripts/check-shared-versions.mjs']);
    run('scripts: a stop signal to `pnpm start` / `npm start` exits 0', process.execPath, [
      '--test',
      'scripts/start.test.mjs',
    ]);
    run('a remote built outside the repository', process.execPath, [
      'scripts/build-remote-elsewhere.mjs',
    ]);
  }
}
if (want('e2e')) runJest('browser tests (Chromium)', 'scripts/e2e', { env: { E2E: '1' } });

console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length || totals.failed ? 1 : 0);
