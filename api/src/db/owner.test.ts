import crypto from 'node:crypto';
import pg from 'pg';
import type { TestApp } from '../testing/testApp.js';
import { testServerUrl } from '../testing/testDb.js';
import { withTenantTx } from './tenant.js';

/**
 * Production may connect as a plain (non-superuser) owner. Migrations, sign-in (owner
 * transactions on FORCEd tables) and row-level security must all work for it too.
 */
const suffix = crypto.randomBytes(4).toString('hex');
const owner = `sl_owner_${suffix}`;
const dbName = `sl_test_owner_${suffix}`;
const password = crypto.randomBytes(12).toString('hex');

async function asSuper(sql: string) {
  const c = new pg.Client({ connectionString: testServerUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

let t: TestApp | undefined;
let ownerUrl: string;

beforeAll(async () => {
  await asSuper(`CREATE ROLE ${owner} LOGIN PASSWORD '${password}' NOSUPERUSER NOCREATEROLE`);
  await asSuper(`CREATE DATABASE ${dbName} OWNER ${owner}`);
  // what a database administrator does once per cluster for a non-superuser owner
  await asSuper(`DO $$ BEGIN CREATE ROLE staffledger_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
  await asSuper(`GRANT staffledger_app TO ${owner}`);
  const url = new URL(testServerUrl());
  url.username = owner;
  url.password = password;
  url.pathname = `/${dbName}`;
  ownerUrl = url.toString();
});

afterAll(async () => {
  await t?.app.close();
  await t?.db.pool.end();
  await asSuper(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await asSuper(`DROP ROLE IF EXISTS ${owner}`);
});

test('a non-superuser owner migrates, signs in, and RLS still separates tenants', async () => {
  const { createPool } = await import('./pool.js');
  const { build } = await import('../app.js');
  const app = await build({
    databaseUrl: ownerUrl,
    adminUsername: 'admin',
    adminPassword: 'Owner-Test-1',
    logLevel: 'silent',
  });
  const pool = createPool(ownerUrl, 2);
  t = {
    app,
    db: { pool, query: (q: string, v?: unknown[]) => pool.query(q, v) },
  } as unknown as TestApp;

  const { rows: who } = await pool.query(
    'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
  );
  expect(who[0].rolsuper).toBe(false);

  const token = await app.inject({
    method: 'POST',
    url: '/auth/oauth2/token',
    headers: {
      authorization: `Basic ${Buffer.from('admin:Owner-Test-1').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  expect(token.statusCode).toBe(200);

  await pool.query(
    `INSERT INTO users (username, roles, corp_id) VALUES ('a@a', '{employee}', 1), ('b@b', '{employee}', 2)`,
  );
  const seen = await withTenantTx(pool, { corpId: 1, userId: null }, async (tx) =>
    (await tx.query('SELECT username FROM users')).rows.map((r) => r.username),
  );
  expect(seen).toEqual(['a@a']);
  const none = await withTenantTx(
    pool,
    { corpId: null, userId: null },
    async (tx) => (await tx.query('SELECT count(*) AS n FROM users')).rows[0].n,
  );
  expect(none).toBe(0);
  const all = await app.withSystem(
    async (tx) => (await tx.query('SELECT count(*) AS n FROM users')).rows[0].n,
  );
  expect(all).toBe(3);
});
