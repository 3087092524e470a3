import { listEmployees } from '../modules/employees/employees.repo.js';
import { seedTenant } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { createPool } from './pool.js';
import { withTenantTx } from './tenant.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The plans of the prepared statements of one connection whose text matches `like`. */
const plansOf = async (pool: import('pg').Pool, like: string) =>
  (
    await pool.query(
      `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE $1`,
      [like],
    )
  ).rows;

test('a list page is planned for each run’s values; a write by id may keep one plan', async () => {
  const acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  const pool = createPool(t.url, 1);
  try {
    const ctx = { corpId: acme.corpId, userId: null };
    for (const name of ['a', 'e', 'zz', 'an', 'o', 'e', 'q', 'r']) {
      await withTenantTx(pool, ctx, (tx) =>
        listEmployees(tx, acme.corpId, { name, limit: '50', withTotal: 'false' }),
      );
      await withTenantTx(pool, ctx, (tx) =>
        tx.last('SELECT count(*)::int FROM employees WHERE id = $1', [1]),
      );
    }
    expect(await plansOf(pool, '%FROM employees e%LIMIT%')).toEqual([
      { generic_plans: 0, custom_plans: 8 },
    ]);
    const [byId] = await plansOf(pool, '%WHERE id = $1');
    expect(byId.generic_plans).toBeGreaterThan(0);
  } finally {
    await pool.end();
  }
});
