#!/usr/bin/env node
// The landing page's four figures (api/src/modules/dashboard): each call as the page makes it, for
// the corporation holding half of `pnpm seed`'s data (scale 1: 50,000 invoices, half in one
// corporation), the smallest other one, and a corporation made empty for the run. The reference
// of each call is a hand-written SQL query of the same figure, run in the same rounds on the
// system connection for that corporation (no HTTP, no tenant transaction, no row-level security):
// the cost of the aggregation itself. Each call's answer is checked against its reference first,
// to the cent. Requests go to the API in the process (no network), one at a time, in interleaved
// rounds (the order turns each round). Prints per case the median and p90, the ratio of the
// medians to the reference, and the machine's load average before and after.
//   node scripts/bench-dashboard.mjs [--scale 1] [--rounds 5] [--runs 20]
// Embedded PostgreSQL in a temporary folder, or a database created on DATABASE_URL's server and
// dropped after. Goal: at most 200 ms per call for the big corporation on a quiet machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchOptions,
  injectedAdmin,
  interleavedRounds,
  load,
  medianAndP90,
  startBench,
} from './lib/bench.mjs';
import { ROOT } from './lib/workspace.mjs';

const options = benchOptions({ scale: 1, rounds: 5, runs: 20 });
const PASSWORD = 'Bench-Dashboard-1';
const GOAL_MS = 200;

// "today" as the API takes it: New York's date. $1 the corporation, $2 today.
const REFERENCES = {
  aging: `SELECT CASE WHEN $2::date - due_date <= 0 THEN 'current'
                      WHEN $2::date - due_date <= 30 THEN '1-30'
                      WHEN $2::date - due_date <= 60 THEN '31-60'
                      WHEN $2::date - due_date <= 90 THEN '61-90' ELSE '90+' END AS key,
                 sum(amount)::text AS value
            FROM invoices WHERE corp_id = $1 AND status IN ('PENDING', 'OVERDUE') GROUP BY 1`,
  'billed-by-month': `SELECT to_char(invoice_date, 'YYYY-MM') AS key, sum(amount)::text AS value
            FROM invoices
           WHERE corp_id = $1 AND status <> 'CANCELLED'
             AND invoice_date >= (date_trunc('month', $2::date) - interval '11 months')::date
             AND invoice_date < (date_trunc('month', $2::date) + interval '1 month')::date
           GROUP BY 1`,
  'approved-hours': `SELECT to_char(date_trunc('week', period_start_date), 'YYYY-MM-DD') AS key,
                 sum(total_hours)::text AS value
            FROM timesheets
           WHERE corp_id = $1 AND status IN ('APPROVED', 'LOCKED')
             AND period_start_date >= (date_trunc('week', $2::date) - interval '11 weeks')::date
             AND period_start_date < (date_trunc('week', $2::date) + interval '1 week')::date
           GROUP BY 1`,
  'top-debtors': `SELECT vendor_id::text AS key, sum(amount)::text AS value
            FROM invoices WHERE corp_id = $1 AND status IN ('PENDING', 'OVERDUE')
           GROUP BY vendor_id ORDER BY sum(amount) DESC, vendor_id LIMIT 5`,
};

/** key → cents, from an answer of the API (dollars as JSON numbers). */
const ANSWERED = {
  aging: (b) => b.buckets.map((x) => [x.bucket, x.amount]),
  'billed-by-month': (b) => b.months.map((x) => [x.month, x.amount]),
  'approved-hours': (b) => b.weeks.map((x) => [x.weekStart, x.hours]),
  'top-debtors': (b) => b.vendors.map((x) => [String(x.vendorId), x.amount]),
};
const cents = (v) => Math.round(Number(v) * 100);
/** [key, cents] of the figures that are not 0, in their order; sorted by key unless `ordered`. */
function figures(pairs, ordered) {
  const kept = pairs.map(([k, v]) => [k, cents(v)]).filter(([, c]) => c !== 0);
  return JSON.stringify(ordered ? kept : kept.sort((x, y) => (x[0] < y[0] ? -1 : 1)));
}

const loadBefore = load();
const bench = await startBench();
const dataDir = mkdtempSync(join(tmpdir(), 'sl-bench-dashboard-files-'));
bench.cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
try {
  const { url } = await bench.seededDatabase('sl-bench-dashboard', options.scale);
  const { build } = await import(join(ROOT, 'api', 'dist', 'app.js'));
  const { businessToday } = await import(
    join(ROOT, 'api', 'dist', 'modules', 'common', 'business-day.js')
  );
  const app = await build({
    databaseUrl: url,
    dataDir,
    serveWeb: false,
    logLevel: 'warn',
    adminPassword: PASSWORD,
    onAdminPassword: () => {},
    backgroundJobs: false,
  });
  bench.cleanups.push(() => app.close());
  const auth = await injectedAdmin(app, PASSWORD);

  const made = await app.inject({
    method: 'POST',
    url: '/api/corps',
    headers: auth,
    payload: { name: 'Bench Empty Corporation' },
  });
  if (made.statusCode !== 201)
    throw new Error(`empty corporation: ${made.statusCode} ${made.body}`);
  const tenants = await app.withSystem(async (tx) => {
    const { rows } = await tx.query(
      `SELECT c.id::int AS corp,
              (SELECT count(*) FROM invoices i WHERE i.corp_id = c.id)::int AS invoices,
              (SELECT count(*) FROM timesheets t WHERE t.corp_id = c.id)::int AS timesheets
         FROM corporations c ORDER BY invoices DESC, c.id`,
    );
    const seeded = rows.filter((r) => r.invoices > 0);
    return {
      big: seeded[0],
      small: seeded.at(-1),
      empty: rows.find((r) => r.corp === made.json().id),
    };
  });
  const today = businessToday();

  const call = async (corp, name) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/dashboard/${name}`,
      headers: { ...auth, 'x-corp-id': String(corp) },
    });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const reference = (corp, name) =>
    app.withSystem(
      async (tx) =>
        (await tx.query(REFERENCES[name], REFERENCES[name].includes('$2') ? [corp, today] : [corp]))
          .rows,
    );

  // the answers first: each equals its hand-written reference, to the cent
  for (const [size, t] of Object.entries(tenants)) {
    for (const name of Object.keys(REFERENCES)) {
      const ordered = name === 'top-debtors';
      const api = figures(ANSWERED[name](await call(t.corp, name)), ordered);
      const rows = await reference(t.corp, name);
      const ref = figures(
        rows.map((r) => [r.key, r.value]),
        ordered,
      );
      if (api !== ref) throw new Error(`${size} ${name}: the API answers ${api}, the SQL ${ref}`);
    }
  }
  console.log('every answer equals its hand-written SQL, to the cent');

  const measures = [];
  for (const [size, t] of Object.entries(tenants))
    for (const name of Object.keys(REFERENCES)) {
      measures.push({ size, name, kind: 'API', run: () => call(t.corp, name), samples: [] });
      measures.push({ size, name, kind: 'SQL', run: () => reference(t.corp, name), samples: [] });
    }
  await interleavedRounds(measures, options);

  console.log(
    `\nscale ${options.scale}, ${options.rounds} interleaved rounds of ${options.runs} requests per case, ` +
      `${cpus().length} cores, ${process.env.DATABASE_URL ? 'external' : 'embedded'} PostgreSQL; ` +
      `load average ${loadBefore} before, ${load()} after; goal ${GOAL_MS} ms per call`,
  );
  let over = false;
  for (const [size, t] of Object.entries(tenants)) {
    console.log(
      `\n${size} tenant (corporation ${t.corp}): ${t.invoices} invoices, ${t.timesheets} timesheets`,
    );
    for (const name of Object.keys(REFERENCES)) {
      const of = (kind) =>
        medianAndP90(
          measures.find((m) => m.size === size && m.name === name && m.kind === kind).samples,
        );
      const api = of('API');
      const sql = of('SQL');
      if (size === 'big' && api.median > GOAL_MS) over = true;
      console.log(
        `  ${name.padEnd(16)} API median ${api.median.toFixed(2).padStart(7)} ms, p90 ${api.p90
          .toFixed(2)
          .padStart(7)} ms | SQL median ${sql.median.toFixed(2).padStart(7)} ms | ×${(
          api.median / sql.median
        ).toFixed(2)} SQL`,
      );
    }
  }
  if (over) console.log(`\nABOVE the goal: a call of the big corporation took over ${GOAL_MS} ms`);
} finally {
  await bench.finish();
}
