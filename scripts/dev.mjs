#!/usr/bin/env node
// `pnpm dev`: day-to-day development, every part on its own process and port.
//   API            http://localhost:8080  (tsc --watch, restarted after each successful compile)
//   shell          http://localhost:3000  (webpack dev server; proxies /api and /auth to the API and
//                                          serves /remotes.json pointing at the remote dev servers)
//   each remote    http://localhost:3001… (webpack dev server with CORS; also runs standalone)
// An edit to a component re-renders it in place in the open page (React Fast Refresh, state kept);
// other edits reload the page (docs/remotes.md#development-edits-without-a-reload).
// Environment: API_PORT (8080), DATA_DIR and the API's other settings pass through.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll, remoteFolders, ROOT, tscBin, webpackCli } from './lib/workspace.mjs';

ensureInstalled(ROOT);

const API_PORT = process.env.API_PORT || '8080';
const children = new Set();
let stopping = false;

function prefixed(label, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${label}] ${line}\n`);
  });
}

function run(label, cmd, args, opts = {}) {
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  children.add(child);
  prefixed(label, child.stdout, process.stdout);
  prefixed(label, child.stderr, process.stderr);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping && opts.essential) {
      console.error(`[${label}] exited (${code}); stopping dev.`);
      shutdown(1);
    }
  });
  return child;
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
  });
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...children].map(stopChild));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

// --- API: compile on change, restart the server after every error-free compile -------------------
// The API runs on the compiled contracts: built once now, then recompiled on change, which the API's
// own watch sees and follows.
if (!buildAll({ ifMissing: true, only: ['contracts'] }).every((r) => r.ok)) process.exit(1);
run(
  'contracts',
  process.execPath,
  [tscBin(), '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  { cwd: join(ROOT, 'contracts'), essential: true },
);
const apiDir = join(ROOT, 'api');
let server = null;
let restarting = Promise.resolve();
function restartApi() {
  restarting = restarting.then(async () => {
    if (stopping) return;
    if (server) await stopChild(server); // one process per data directory
    server = run('api', process.execPath, [join(apiDir, 'dist', 'server.js')], {
      cwd: ROOT,
      env: { PORT: API_PORT, SERVE_WEB: '0' },
    });
  });
}
const tsc = run(
  'tsc',
  process.execPath,
  [tscBin(), '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  {
    cwd: apiDir,
    essential: true,
  },
);
tsc.stdout.on('data', (chunk) => {
  const found = /Found (\d+) errors?/.exec(String(chunk));
  if (found && found[1] === '0') restartApi();
});

// --- front ends -----------------------------------------------------------------------------------
function devPort(folder) {
  const config = createRequire(join(ROOT, folder, 'package.json'))(
    join(ROOT, folder, 'webpack.config.cjs'),
  );
  const resolved = typeof config === 'function' ? config({}, { mode: 'development' }) : config;
  return resolved.devServer.port;
}

const remotes = {};
for (const folder of remoteFolders()) {
  const port = devPort(folder);
  remotes[folder.replace(/-/g, '_')] = `http://localhost:${port}/mf-manifest.json`;
  run(
    folder,
    process.execPath,
    [webpackCli(join(ROOT, folder)), 'serve', '--mode', 'development'],
    {
      cwd: join(ROOT, folder),
      env: { API_URL: `http://localhost:${API_PORT}` },
    },
  );
}
run(
  'shell',
  process.execPath,
  [webpackCli(join(ROOT, 'shell')), 'serve', '--mode', 'development'],
  {
    cwd: join(ROOT, 'shell'),
    env: { API_URL: `http://localhost:${API_PORT}`, REMOTES: JSON.stringify(remotes) },
    essential: true,
  },
);

console.log(`StaffLedger dev: shell http://localhost:3000, API http://localhost:${API_PORT}`);
console.log(`remotes: ${JSON.stringify(remotes)}`);
