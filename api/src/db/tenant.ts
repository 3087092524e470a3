import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { QueryResult, QueryResultRow } from 'pg';
import { runPipeline, type Statement } from './pipeline.js';
import { customTypes } from './pool.js';
import { APP_ROLE } from './rls.js';

/** The one handle modules get: queries inside the current transaction. */
export type Tx = {
  query<R extends QueryResultRow = QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<QueryResult<R>>;
  /**
   * The transaction's last statement, sent with its COMMIT (and with its opening when it is also
   * its first), so that a request of one statement costs one round trip. Only for a statement
   * after which nothing may refuse the request: a read, or a write whose every check is in its SQL
   * (refusal.ts). A statement after it runs in a read-only transaction of its own.
   */
  last<R extends QueryResultRow = QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<QueryResult<R>>;
  /** `last` of several statements, run in order in the same round trip; a result each. */
  lastOf(statements: Statement[]): Promise<QueryResult[]>;
};

/** A connection or pool as a `Tx`: each statement as it comes, no transaction of its own. */
export function plainTx(db: Pick<pg.ClientBase, 'query'>): Tx {
  const run = (text: string, values?: unknown[]) => db.query(text, values as unknown[]);
  const lastOf = async (statements: Statement[]) => {
    const results: QueryResult[] = [];
    for (const { text, values } of statements) results.push(await run(text, values as unknown[]));
    return results;
  };
  return { query: run, last: run, lastOf } as Tx;
}

/**
 * `tx` for a read that is the request's last use of its transaction: its statement commits in
 * the round trip that runs it (`Tx.last`).
 */
export const asLast = (tx: Tx): Tx => ({ ...tx, query: tx.last });

/**
 * Makes the rest of the transaction plan each statement for the values it runs with. A batch's
 * statements are prepared once per connection (pipeline.ts), and after five runs PostgreSQL may
 * keep one plan for any values: right for a write by id, wrong for a list, which must read a text
 * matching 1 % of the rows differently from one matching 76 %.
 */
export const PLAN_FOR_VALUES: Statement = {
  text: `SELECT set_config('plan_cache_mode', 'force_custom_plan', true)`,
};

export type TenantContext = { corpId: number | null; userId: number | null };

/**
 * Statements run as the owner at the start of a tenant transaction, before the switch to the
 * request role, in the same round trip; the first reads what the check needs, the others may
 * refuse, which ends the batch: nothing of the request runs. `check` then reads the results
 * (`refused` when one of its statements ended the batch) and throws the request's refusal
 * (user-check.ts).
 */
export type BeginCheck = {
  statements: Statement[];
  check: (results: QueryResult[], refused: boolean) => void;
};

/**
 * Runs `fn` in a transaction opened by `begin`, one round trip (a simple-protocol query of one or
 * more statements starting with BEGIN); commits when `fn` resolves, rolls back when it throws.
 */
async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  fn: (tx: Tx) => Promise<T>,
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
      await client.query(begin);
      // the COMMIT is the caller's, once `fn` resolves
      const tx = plainTx(client);
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

/** Switches to the request role and sets the tenant and user, for the current transaction. */
const tenantSettings = (ctx: TenantContext, readOnly = false): Statement => ({
  text: `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.corp_id', $1, true),
                set_config('app.user_id', $2, true)${
                  readOnly ? ", set_config('transaction_read_only', 'on', true)" : ''
                }`,
  values: [idSetting(ctx.corpId), idSetting(ctx.userId)],
});

/**
 * A request's transaction: runs as the request role (subject to row-level security) with the
 * corporation and user of the request set for this transaction only. It opens with its first
 * statement: BEGIN, `first`'s check, the switch of role and settings and that statement are one
 * round trip, and with `Tx.last` the COMMIT rides in it too.
 */
export async function withTenantTx<T>(
  pool: pg.Pool,
  ctx: TenantContext,
  fn: (tx: Tx) => Promise<T>,
  first?: BeginCheck,
): Promise<T> {
  const settings = tenantSettings(ctx);
  const client = await pool.connect();
  let broken = false;
  const onError = () => {
    broken = true;
  };
  client.on('error', onError);
  let state = 'new' as 'new' | 'open' | 'closed';
  const opening = first ? first.statements.length : 0;

  /**
   * Runs a batch; on a failure rolls back and throws the request's answer. `opens`: the batch
   * starts the transaction, with the check and the settings first; `whole`: it is the whole
   * transaction, which then needs no BEGIN and no COMMIT (the server runs a batch that opens
   * none as one transaction, committed at its end, rolled back on a failure).
   */
  const batch = async (
    statements: Statement[],
    { opens, whole }: { opens: boolean; whole: boolean },
  ): Promise<QueryResult[]> => {
    const begin = opens && !whole ? [{ text: 'BEGIN' }] : [];
    const sent = opens ? [...begin, ...(first?.statements ?? []), settings] : [];
    const { results, error } = await runPipeline(client, [...sent, ...statements], customTypes, {
      prepare: opens,
    });
    // the check's statements come first; a failure there after the first is its refusal
    const checked = opens && first ? results.slice(begin.length, begin.length + opening) : null;
    const refused = checked !== null && checked.length > 0 && checked.length < opening;
    if (error) {
      if (!whole) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
      }
      state = 'closed';
      // a refused check says why; any other failure comes after a check that held, or before it
      if (refused || (checked && checked.length === opening)) first!.check(checked!, refused);
      throw error;
    }
    if (checked) first!.check(checked, false);
    return results.slice(sent.length);
  };

  // one statement at a time, as on a plain client
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <R>(work: () => Promise<R>): Promise<R> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const query = (text: string, values?: unknown[]) =>
    serial(async () => {
      const statement = { text, values };
      if (state === 'open') return client.query(text, values as unknown[]);
      if (state === 'closed') return runAlone(statement);
      const [result] = await batch([statement], { opens: true, whole: false });
      state = 'open';
      return result;
    });
  const lastOf = (statements: Statement[]) =>
    serial(async () => {
      if (state === 'closed') {
        const results: QueryResult[] = [];
        for (const statement of statements) results.push(await runAlone(statement));
        return results;
      }
      const opens = state === 'new';
      // a transaction of these statements alone is one batch with neither BEGIN nor COMMIT
      const results = await batch(opens ? statements : [...statements, { text: 'COMMIT' }], {
        opens,
        whole: opens,
      });
      state = 'closed';
      return results.slice(0, statements.length);
    });
  const last = async (text: string, values?: unknown[]) => (await lastOf([{ text, values }]))[0];
  // after the last statement, a read of its own: one round trip, and it cannot write
  const runAlone = async (statement: Statement) => {
    const { results, error } = await runPipeline(
      client,
      [tenantSettings(ctx, true), statement],
      customTypes,
      { prepare: true },
    );
    if (error) throw error;
    return results[1];
  };

  try {
    let result: T;
    try {
      result = await fn({ query, last, lastOf } as Tx);
    } catch (err) {
      await queue;
      if (state === 'open') {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
      } else if (state === 'new' && first) {
        // a token that no longer speaks for its user hears that, not the request's own refusal
        await settleAlone(client, first);
      }
      throw err;
    }
    await queue;
    if (state === 'open') await client.query('COMMIT');
    else if (state === 'new' && first) await settleAlone(client, first);
    return result;
  } finally {
    client.off('error', onError);
    client.release(broken ? true : undefined);
  }
}

/** Makes a check on its own, for a request that ended without a statement. */
async function settleAlone(client: pg.PoolClient, first: BeginCheck): Promise<void> {
  const { results, error } = await runPipeline(client, first.statements, customTypes, {
    prepare: true,
  });
  if (results.length > 0) first.check(results, error !== undefined);
  if (error) throw error;
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
