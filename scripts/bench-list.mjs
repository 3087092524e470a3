#!/usr/bin/env node
// Measures a list endpoint the way the UI uses it: a first page with its total, a page turn that
// skips the count (withTotal=false), a deep page, and, for comparison, the window-function total
// the list kit avoids. Seeds ROWS rows of one resource in one corporation.
//
//   node scripts/bench-list.mjs [admin|employees|timesheets|invoices]   # embedded PostgreSQL in a temporary directory
//   DATABASE_URL=postgres://... node scripts/bench-list.mjs employees   # a database created and dropped there
//   ROWS=10000 RUNS=30 node scripts/bench-list.mjs employees
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectedAdmin } from './lib/bench.mjs';
import { scratchDatabase } from './lib/scratch-db.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { build } = await import(join(root, 'api', 'dist', 'app.js'));
/** 500 employees and 50 vendors in the corporation, for the resources that need them. */
const STAFF_AND_CLIENTS = [
  `INSERT INTO employees (corp_id, first_name, last_name, designation, work_auth, category)
    SELECT $1, 'Person' || lpad(g::text, 6, '0'), 'Bench', 'Analyst', 'Citizen', 'W2'
    FROM generate_series(1, least($2, 500)) AS g`,
  `INSERT INTO vendors (corp_id, name, status)
    SELECT $1, 'Vendor ' || lpad(g::text, 3, '0'), 'ACTIVE' FROM generate_series(1, least($2, 50)) AS g`,
];
const RESOURCES = {
  admin: {
    path: 'admin',
    table: 'admin_settings',
    defaultRows: 200_000,
    sort: 'feature',
    sortSql: 'lower(feature), id',
    filter: 'feature=00042',
    seed: `INSERT INTO admin_settings (corp_id, category, feature, description, value)
      SELECT $1, 'BENCH', 'feature-' || lpad(g::text, 7, '0'), 'Setting number ' || g, (g % 97)::text
      FROM generate_series(1, $2) AS g`,
  },
  employees: {
    path: 'employees',
    table: 'employees',
    defaultRows: 10_000,
    sort: 'name',
    sortSql: 'lower(full_name), id',
    filter: 'name=00042',
    seed: `INSERT INTO employees (corp_id, first_name, last_name, designation, work_auth, category, status, start_date)
      SELECT $1, 'Person' || lpad(g::text, 6, '0'), (ARRAY['Lopez','Smith','Nguyen','Okafor'])[g % 4 + 1],
             (ARRAY['Analyst','Engineer','Nurse','Driver'])[g % 4 + 1], 'Citizen', 'W2',
             (ARRAY['ACTIVE','INACTIVE','ON_LEAVE'])[g % 3 + 1], date '2020-01-01' + (g % 2000)
      FROM generate_series(1, $2) AS g`,
  },
  timesheets: {
    path: 'timesheets',
    table: 'timesheets',
    defaultRows: 100_000,
    sort: 'periodStartDate&order=desc',
    sortSql: 'period_start_date DESC, id DESC',
    filter: 'status=SUBMITTED,APPROVED',
    // 500 employees and 50 vendors, then weekly sheets: 500 a week, going back from 2026
    seed: [
      ...STAFF_AND_CLIENTS,
      `INSERT INTO timesheets (corp_id, employee_id, vendor_id, period_start_date, period_end_date,
                               total_hours, status, billing_code)
        SELECT $1, e.ids[g % cardinality(e.ids) + 1], v.ids[g % cardinality(v.ids) + 1],
               date '2026-11-16' - (g / 500) * 7, date '2026-11-22' - (g / 500) * 7, (g % 41)::numeric,
               (ARRAY['PENDING','SUBMITTED','APPROVED','REJECTED','LOCKED'])[g % 5 + 1], 'BC-' || (g % 100)
        FROM generate_series(1, $2) AS g,
             (SELECT array_agg(id) AS ids FROM employees WHERE corp_id = $1) AS e,
             (SELECT array_agg(id) AS ids FROM vendors WHERE corp_id = $1) AS v`,
    ],
  },
  invoices: {
    path: 'invoices',
    table: 'invoices',
    defaultRows: 20_000,
    sort: 'id&order=desc',
    sortSql: 'id DESC',
    filter: 'customer=vendor 007',
    // 500 employees with an arrangement each at one of 50 vendors; a week's sheet of each billed
    // on an invoice of its own (each row counts the sheets it bills)
    seed: [
      ...STAFF_AND_CLIENTS,
      `INSERT INTO billings (corp_id, employee_id, vendor_id, bill_rate, invoice_due_days,
                             invoice_frequency, billing_code, item_description, start_date,
                             first_period_end_date)
        SELECT $1, e.id, v.ids[e.n % 50 + 1], 100, 30, 'WEEKLY', 'BC', 'Work', date '2000-01-03',
               date '2000-01-09'
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM employees WHERE corp_id = $1) AS e,
             (SELECT array_agg(id ORDER BY id) AS ids FROM vendors WHERE corp_id = $1) AS v
        LIMIT $2`,
      `INSERT INTO timesheets (corp_id, employee_id, vendor_id, period_start_date, period_end_date,
                               total_hours, status, billing_code, billing_id)
        SELECT $1, b.employee_id, b.vendor_id, date '2026-11-16' - (g / 500) * 7,
               date '2026-11-22' - (g / 500) * 7, 40, 'LOCKED', 'BC', b.id
        FROM generate_series(0, $2 - 1) AS g
        JOIN (SELECT *, row_number() OVER (ORDER BY id) - 1 AS n FROM billings WHERE corp_id = $1) AS b
          ON b.n = g % 500`,
      `INSERT INTO invoices (corp_id, number, vendor_id, amount, invoice_date, due_date, status, timesheet_id)
        SELECT $1, 'INV-' || lpad(t.id::text, 7, '0'), t.vendor_id, 4000, t.period_end_date,
               t.period_end_date + 30, 'PAID', t.id
        FROM timesheets t WHERE t.corp_id = $1 LIMIT $2`,
      `INSERT INTO billed_periods (corp_id, invoice_id, timesheet_id, billing_id, period_start, period_end)
        SELECT $1, i.id, t.id, t.billing_id, t.period_start_date, t.period_end_date
        FROM invoices i JOIN timesheets t ON t.id = i.timesheet_id WHERE i.corp_id = $1 LIMIT $2`,
    ],
  },
};
const resource = RESOURCES[process.argv[2] || 'admin'];
if (!resource) throw new Error(`unknown resource; one of ${Object.keys(RESOURCES).join(', ')}`);
const ROWS = Number(process.env.ROWS || resource.defaultRows);
const RUNS = Number(process.env.RUNS || 30);
const PASSWORD = 'Bench-Pass-1';

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `median ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms`;
}

async function time(fn) {
  const samples = [];
  await fn(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return stats(samples);
}

const db = await scratchDatabase('sl-bench');
const app = await build({
  ...db.opts,
  serveWeb: false,
  logLevel: 'warn',
  adminPassword: PASSWORD,
  onAdminPassword: () => {},
});
try {
  const auth = await injectedAdmin(app, PASSWORD);
  const corp = await app.inject({
    method: 'POST',
    url: '/api/corps',
    headers: auth,
    payload: { name: 'Bench Corp', contacts: [] },
  });
  const corpId = corp.json().id;
  const headers = { ...auth, 'x-corp-id': String(corpId) };

  const seedStart = Date.now();
  await app.withSystem(async (tx) => {
    for (const statement of [resource.seed].flat()) await tx.query(statement, [corpId, ROWS]);
    await tx.query('ANALYZE');
  });
  console.log(`seeded ${ROWS} ${resource.table} rows in ${Date.now() - seedStart} ms`);

  const get = (query) => async () => {
    const res = await app.inject({ method: 'GET', url: `/api/${resource.path}?${query}`, headers });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  const sql = (text) => () => app.withSystem((tx) => tx.query(text, [corpId]));

  const results = {
    'first page of 50 with its total (HTTP)': await time(
      get(`limit=50&offset=0&sort=${resource.sort}`),
    ),
    'page turn of 50, withTotal=false (HTTP)': await time(
      get(`limit=50&offset=50&sort=${resource.sort}&withTotal=false`),
    ),
    [`middle page of 50 at offset ${Math.floor(ROWS / 2)}, withTotal=false (HTTP)`]: await time(
      get(`limit=50&offset=${Math.floor(ROWS / 2)}&sort=${resource.sort}&withTotal=false`),
    ),
    [`filtered first page (${resource.filter}) with total (HTTP)`]: await time(
      get(`limit=50&offset=0&sort=${resource.sort}&${resource.filter}`),
    ),
    'SQL: page of 50': await time(
      sql(
        `SELECT * FROM ${resource.table} WHERE corp_id = $1 ORDER BY ${resource.sortSql} LIMIT 50`,
      ),
    ),
    'SQL: exact total, count(*)': await time(
      sql(`SELECT count(*) FROM ${resource.table} WHERE corp_id = $1`),
    ),
    'SQL: page of 50 with count(*) OVER () (avoided)': await time(
      sql(
        `SELECT *, count(*) OVER () AS total FROM ${resource.table} WHERE corp_id = $1
         ORDER BY ${resource.sortSql} LIMIT 50`,
      ),
    ),
  };
  console.log(
    `\n${ROWS} rows, ${RUNS} runs each, ${process.env.DATABASE_URL ? 'external' : 'embedded'} PostgreSQL`,
  );
  for (const [label, result] of Object.entries(results))
    console.log(`${label.padEnd(66)} ${result}`);
} finally {
  await app.close();
  await db.drop();
}
