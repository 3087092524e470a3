import fp from 'fastify-plugin';
import type pg from 'pg';
import type { BackupConfig } from '../config.js';
import { openDatabase, type Database } from '../db/pool.js';
import { runMigrations } from '../db/migrate.js';
import { withCorpSnapshot, withSystemTx, withTenantTx } from '../db/tenant.js';
import { checkUserNow, invalidToken, settleUserCheck, type UserRow } from './user-check.js';

export type DbPluginOptions = {
  databaseUrl?: string;
  dataDir: string;
  pgPort?: number;
  /** Backups of the embedded database (ignored with an external one). */
  backup?: BackupConfig;
  /** Connections the pool opens at most (default 10). */
  poolSize?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The pool; only plugins (health, db) touch it. Modules use withTenant / withSystem. */
    pg: pg.Pool;
  }
}

/**
 * Opens the database (external or embedded), applies migrations, and provides the two
 * transaction helpers. Closing the app closes the pool and stops an embedded server.
 */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db: Database = await openDatabase({
      databaseUrl: opts.databaseUrl,
      dataDir: opts.dataDir,
      pgPort: opts.pgPort,
      backup: opts.backup,
      poolSize: opts.poolSize,
      log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
    });
    try {
      const { rows } = await db.pool.query<{ v: string }>('SHOW server_version_num');
      if (Number(rows[0].v) < 150000) {
        throw new Error(`PostgreSQL 15 or newer is required (the server runs ${rows[0].v}).`);
      }
      const applied = await runMigrations(db.pool);
      if (applied.length) app.log.info({ applied }, 'migrations applied');
    } catch (err) {
      await db.close();
      throw err;
    }
    app.decorate('pg', db.pool);
    app.decorate('withSystem', <T>(fn: Parameters<typeof withSystemTx<T>>[1]) =>
      withSystemTx(db.pool, fn),
    );
    app.decorate(
      'withTenant',
      <T>(request: import('fastify').FastifyRequest, fn: Parameters<typeof withSystemTx<T>>[1]) => {
        const pending = request.pendingUserCheck;
        return withTenantTx(
          db.pool,
          { corpId: request.corpId ?? null, userId: request.auth?.userId ?? null },
          fn,
          // the token's user, checked in the transaction's first round trip (user-check.ts)
          pending
            ? {
                statements: pending.statements,
                check: (results, refused) => {
                  settleUserCheck(request, results[0]?.rows[0] as UserRow | undefined);
                  // the rule in SQL refused what the row, read just before, let pass: a change
                  // between the two statements; refused as any token whose user changed
                  if (refused) {
                    pending.refuse();
                    throw invalidToken();
                  }
                },
              }
            : undefined,
        );
      },
    );
    app.decorate(
      'withCorpSnapshot',
      <T>(
        request: import('fastify').FastifyRequest,
        corpId: number,
        fn: Parameters<typeof withSystemTx<T>>[1],
      ) => {
        // a route that checks its token in its transaction and opens this one first: the check
        // is made here, by a statement of its own, before anything of the request runs
        return checkUserNow(db.pool, request).then(() =>
          withCorpSnapshot(db.pool, { corpId, userId: request.auth?.userId ?? null }, fn),
        );
      },
    );
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'db' },
);
