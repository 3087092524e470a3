import pg from 'pg';
import type { BackupConfig } from '../config.js';
import { startEmbedded, type EmbeddedServer } from './embedded.js';

const { Pool, types } = pg;

/**
 * Type parsers for every pool: bigint ids and counts arrive as JS numbers (ids stay far below
 * 2^53), calendar dates stay 'YYYY-MM-DD' strings, numeric (money, hours) stays an exact string.
 */
const typeOverrides: Record<number, (value: string) => unknown> = {
  20: (v) => Number(v), // int8
  1082: (v) => v, // date
};
export const customTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return typeOverrides[oid] ?? types.getTypeParser(oid, format);
  },
};

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new Pool({ connectionString, max, types: customTypes as pg.CustomTypesConfig });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

export type Database = {
  pool: pg.Pool;
  /** true when this process started (and owns) an embedded PostgreSQL */
  embedded: boolean;
  close(): Promise<void>;
};

type Log = { info(msg: string): void; error(msg: string): void };

/** An external server when `databaseUrl` is set, otherwise the embedded one under `dataDir/pg`. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pgPort?: number;
  backup?: BackupConfig;
  /** Connections the pool opens at most (default 10). */
  poolSize?: number;
  log?: Log;
}): Promise<Database> {
  let server: EmbeddedServer | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    server = await startEmbedded(opts.dataDir, {
      port: opts.pgPort,
      log: opts.log,
      backup: opts.backup,
    });
    url = server.url;
  }
  const pool = createPool(url, opts.poolSize);
  let closed = false;
  return {
    pool,
    embedded: Boolean(server),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pool.end();
      } finally {
        await server?.stop();
      }
    },
  };
}
