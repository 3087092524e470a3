import type { TestApp } from './testApp.js';

/**
 * Other client connections of the test's database that are in a transaction; the server's own
 * workers are left out, as autovacuum analyses a table after a bulk insert.
 */
export async function openTransactions(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
        AND backend_type = 'client backend'`,
  );
  return Number(rows[0]!.n);
}
