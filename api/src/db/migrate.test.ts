import { createTestDatabase } from '../testing/testDb.js';
import { runMigrations } from './migrate.js';
import { migrations } from './migrations/index.js';
import { createPool } from './pool.js';

test('two processes migrating one database at once apply each migration exactly once', async () => {
  const database = await createTestDatabase();
  const pools = [createPool(database.url, 2), createPool(database.url, 2)];
  try {
    const results = await Promise.all(pools.map((p) => runMigrations(p)));
    const all = results.flat().sort();
    expect(all).toEqual(migrations.map((m) => m.name).sort());
    const { rows } = await pools[0].query('SELECT id, name FROM schema_migrations ORDER BY id');
    expect(rows).toEqual(migrations.map((m) => ({ id: m.id, name: m.name })));
    // a later start applies nothing
    expect(await runMigrations(pools[1])).toEqual([]);
  } finally {
    await Promise.all(pools.map((p) => p.end()));
    await database.drop();
  }
});

test('a failing migration rolls back and is not recorded', async () => {
  const database = await createTestDatabase();
  const pool = createPool(database.url, 2);
  try {
    const broken = [
      ...migrations,
      {
        id: 900,
        name: '900_broken',
        sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;',
      },
    ];
    await expect(runMigrations(pool, broken)).rejects.toThrow(/900_broken/);
    const { rows } = await pool.query(
      `SELECT (SELECT count(*) FROM schema_migrations WHERE id = 900) AS recorded,
              to_regclass('half_done') IS NULL AS rolled_back`,
    );
    expect(rows[0]).toEqual({ recorded: 0, rolled_back: true });
  } finally {
    await pool.end();
    await database.drop();
  }
});
