// Plain ESM: scripts/make-upgrade-fixture.mjs asks these questions of an earlier version's database,
// and api/src/db/upgrade.db.test.ts asks them again once the current code has started on it.
import crypto from 'node:crypto';

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Rows by a key column: `{ [key]: rest of the row }`, for answers that group by status. */
const byKey = (rows, key) => Object.fromEntries(rows.map(({ [key]: k, ...rest }) => [k, rest]));

/**
 * What a database of the product holds, as its owner sees it: the rows of every table, the money
 * and hours, and the SHA-256 of every stored file. Only columns every version since 001 has.
 */
export async function measureDatabase(db) {
  const { rows: names } = await db.query(
    `SELECT relname FROM pg_class
      WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace ORDER BY relname`,
  );
  const tables = {};
  for (const { relname } of names) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${relname}"`);
    tables[relname] = rows[0].n;
  }
  const one = async (sql) => (await db.query(sql)).rows;
  return {
    tables,
    invoices: byKey(
      await one(`SELECT status, count(*)::int AS count, sum(amount)::text AS amount
                   FROM invoices GROUP BY status ORDER BY status`),
      'status',
    ),
    invoiceItems: (
      await one(`SELECT count(*)::int AS count, coalesce(sum(amount), 0)::text AS amount
                   FROM invoice_items`)
    )[0],
    timesheets: byKey(
      await one(`SELECT status, count(*)::int AS count, sum(total_hours)::text AS hours
                   FROM timesheets GROUP BY status ORDER BY status`),
      'status',
    ),
    timesheetItems: (
      await one(`SELECT count(*)::int AS count, coalesce(sum(hours_worked), 0)::text AS hours,
                        coalesce(sum(extra_hours), 0)::text AS "extraHours"
                   FROM timesheet_items`)
    )[0],
    billings: byKey(
      await one(
        `SELECT status, count(*)::int AS count FROM billings GROUP BY status ORDER BY status`,
      ),
      'status',
    ),
    logos: (await one('SELECT corp_id, data FROM corp_logos ORDER BY corp_id')).map((r) => ({
      corpId: Number(r.corp_id),
      sha256: sha256(r.data),
    })),
    attachments: (
      await one('SELECT id, corp_id, timesheet_id, content FROM timesheet_attachments ORDER BY id')
    ).map((r) => ({
      id: Number(r.id),
      corpId: Number(r.corp_id),
      timesheetId: Number(r.timesheet_id),
      sha256: sha256(r.content),
    })),
  };
}

/** The lists a user reads, by corporation: `{ [path]: { [corpId]: X-Total-Count } }`. */
export const LIST_PATHS = [
  '/api/vendors',
  '/api/employees',
  '/api/billing',
  '/api/timesheets',
  '/api/invoices',
];

/**
 * Each list's total (of a first page) for each corporation, as the super user reads it through `inject` (a Fastify
 * app of any version): the lists answer, and with as many rows as before.
 */
export async function measureLists(app, token, corpIds) {
  const totals = {};
  for (const path of ['/api/corps', ...LIST_PATHS]) {
    totals[path] = {};
    for (const corpId of path === '/api/corps' ? [null] : corpIds) {
      const headers = { authorization: `Bearer ${token}` };
      if (corpId !== null) headers['x-corp-id'] = String(corpId);
      const res = await app.inject({ method: 'GET', url: `${path}?limit=10`, headers });
      if (res.statusCode !== 200) {
        throw new Error(`GET ${path} for ${corpId ?? 'all'}: ${res.statusCode} ${res.body}`);
      }
      totals[path][corpId ?? 'all'] = Number(res.headers['x-total-count']);
    }
  }
  return totals;
}
