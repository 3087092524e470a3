import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { QueryResult, QueryResultRow } from 'pg';
import { APP_ROLE } from './rls.js';

/** The one handle modules get: queries inside the current transaction. */
export type Tx = {
  query<R extends QueryResultRow = QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<QueryResult<R>>;
};

export type TenantContext = { corpId: number | null; userId: number | null };

/**
 * A statement run as the owner in the BEGIN round trip of a tenant transaction, before the switch
 * to the request role, and a check of its rows that may throw to refuse the request (user-check.ts).
 */
export type BeginCheck = { statement: string; check: (rows: QueryResultRow[]) => void };

/**
 * Runs `fn` in a transaction opened by `begin`, one round trip (a simple-protocol query of one or
 * more statements starting with BEGIN); commits when `fn` resolves, rolls back when it throws.
 * `opened` sees the results of the statements of `begin` before `fn` runs, and may throw too.
 */
async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  fn: (tx: Tx) => Promise<T>,
  opened?: (results: QueryResult[]) => void,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  // a connection lost while the transaction waits between queries (a pooler or the server closing
  // it) arrives as an event, which would end the process if nobody listened
  const onError = () => {
    broken = true;
  };
  client.on('error', onError);
  try {
    try {
      const results = await client.query(begin);
      opened?.(Array.isArray(results) ? results : [results]);
      const tx: Tx = { query: (text, values) => client.query(text, values as unknown[]) };
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw err;
    }
  } finally {
    client.off('error', onError);
    client.release(broken ? true : undefined);
  }
}

/** A setting's text for an id, or '' for none; anything else is refused before it nears SQL. */
function idSetting(id: number | null): string {
  if (id === null) return '';
  if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${String(id)}`);
  return String(id);
}

/**
 * A request's transaction: runs as the request role (subject to row-level security) with the
 * corporation and user of the request set for this transaction only. Opening it, switching the
 * role and setting both is one round trip to the database, not four; `first` rides in it too.
 */
export async function withTenantTx<T>(
  pool: pg.Pool,
  ctx: TenantContext,
  fn: (tx: Tx) => Promise<T>,
  first?: BeginCheck,
): Promise<T> {
  const begin = `BEGIN;${first ? ` ${first.statement};` : ''} SET LOCAL ROLE ${APP_ROLE};
    SELECT set_config('app.corp_id', '${idSetting(ctx.corpId)}', true),
           set_config('app.user_id', '${idSetting(ctx.userId)}', true)`;
  return inTransaction(pool, begin, fn, first && ((results) => first.check(results[1].rows)));
}

/** The PostgreSQL error of a lock that NOWAIT could not take. */
export const LOCK_NOT_AVAILABLE = '55P03';

/**
 * One corporation read whole (the archive): a REPEATABLE READ transaction, so every query sees the
 * same snapshot, that first holds the corporation's row `FOR KEY SHARE` (NOWAIT: a lock error if a
 * deletion holds it; undefined if there is no such corporation), then turns read-only and runs as
 * the request role of that corporation. The lock is taken as the owner, before the switch: a
 * read-only transaction may not lock rows, and the request role may not lock a corporation.
 */
export async function withCorpSnapshot<T>(
  pool: pg.Pool,
  ctx: TenantContext & { corpId: number },
  fn: (tx: Tx) => Promise<T>,
): Promise<T | undefined> {
  return inTransaction(pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ', async (tx) => {
    const held = await tx.query('SELECT 1 FROM corporations WHERE id = $1 FOR KEY SHARE NOWAIT', [
      ctx.corpId,
    ]);
    if (!held.rowCount) return undefined;
    await tx.query(`SET TRANSACTION READ ONLY; SET LOCAL ROLE ${APP_ROLE};
      SELECT set_config('app.corp_id', '${idSetting(ctx.corpId)}', true),
             set_config('app.user_id', '${idSetting(ctx.userId)}', true)`);
    return fn(tx);
  });
}

/** A transaction as the owner: sign-in, bootstrap and a super user's cross-tenant work. */
export function withSystemTx<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(pool, 'BEGIN', fn);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A transaction as `staffledger_app` scoped to `request.corpId` (none when null). */
    withTenant<T>(request: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T>;
    /** A transaction as the owner, not scoped to a tenant. */
    withSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
    /** `withCorpSnapshot` of corporation `corpId` for the request's user. */
    withCorpSnapshot<T>(
      request: FastifyRequest,
      corpId: number,
      fn: (tx: Tx) => Promise<T>,
    ): Promise<T | undefined>;
  }
}
