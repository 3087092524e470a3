import type pg from 'pg';
import { migrations as allMigrations, type Migration } from './migrations/index.js';
import { APP_ROLE } from './rls.js';

/** Key of the advisory lock that serialises migrations of one database across processes. */
const MIGRATION_LOCK = 727_001;

const PG_DUPLICATE = new Set(['42710', '23505', 'XX000']);

/*
 * Everything here is scoped to a transaction (the advisory lock, the role tried out): behind a
 * pooler in transaction mode the next statement may run on another server connection, and a
 * session lock or role left on this one would reach whichever client gets it next.
 */

/** Runs `sql` in a savepoint of the open transaction: false (and the transaction intact) if it fails. */
async function attempt(client: pg.ClientBase, sql: string): Promise<boolean> {
  await client.query('SAVEPOINT attempt');
  try {
    await client.query(sql);
    await client.query('RELEASE SAVEPOINT attempt');
    return true;
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT attempt');
    return false;
  }
}

/** Whether this user may take the request role; the trial is undone before it answers. */
async function canSetRole(client: pg.ClientBase): Promise<boolean> {
  await client.query('SAVEPOINT can_set_role');
  try {
    await client.query(`SET LOCAL ROLE ${APP_ROLE}`);
    return true;
  } catch {
    return false;
  } finally {
    await client.query('ROLLBACK TO SAVEPOINT can_set_role');
  }
}

/**
 * The request role is cluster-wide: several databases (and processes) may create it at once, so an
 * existing role, or one created concurrently, is fine. The migrating user must be able to SET ROLE
 * to it, which a non-superuser owner gets through membership. Runs in the caller's transaction.
 * Also for loading a dump, whose grants name the role, into a cluster that has not met it.
 */
export async function ensureAppRole(client: pg.ClientBase): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await client.query('SAVEPOINT app_role');
    try {
      await client.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
          CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOINHERIT NOBYPASSRLS;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
      await client.query('RELEASE SAVEPOINT app_role');
      break;
    } catch (err) {
      await client.query('ROLLBACK TO SAVEPOINT app_role');
      const code = (err as { code?: string }).code ?? '';
      if (attempt < 5 && PG_DUPLICATE.has(code)) continue;
      throw err;
    }
  }
  if (await canSetRole(client)) return;
  // PostgreSQL 16+ needs the SET option explicitly; 15 takes the plain grant
  if (!(await attempt(client, `GRANT ${APP_ROLE} TO CURRENT_USER WITH SET TRUE`))) {
    await attempt(client, `GRANT ${APP_ROLE} TO CURRENT_USER`);
  }
  if (!(await canSetRole(client))) {
    throw new Error(
      `The database user cannot SET ROLE ${APP_ROLE}; run as a superuser: GRANT ${APP_ROLE} TO <this user>`,
    );
  }
}

/**
 * The line of a migration that PostgreSQL's error points at, for the operator who reads it:
 * ` (line 4: INSERT …)`, or nothing when the error has no position (a PL/pgSQL block's, say).
 */
function failingLine(sql: string, err: unknown): string {
  const position = Number((err as { position?: string }).position);
  if (!(position > 0)) return '';
  const line = sql.slice(0, position - 1).split('\n').length;
  return ` (line ${line}: ${sql.split('\n')[line - 1]!.trim().slice(0, 200)})`;
}

/** One transaction holding the migration lock; rolled back if `fn` throws. */
async function lockedTx<T>(client: pg.PoolClient, fn: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const result = await fn();
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * Applies the pending migrations, each in its own transaction under an advisory lock, so that
 * several processes starting together apply each migration exactly once.
 */
export async function runMigrations(
  pool: pg.Pool,
  migrations: Migration[] = allMigrations,
): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await lockedTx(client, async () => {
      await ensureAppRole(client);
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    });
    for (const m of migrations) {
      const ran = await lockedTx(client, async () => {
        const done = await client.query('SELECT 1 FROM schema_migrations WHERE id = $1', [m.id]);
        if (done.rows.length > 0) return false;
        try {
          if (m.sql.trim()) await client.query(m.sql);
        } catch (err) {
          const message = `${(err as Error).message}${failingLine(m.sql, err)}`;
          throw new Error(`Migration ${m.name} failed: ${message}`, { cause: err });
        }
        await client.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
          m.id,
          m.name,
        ]);
        return true;
      });
      if (ran) applied.push(m.name);
    }
  } finally {
    client.release();
  }
  return applied;
}
