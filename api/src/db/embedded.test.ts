import fs from 'node:fs';
import path from 'node:path';
import { build } from '../app.js';
import { basicAuth } from '../testing/testApp.js';
import { tmpDataDir } from './embedded.js';

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
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'staffledger.lock'), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
