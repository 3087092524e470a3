import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { build, type BuildOptions } from '../app.js';
import { createPool } from '../db/pool.js';
import { plainTx, type Tx } from '../db/tenant.js';
import { hashPassword } from '../modules/auth/passwords.js';
import type { Role } from '../modules/auth/jwt.js';
import { createTestDatabase } from './testDb.js';

export const SUPER_USERNAME = 'admin';
export const SUPER_PASSWORD = 'Super-Secret-1';

export type TestApp = {
  app: FastifyInstance;
  /** Owner connection to this file's database (not subject to row-level security). */
  db: Tx & { pool: pg.Pool };
  url: string;
  superToken: string;
  /** The answer of a sign-in (POST /auth/oauth2/token with HTTP Basic), whatever it is. */
  requestToken(username: string, password: string): Promise<LightMyRequestResponse>;
  /** The access token of a sign-in that must succeed. */
  login(username: string, password: string): Promise<string>;
  createUser(opts: {
    username: string;
    password: string;
    roles: Role[];
    corpId?: number | null;
    employeeId?: number | null;
    givenName?: string;
    familyName?: string;
    active?: boolean;
  }): Promise<{ id: number }>;
  /** Headers for an authenticated call: `auth(token, corpId?)`. */
  auth(token: string, corpId?: number | string): Record<string, string>;
  close(): Promise<void>;
};

/**
 * Where a test app logs during the API test run: a file of its own in the run's log folder, read
 * for secrets once every test has run (testing/globalTeardown.mjs). None outside that run.
 */
function captureLog(): fs.WriteStream | null {
  const dir = process.env.SL_TEST_LOG_DIR;
  if (!dir) return null;
  return fs.createWriteStream(path.join(dir, `${process.pid}-${crypto.randomUUID()}.log`));
}

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/**
 * The whole API on a fresh database of its own (created on the test server, dropped by close()).
 * Mail goes to the outbox only, unless `smtpUrl` is given.
 */
export async function createTestApp(opts: BuildOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  let app: FastifyInstance | undefined;
  const pool = createPool(database.url, 3);
  const log = captureLog();
  try {
    app = await build({
      databaseUrl: database.url,
      adminUsername: SUPER_USERNAME,
      adminPassword: SUPER_PASSWORD,
      jwtSecret: undefined,
      smtpUrl: undefined,
      ...(log ? { logLevel: 'info', logStream: log } : { logLevel: 'silent' }),
      serveWeb: false,
      backgroundJobs: false,
      ...opts,
    });
    const built = app;
    const requestToken = (username: string, password: string) =>
      built.inject({
        method: 'POST',
        url: '/auth/oauth2/token',
        headers: {
          authorization: basicAuth(username, password),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      });
    const login = async (username: string, password: string) => {
      const res = await requestToken(username, password);
      if (res.statusCode !== 200)
        throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    };
    const superToken = await login(SUPER_USERNAME, SUPER_PASSWORD);
    return {
      app,
      db: { pool, ...plainTx(pool) },
      url: database.url,
      superToken,
      requestToken,
      login,
      async createUser(u) {
        const { rows } = await pool.query(
          `INSERT INTO users (username, password_hash, roles, given_name, family_name, corp_id,
                              employee_id, active)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            u.username,
            await hashPassword(u.password),
            u.roles,
            u.givenName ?? 'Given',
            u.familyName ?? 'Family',
            u.corpId ?? null,
            u.employeeId ?? null,
            u.active ?? true,
          ],
        );
        return { id: rows[0].id };
      },
      auth(token, corpId) {
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (corpId !== undefined) headers['x-corp-id'] = String(corpId);
        return headers;
      },
      async close() {
        await built.close();
        await pool.end();
        await database.drop();
        log?.end();
      },
    };
  } catch (err) {
    log?.end();
    await app?.close().catch(() => {});
    await pool.end().catch(() => {});
    await database.drop().catch(() => {});
    throw err;
  }
}
