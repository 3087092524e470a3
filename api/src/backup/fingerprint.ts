import pg from 'pg';

/**
 * What a restore must bring back, read so that two databases compare with one `toEqual`: rows per
 * table, and digests of every invoice's amount, every sheet's hours, every setting, and every
 * stored file's bytes (attachments and logos), each in a stable order.
 */
export type Fingerprint = {
  rows: Record<string, number>;
  invoiceAmounts: { sum: string; digest: string };
  sheetHours: { sum: string; digest: string };
  settings: string;
  files: string;
};

const DIGESTS = {
  invoiceAmounts: `SELECT coalesce(sum(amount), 0)::text AS sum,
           md5(coalesce(string_agg(id || ':' || amount, ',' ORDER BY id), '')) AS digest
      FROM invoices`,
  sheetHours: `SELECT coalesce(sum(hours_worked + extra_hours), 0)::text AS sum,
           md5(coalesce(string_agg(timesheet_id || ':' || calendar_date || ':' || hours_worked
             || ':' || extra_hours, ',' ORDER BY timesheet_id, calendar_date), '')) AS digest
      FROM timesheet_items`,
};

export async function fingerprint(db: pg.Client | pg.PoolClient | pg.Pool): Promise<Fingerprint> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows: r } = await db.query(`SELECT count(*)::int AS n FROM "${name}"`);
    rows[name] = r[0].n;
  }
  const one = async (sql: string) => (await db.query(sql)).rows[0];
  return {
    rows,
    invoiceAmounts: await one(DIGESTS.invoiceAmounts),
    sheetHours: await one(DIGESTS.sheetHours),
    settings: (
      await one(`SELECT md5(coalesce(string_agg(corp_id || ':' || category || ':' || feature
        || '=' || value, ',' ORDER BY id), '')) AS d FROM admin_settings`)
    ).d,
    files: (
      await one(`SELECT md5(coalesce(string_agg(d, ',' ORDER BY d), '')) AS d FROM (
          SELECT 'a' || id || ':' || md5(content) AS d FROM timesheet_attachments
          UNION ALL SELECT 'l' || corp_id || ':' || md5(data) FROM corp_logos) f`)
    ).d,
  };
}

/** The fingerprint of the database at `url` (the drills read the product's server with it). */
export async function fingerprintAt(url: string): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fingerprint(client);
  } finally {
    await client.end();
  }
}
