import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../modules/audit/audit.js';
import { seedUser } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { withTenantTx } from './tenant.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedUser(t, 1, 'employer', 'a1@a.test');
  await seedUser(t, 1, 'employee', 'a2@a.test');
  await seedUser(t, 2, 'employer', 'b1@b.test');
});
afterAll(() => t?.close());

const asTenant = <T>(corpId: number | null, fn: Parameters<typeof withTenantTx<T>>[2]) =>
  withTenantTx(t.db.pool, { corpId, userId: null }, fn);

const usernames = async (corpId: number | null) =>
  asTenant(corpId, async (tx) =>
    (await tx.query('SELECT username FROM users ORDER BY username')).rows.map((r) => r.username),
  );

test('requests run as a role that is neither owner nor superuser', async () => {
  const row = await asTenant(1, async (tx) => {
    const { rows } = await tx.query(
      `SELECT current_user AS who, r.rolsuper, r.rolbypassrls,
              (SELECT tableowner FROM pg_tables WHERE tablename = 'users') AS owner
         FROM pg_roles r WHERE r.rolname = current_user`,
    );
    return rows[0];
  });
  expect(row).toMatchObject({ who: 'staffledger_app', rolsuper: false, rolbypassrls: false });
  expect(row.owner).not.toBe('staffledger_app');
});

test('with no tenant set, a tenant table shows nothing', async () => {
  expect(await usernames(null)).toEqual([]);
});

test('a tenant sees only its own rows', async () => {
  expect(await usernames(1)).toEqual(['a1@a.test', 'a2@a.test']);
  expect(await usernames(2)).toEqual(['b1@b.test']);
  // the owner (system transactions) sees all rows
  const all = await t.app.withSystem(
    async (tx) => (await tx.query('SELECT count(*) AS n FROM users')).rows[0].n,
  );
  expect(all).toBe(4);
});

test('a tenant cannot write a row of another tenant, nor move its rows to another tenant', async () => {
  await expect(
    asTenant(1, (tx) =>
      tx.query(`INSERT INTO users (username, roles, corp_id) VALUES ('x@b.test', '{employee}', 2)`),
    ),
  ).rejects.toThrow(/row-level security/);
  await expect(
    asTenant(1, (tx) => tx.query(`UPDATE users SET corp_id = 2 WHERE username = 'a2@a.test'`)),
  ).rejects.toThrow(/row-level security/);
  const changed = await asTenant(
    1,
    async (tx) =>
      (await tx.query(`UPDATE users SET given_name = 'X' WHERE username = 'b1@b.test'`)).rowCount,
  );
  expect(changed).toBe(0);
});

test('the tenant setting lasts for its transaction only', async () => {
  await usernames(1);
  const { rows } = await t.db.pool.query(
    `SELECT current_setting('app.corp_id', true) AS corp, current_user AS who`,
  );
  expect(rows[0].corp ?? '').toBe('');
  expect(rows[0].who).not.toBe('staffledger_app');
});

test('requests cannot read reset codes, rate limits or secrets', async () => {
  for (const table of ['password_reset_codes', 'rate_limits', 'app_secrets']) {
    await expect(asTenant(1, (tx) => tx.query(`SELECT * FROM ${table}`))).rejects.toThrow(
      /permission denied/,
    );
  }
});

test('audit rows are written from tenant transactions and read back only by their tenant', async () => {
  const request = {
    auth: { userId: 1, username: 'a1@a.test', roles: ['employer'] },
    corpId: 1,
  } as unknown as FastifyRequest;
  await asTenant(1, (tx) =>
    recordAudit(tx, request, { entity: 'probe', entityId: 1, action: 'create', changes: { a: 1 } }),
  );
  const forOther = { auth: null, corpId: 2 } as unknown as FastifyRequest;
  await expect(
    asTenant(1, (tx) =>
      recordAudit(tx, forOther, { entity: 'probe', entityId: 2, action: 'create', changes: {} }),
    ),
  ).rejects.toThrow(/row-level security/);
  const seen = async (corpId: number | null) =>
    asTenant(corpId, async (tx) =>
      (await tx.query(`SELECT entity_id FROM audit_log WHERE entity = 'probe'`)).rows.map(
        (r) => r.entity_id,
      ),
    );
  expect(await seen(1)).toEqual(['1']);
  expect(await seen(2)).toEqual([]);
  expect(await seen(null)).toEqual([]);
  const { rows } = await t.db.query(
    `SELECT username, corp_id, action, changes FROM audit_log WHERE entity = 'probe'`,
  );
  expect(rows).toEqual([
    { username: 'a1@a.test', corp_id: 1, action: 'create', changes: { a: 1 } },
  ]);
  await expect(asTenant(1, (tx) => tx.query(`DELETE FROM audit_log`))).rejects.toThrow(
    /permission denied/,
  );
});

test('app.withTenant uses the request corporation', async () => {
  const request = { auth: { userId: 1 }, corpId: 2 } as unknown as FastifyRequest;
  const names = await t.app.withTenant(request, async (tx) =>
    (await tx.query('SELECT username FROM users')).rows.map((r) => r.username),
  );
  expect(names).toEqual(['b1@b.test']);
});

test('a failing transaction leaves nothing behind', async () => {
  await expect(
    t.app.withSystem(async (tx) => {
      await tx.query(`INSERT INTO users (username, roles) VALUES ('half@x.test', '{super}')`);
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  const { rows } = await t.db.query(
    `SELECT count(*) AS n FROM users WHERE username = 'half@x.test'`,
  );
  expect(rows[0].n).toBe(0);
});

test('a statement after the last runs as the request role, in its tenant, and cannot write', async () => {
  const seen = await withTenantTx(t.db.pool, { corpId: 1, userId: null }, async (tx) => {
    await tx.last('SELECT 1');
    const { rows } = await tx.query(
      `SELECT current_user AS who, current_setting('app.corp_id') AS corp,
              (SELECT count(*)::int FROM users) AS users`,
    );
    await expect(tx.query(`UPDATE users SET active = active`)).rejects.toThrow(/read-only/);
    return rows[0];
  });
  expect(seen).toEqual({ who: 'staffledger_app', corp: '1', users: 2 });
  // the settings ended with their transactions: the pool's next user is the owner again
  const { rows } = await t.db.pool.query(`SELECT current_user AS who,
    coalesce(current_setting('app.corp_id', true), '') AS corp`);
  expect(rows[0].who).not.toBe('staffledger_app');
  expect(rows[0].corp).toBe('');
});

test('a refused check ends the batch: the statement sent after it never runs', async () => {
  const check = {
    statements: [{ text: 'SELECT 1' }, { text: `SELECT staffledger_refuse_unless(false, 'no')` }],
    check: () => {
      throw new Error('refused by the check');
    },
  };
  await expect(
    withTenantTx(
      t.db.pool,
      { corpId: 1, userId: null },
      (tx) => tx.last(`UPDATE users SET active = false`),
      check,
    ),
  ).rejects.toThrow('refused by the check');
  const { rows } = await t.db.pool.query(`SELECT bool_and(active) AS all_active FROM users`);
  expect(rows[0].all_active).toBe(true);
});
