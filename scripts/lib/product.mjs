// The built product as the drills run it (scripts/drill-*.mjs): `node api/dist/server.js` on the
// embedded PostgreSQL of a data directory, in a process group of its own, signed in as the
// administrator.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

/** The administrator's password of every product a drill starts. */
export const DRILL_PASSWORD = 'Drill-Pass-Word-1';
const START_TIMEOUT_MS = 60_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Every product started, and the data directory, so that nothing outlives the drill. */
export const running = new Set();

/**
 * `node api/dist/server.js` on `dataDir`, leader of a new process group (with its PostgreSQL), so
 * that one signal reaches all of it as a crash of the machine's process tree would.
 */
export function startProduct(dataDir, port, env = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ADMIN_PASSWORD: DRILL_PASSWORD,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const product = { child, base: `http://127.0.0.1:${port}`, exited, output: () => output };
  running.add(product);
  exited.then(() => running.delete(product));
  return product;
}

/** 'up' once /api/health answers, else 'exited' or 'timeout'. */
export async function waitUntilUp(product, ms = START_TIMEOUT_MS) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (product.child.exitCode !== null) return 'exited';
    try {
      if ((await fetch(`${product.base}/api/health`)).ok) return 'up';
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return 'timeout';
}

export function killGroup(product) {
  try {
    process.kill(-product.child.pid, 'SIGKILL');
  } catch {
    // the group is gone already
  }
  return product.exited;
}

/** Stops a product as an operator would (SIGTERM), its whole group killed if it hangs. */
export async function stopProduct(product) {
  if (product.child.exitCode !== null) return;
  product.child.kill('SIGTERM');
  const timer = setTimeout(() => killGroup(product), 30_000);
  await product.exited;
  clearTimeout(timer);
}

export const tail = (text) => text.trim().split('\n').slice(-5).join('\n    ');

/** The administrator's `authorization` header on `base` (sign-in with HTTP Basic, as the screens do). */
export async function signIn(base, password = DRILL_PASSWORD) {
  const res = await fetch(`${base}/auth/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const { access_token: token } = await res.json();
  return { authorization: `Bearer ${token}` };
}
