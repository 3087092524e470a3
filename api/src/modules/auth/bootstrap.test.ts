import { runMigrations } from '../../db/migrate.js';
import { createPool } from '../../db/pool.js';
import { withSystemTx } from '../../db/tenant.js';
import { createTestDatabase } from '../../testing/testDb.js';
import { bootstrapSuperUser, generatePassword } from './bootstrap.js';
import { isStrongPassword } from '@staffledger/contracts';
import { verifyPassword } from './passwords.js';

test('processes starting together create the super user once', async () => {
  const database = await createTestDatabase();
  const pools = [createPool(database.url, 2), createPool(database.url, 2)];
  try {
    await runMigrations(pools[0]);
    const results = await Promise.all(
      pools.map((pool) =>
        bootstrapSuperUser((fn) => withSystemTx(pool, fn), {
          username: 'root',
          password: undefined,
        }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const generated = results.find((r) => r.created)!.generatedPassword!;
    const { rows } = await pools[0].query('SELECT username, roles, password_hash FROM users');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'root', roles: ['super'] });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(rows[0].password_hash, generated)).toBe(true);
  } finally {
    await Promise.all(pools.map((p) => p.end()));
    await database.drop();
  }
});

test('generated passwords are long, distinct and meet the password rule', () => {
  const a = generatePassword();
  expect(a.length).toBeGreaterThanOrEqual(24);
  expect(isStrongPassword(a)).toBe(true);
  expect(generatePassword()).not.toBe(a);
});
