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

async function inTransaction<T>(
  pool: pg.Pool,
  setup: ((client: pg.PoolClient) => Promise<void>) | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    try {
      if (setup) await setup(client);
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
    client.release(broken ? true : undefined);
  }
}

/**
 * A request's transaction: runs as the request role (subject to row-level security) with the
 * corporation and user of the request set for this transaction only.
 */
export function withTenantTx<T>(
  pool: pg.Pool,
  ctx: TenantContext,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inTransaction(
    pool,
    async (client) => {
      await client.query(`SET LOCAL ROLE ${APP_ROLE}`);
      await client.query(
        "SELECT set_config('app.corp_id', $1, true), set_config('app.user_id', $2, true)",
        [
          ctx.corpId === null ? '' : String(ctx.corpId),
          ctx.userId === null ? '' : String(ctx.userId),
        ],
      );
    },
    fn,
  );
}

/** A transaction as the owner: sign-in, bootstrap and a super user's cross-tenant work. */
export function withSystemTx<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(pool, null, fn);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A transaction as `staffledger_app` scoped to `request.corpId` (none when null). */
    withTenant<T>(request: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T>;
    /** A transaction as the owner, not scoped to a tenant. */
    withSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
}
