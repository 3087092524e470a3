import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
export const ADMIN = { username: 'admin', password: 'E2e-Admin-Pass1' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; gives up at the deadline, or at once when `gone()` says so. */
export async function waitFor(
  url: string,
  timeoutMs = 60_000,
  gone: () => boolean = () => false,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone()) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    gone() ? `${url}: the process exited first` : `${url} did not answer within ${timeoutMs} ms`,
  );
}

export type Running = { url: string; stop: () => Promise<void>; output: () => string };

function track(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return () => output;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The product as startProduct runs it; `restart` starts it again on the same data and port. */
export type Product = Running & {
  /**
   * Stops the process and starts it again on the same data directory and port, as a redeploy does:
   * the background jobs then run at start on the data the test made meanwhile.
   */
  restart: () => Promise<void>;
};

/** Starts the product as `pnpm start` does (built tree, embedded PostgreSQL in a fresh data dir). */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  let port = await freePort();
  let url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sl-e2e-'));
  let logs = '';
  const launch = async () => {
    const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: '',
        // the address the browser uses, so that links the product hands out open here
        PUBLIC_URL: url,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = track(child);
    let gone = false;
    child.once('exit', () => (gone = true));
    try {
      await waitFor(`${url}/api/health`, 60_000, () => gone);
    } catch (err) {
      await stopChild(child);
      throw Object.assign(new Error(`${(err as Error).message}\n${logs}${output()}`), {
        portTaken: output().includes('EADDRINUSE'),
      });
    }
    return { child, output };
  };
  // a free port can be taken by another test's process before the product binds it: another one
  let current: Awaited<ReturnType<typeof launch>>;
  for (let attempt = 1; ; attempt++) {
    try {
      current = await launch();
      break;
    } catch (err) {
      if (!(err as { portTaken?: boolean }).portTaken || attempt >= 3) throw err;
      port = await freePort();
      url = `http://127.0.0.1:${port}`;
    }
  }
  const stop = async () => {
    await stopChild(current.child);
    logs += current.output();
  };
  return {
    url,
    output: () => logs + current.output(),
    restart: async () => {
      await stop();
      current = await launch();
    },
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves a built remote on its own origin, as a team deploying it separately would. */
export async function startRemote(folder: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'serve-remote.mjs'), folder, String(port)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/mf-manifest.json`);
  return { url, output, stop: () => stopChild(child) };
}

/**
 * Serves the standalone guest app on its own origin (port `port`), its guest-config.json naming
 * the API at `apiUrl`, as a deployment of its static files would.
 */
export async function startGuestApp(port: number, apiUrl: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'serve-guest.mjs'), String(port), apiUrl],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/guest-config.json`);
  return { url, output, stop: () => stopChild(child) };
}

/** A drill script (scripts/drill-*.mjs) run to its end on the embedded database: its output and exit code. */
export function runDrill(
  script: string,
  rounds: number,
): { output: string; status: number | null } {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', script), '--rounds', String(rounds)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '' },
      timeout: 110_000,
    },
  );
  return { output: `${run.stdout}${run.stderr}`, status: run.status };
}
