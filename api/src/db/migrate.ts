import type pg from 'pg';
import { migrations as allMigrations, type Migration } from './migrations/index.js';
import { APP_ROLE } from './rls.js';

/** Key of the advisory lock that serialises migrations of one database across processes. */
const MIGRATION_LOCK = 727_001;

const PG_DUPLICATE = new Set(['42710', '23505', 'XX000']);

/**
 * The request role is cluster-wide: several databases (and processes) may create it at once, so an
 * existing role, or one created concurrently, is fine. The migrating user must be able to SET ROLE
 * to it, which a non-superuser owner gets through membership.
 */
async function ensureAppRole(client: pg.PoolClient): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
          CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOINHERIT NOBYPASSRLS;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
      if (!(await canSetRole(client))) {
        // PostgreSQL 16+ needs the SET option explicitly; 15 takes the plain grant
        await client
          .query(`GRANT ${APP_ROLE} TO CURRENT_USER WITH SET TRUE`)
          .catch(() => client.query(`GRANT ${APP_ROLE} TO CURRENT_USER`));
        if (!(await canSetRole(client))) {
          throw new Error(
            `The database user cannot SET ROLE ${APP_ROLE}; run as a superuser: GRANT ${APP_ROLE} TO <this user>`,
          );
        }
      }
      return;
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (attempt < 5 && PG_DUPLICATE.has(code)) continue;
      throw err;
    }
  }
}

async function canSetRole(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query(`SET ROLE ${APP_ROLE}`);
    await client.query('RESET ROLE');
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies the pending migrations, each in its own transaction, under an advisory lock so that
 * several processes starting together apply each migration exactly once.
 */
export async function runMigrations(
  pool: pg.Pool,
  migrations: Migration[] = allMigrations,
): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await ensureAppRole(client);
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ id: number }>('SELECT id FROM schema_migrations');
      const done = new Set(rows.map((r) => r.id));
      for (const m of migrations) {
        if (done.has(m.id)) continue;
        try {
          await client.query('BEGIN');
          if (m.sql.trim()) await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
            m.id,
            m.name,
          ]);
          await client.query('COMMIT');
          applied.push(m.name);
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
          throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    }
  } finally {
    client.release();
  }
  return applied;
}
