import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../app.js';
import { spawnServer } from '../testing/serverProcess.js';
import { basicAuth } from '../testing/testApp.js';
import { isProcessAlive } from './datadir-lock.js';
import { freePort, tmpDataDir } from './embedded.js';

/** The app on its own embedded PostgreSQL in a data directory, as `node dist/server.js` runs it. */
const start = (dataDir: string, onAdminPassword?: (u: string, p: string) => void) =>
  build({
    databaseUrl: undefined,
    dataDir,
    pgPort: undefined,
    jwtSecret: undefined,
    adminUsername: 'admin',
    adminPassword: undefined,
    logLevel: 'silent',
    onAdminPassword,
  });

test('embedded start-up: initialises once, refuses a second process, keeps data across restarts', async () => {
  const dataDir = tmpDataDir();
  try {
    let generated: string | undefined;
    const first = await start(dataDir, (_u, p) => (generated = p));
    expect(generated).toMatch(/^.{24,}$/);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'staffledger.lock'), 'utf8').trim()).toBe(
      String(process.pid),
    );

    await expect(start(dataDir)).rejects.toThrow(
      `Another StaffLedger process (pid ${process.pid}) is using the data directory ${path.resolve(dataDir)}; stop it or set DATA_DIR.`,
    );
    // the refused start-up did not disturb the running one
    expect((await first.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'staffledger.lock'))).toBe(false);

    let generatedAgain: string | undefined;
    const second = await start(dataDir, (_u, p) => (generatedAgain = p));
    try {
      expect(generatedAgain).toBeUndefined(); // the super user exists already
      const res = await second.inject({
        method: 'POST',
        url: '/auth/oauth2/token',
        headers: {
          authorization: basicAuth('admin', generated!),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      });
      expect(res.statusCode).toBe(200);
      const { rows } = await second.pg.query('SHOW fsync');
      expect(rows[0].fsync).toBe('on');
    } finally {
      await second.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

test('a lock left by a dead process is taken over', async () => {
  const { acquireDataDirLock } = await import('./datadir-lock.js');
  const dataDir = tmpDataDir();
  try {
    fs.writeFileSync(path.join(dataDir, 'staffledger.lock'), '999999999\n');
    const lock = await acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'staffledger.lock'), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

async function waitForHealth(base: string, server: { child: ChildProcess; output(): string }) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer within 60 s:\n${server.output()}`);
}

const postmasterPid = (dataDir: string): number | null => {
  try {
    const pid = Number.parseInt(
      fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8'),
      10,
    );
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

test('a process killed without stopping its PostgreSQL does not block the next start', async () => {
  const dataDir = tmpDataDir();
  const hooksDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-hooks-'));
  const password = 'Orphan-Test-Pass-1';
  let server: ReturnType<typeof spawnServer> | undefined;
  let left: number | null = null;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawnServer(hooksDir, {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ADMIN_PASSWORD: password,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    });
    await waitForHealth(base, server);
    const token = await fetch(`${base}/auth/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: basicAuth('admin', password),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const created = await fetch(`${base}/api/corps`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Written Before The Crash', contacts: [] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // the Node process alone dies: its PostgreSQL runs on, orphaned, holding the directory
    left = postmasterPid(dataDir);
    expect(left).not.toBeNull();
    const exited = new Promise((resolve) => server!.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    expect(isProcessAlive(left!)).toBe(true);

    const app = await start(dataDir);
    try {
      expect(isProcessAlive(left!)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(left);
      const { rows } = await app.pg.query('SELECT name FROM corporations WHERE id = $1', [id]);
      expect(rows).toEqual([{ name: 'Written Before The Crash' }]);
    } finally {
      await app.close();
    }
  } finally {
    server?.child.kill('SIGKILL');
    if (left !== null && isProcessAlive(left)) process.kill(left, 'SIGKILL');
    fs.rmSync(hooksDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
