/**
 * Deleting a corporation (docs/roles-and-tenancy.md#deleting-a-corporation): every row of it goes,
 * in every table, and nothing of the others changes; the audit rows stay; the name must be typed;
 * a request holding the corporation makes it a 409; parallel deletes delete once.
 */
import {
  corpTables,
  fillCorp,
  rowsByCorp,
  tableHash,
  type FilledCorp,
} from '../../testing/corps.fixture.js';
import { callApi, PASSWORD, seedTenant } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { CORP_TABLES, KEPT_TABLES } from './corps.delete.js';

let t: TestApp;
let doomed: FilledCorp;
let others: FilledCorp[];

beforeAll(async () => {
  t = await createTestApp();
  const names = ['Doomed Staffing', 'Kept Staffing', 'Also Kept Staffing'];
  const filled: FilledCorp[] = [];
  for (const [i, name] of names.entries()) {
    const tenant = await seedTenant(t, name, `employer${i}@corp${i}.example`);
    filled.push(await fillCorp(t, tenant, name, `c${i}`));
  }
  [doomed, ...others] = filled;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const deleteCorp = (id: number, body: unknown, token = t.superToken) =>
  callApi(t, 'DELETE', `/api/corps/${id}`, token, body);

/** Whatever a deletion may touch outside the tables with corp_id, as hashes of what must stay. */
async function untouched(users: string[], userIds: string[]) {
  const ids = userIds.length ? userIds.join(',') : '0';
  const keys = users.flatMap((u) => [`'login:user:${u}'`, `'reset:user:${u}'`, `'pwd:user:${u}'`]);
  return {
    resetCodes: await tableHash(t, 'password_reset_codes', `user_id IN (${ids})`),
    counters: await tableHash(
      t,
      'rate_limits',
      `key IN (${keys.join(',')}) OR key LIKE 'renew:user:%' AND substr(key, 12) IN (SELECT unnest(string_to_array('${ids}', ',')))`,
    ),
    leases: await tableHash(t, 'job_leases'),
    secrets: await tableHash(t, 'app_secrets'),
  };
}

test('every table with corp_id is deleted from or kept on purpose', async () => {
  const tables = await corpTables(t);
  expect(tables.filter((x) => !([...CORP_TABLES, ...KEPT_TABLES] as string[]).includes(x))).toEqual(
    [],
  );
});

test('a wrong or missing name is a 400 naming the rule, and nothing changes', async () => {
  const before = await rowsByCorp(t);
  for (const body of [{ name: 'doomed staffing' }, { name: 'Doomed' }, { name: '' }, {}]) {
    const res = await deleteCorp(doomed.corpId, body);
    expect(res.statusCode).toBe(400);
  }
  const res = await deleteCorp(doomed.corpId, { name: 'Doomed  Staffing' });
  expect(res.json()).toMatchObject({
    message: 'The name typed is not this corporation’s name. Nothing was deleted.',
    fieldErrors: { name: 'Type the corporation’s name exactly as it is written' },
  });
  expect(await rowsByCorp(t)).toEqual(before);
});

test('an employer (even its own) or an employee is refused, and nothing changes', async () => {
  const before = await rowsByCorp(t);
  const body = { name: doomed.name };
  expect((await deleteCorp(doomed.corpId, body, doomed.employer)).statusCode).toBe(403);
  expect((await deleteCorp(doomed.corpId, body, doomed.employee.token)).statusCode).toBe(403);
  expect((await deleteCorp(doomed.corpId, body, others[0].employer)).statusCode).toBe(403);
  expect(await rowsByCorp(t)).toEqual(before);
});

test('while another request holds the corporation (an export’s key share), a 409 and nothing changes', async () => {
  const before = await rowsByCorp(t);
  const holder = await t.db.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM corporations WHERE id = $1 FOR KEY SHARE', [doomed.corpId]);
    const res = await deleteCorp(doomed.corpId, { name: doomed.name });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/in use by another request.*Nothing was deleted/);
  } finally {
    await holder.query('ROLLBACK');
    holder.release();
  }
  expect(await rowsByCorp(t)).toEqual(before);
});

test('deleting removes every row of the corporation and its users, and nothing of the others', async () => {
  const before = await rowsByCorp(t);
  const corp = String(doomed.corpId);
  const unseeded = CORP_TABLES.flatMap((table) =>
    [doomed, ...others]
      .filter((c) => !before[table][String(c.corpId)])
      .map((c) => `${table} of ${c.name}`),
  );
  expect(unseeded).toEqual([]);
  const { rows } = await t.db.query<{ id: string; username: string }>(
    'SELECT id::text, lower(username) AS username FROM users WHERE corp_id = $1',
    [doomed.corpId],
  );
  const users = rows.map((r) => r.username);
  const userIds = rows.map((r) => r.id);
  const outside = await untouched(users, userIds);
  expect(await tableHash(t, 'password_reset_codes')).not.toBe(outside.resetCodes);
  expect(await tableHash(t, 'rate_limits')).not.toBe(outside.counters);

  // a space typed around the name is forgiven
  const res = await deleteCorp(doomed.corpId, { name: ` ${doomed.name} ` });
  expect(res.statusCode).toBe(204);

  const after = await rowsByCorp(t);
  for (const table of Object.keys(before)) {
    for (const c of others) {
      expect([table, after[table][String(c.corpId)]]).toEqual([
        table,
        before[table][String(c.corpId)],
      ]);
    }
    if (table === 'audit_log') continue;
    expect([table, after[table][corp]]).toEqual([table, undefined]);
  }
  expect(await untouched(users, userIds)).toEqual(outside);
  expect(await tableHash(t, 'password_reset_codes')).toBe(outside.resetCodes);
  expect(await tableHash(t, 'rate_limits')).toBe(outside.counters);

  // the audit rows are kept, the deletion itself is one of them
  expect(after.audit_log[corp]).not.toEqual(before.audit_log[corp]);
  const audit = await t.db.query(
    `SELECT username, changes FROM audit_log
      WHERE corp_id = $1 AND entity = 'corporation' AND action = 'delete'`,
    [doomed.corpId],
  );
  expect(audit.rows).toEqual([
    {
      username: 'admin',
      changes: expect.objectContaining({
        name: 'Doomed Staffing',
        removed: expect.objectContaining({ timesheets: 2, users: 3, invoices: 1, rate_limits: 3 }),
      }),
    },
  ]);
});

test('after the deletion its users cannot sign in nor use their tokens; asking for it is a 4xx', async () => {
  expect((await t.requestToken(doomed.employee.username, PASSWORD)).statusCode).toBe(401);
  expect((await t.requestToken(doomed.employerName, PASSWORD)).statusCode).toBe(401);
  const renew = await callApi(t, 'POST', '/api/auth/renew', doomed.employee.token);
  expect(renew.statusCode).toBe(401);
  const list = await callApi(t, 'GET', '/api/vendors', doomed.employer);
  expect(list.statusCode).toBe(401);

  // a super user whose selected corporation is the deleted one
  const id = doomed.corpId;
  expect((await callApi(t, 'GET', `/api/corps/${id}`, t.superToken)).statusCode).toBe(404);
  expect((await callApi(t, 'GET', '/api/vendors', t.superToken, undefined, id)).json()).toEqual([]);
  const create = await callApi(t, 'POST', '/api/vendors', t.superToken, { name: 'Late' }, id);
  expect(create.statusCode).toBe(400);
  expect((await deleteCorp(id, { name: doomed.name })).statusCode).toBe(404);
});

test('parallel deletes of one corporation: one 204, the others 404 or 409, never a 500', async () => {
  const tenant = await seedTenant(t, 'Raced Staffing', 'boss@raced.example');
  await fillCorp(t, tenant, 'Raced Staffing', 'race');
  const before = await rowsByCorp(t);
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => deleteCorp(tenant.corpId, { name: 'Raced Staffing' })),
  );
  const codes = answers.map((r) => r.statusCode).sort();
  expect(codes.filter((c) => c === 204)).toHaveLength(1);
  expect(codes.filter((c) => c !== 204 && c !== 404 && c !== 409)).toEqual([]);
  const after = await rowsByCorp(t);
  for (const table of Object.keys(before)) {
    for (const c of others)
      expect(after[table][String(c.corpId)]).toEqual(before[table][String(c.corpId)]);
  }
});

test('a write of the corporation racing its deletion answers a 4xx, never a 500', async () => {
  const tenant = await seedTenant(t, 'Busy Staffing', 'boss@busy.example');
  const writes = Array.from({ length: 10 }, (_, i) =>
    callApi(t, 'POST', '/api/vendors', tenant.employer, { name: `Busy ${i}` }),
  );
  const deleted = deleteCorp(tenant.corpId, { name: 'Busy Staffing' });
  const answers = await Promise.all([...writes, deleted]);
  for (const res of answers) expect(res.statusCode).toBeLessThan(500);
  // refused while the writes held it: deleted once they are done
  const last = answers[answers.length - 1];
  expect([204, 409]).toContain(last.statusCode);
  if (last.statusCode === 409) {
    expect((await deleteCorp(tenant.corpId, { name: 'Busy Staffing' })).statusCode).toBe(204);
  }
  // once deleted, a super user's write in it is refused
  const late = await callApi(
    t,
    'POST',
    '/api/vendors',
    t.superToken,
    { name: 'Late' },
    tenant.corpId,
  );
  expect([400, 404, 409]).toContain(late.statusCode);
});

test('a write that waited on the deletion’s lock finds its corporation gone: a 409, not a 500', async () => {
  const corpId = (await seedTenant(t, 'Vanishing Staffing', 'boss@vanishing.example')).corpId;
  const deleter = await t.db.pool.connect();
  try {
    await deleter.query('BEGIN');
    await deleter.query('DELETE FROM admin_settings WHERE corp_id = $1', [corpId]);
    await deleter.query('DELETE FROM users WHERE corp_id = $1', [corpId]);
    await deleter.query('DELETE FROM corporations WHERE id = $1', [corpId]);
    const write = callApi(t, 'POST', '/api/vendors', t.superToken, { name: 'Too late' }, corpId);
    // the write's foreign key check waits for the deletion's lock on the corporation
    for (let waiting = 0; waiting === 0;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { rows } = await t.db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO vendors%'`,
      );
      waiting = rows[0].n;
    }
    await deleter.query('COMMIT');
    const res = await write;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A record this change refers to was deleted meanwhile. Reload and try again.',
    );
  } finally {
    deleter.release();
  }
});
