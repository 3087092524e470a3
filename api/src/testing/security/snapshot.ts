/**
 * The tenant data of a database as one comparable value: per table, its row count and a digest of
 * its rows. The bookkeeping that refused requests write on purpose (audit rows, rate-limit
 * counters, the mail outbox, idempotency keys) and the schema's own tables are left out.
 */
import type { TestApp } from '../testApp.js';

const BOOKKEEPING = new Set([
  'audit_log',
  'rate_limits',
  'outbox',
  'idempotency_keys',
  'app_secrets',
  'schema_migrations',
]);

export async function dataSnapshot(t: TestApp): Promise<Record<string, string>> {
  const { rows: tables } = await t.db.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables as { name: string }[]) {
    if (BOOKKEEPING.has(name)) continue;
    const { rows } = await t.db.query(
      `SELECT count(*) AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest
         FROM "${name}" r`,
    );
    out[name] = `${rows[0].n} rows, ${rows[0].digest}`;
  }
  return out;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]);
}
