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

test('migrating leaves nothing on a connection: every statement runs inside a transaction', async () => {
  // behind a pooler in transaction mode, a statement outside a transaction may land on any server
  // connection, and a session lock or role it leaves there reaches the next client of that connection
  const database = await createTestDatabase();
  const pool = createPool(database.url, 1);
  const outside: string[] = [];
  const wrapped = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    let inTx = false;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = String(typeof args[0] === 'string' ? args[0] : '').trim();
      if (/^BEGIN\b/i.test(text)) inTx = true;
      else if (/^(COMMIT|ROLLBACK)$/i.test(text)) inTx = false;
      else if (!inTx) outside.push(text);
      return query(...args);
    };
  });
  try {
    expect((await runMigrations(pool)).length).toBe(migrations.length);
    expect(await runMigrations(pool)).toEqual([]);
    expect(outside).toEqual([]);
    const { rows } = await pool.query(
      `SELECT current_user = session_user AS "ownRole",
              (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()) AS locks`,
    );
    expect(rows[0]).toEqual({ ownRole: true, locks: 0 });
  } finally {
    await pool.end();
    await database.drop();
  }
});
