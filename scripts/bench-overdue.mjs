#!/usr/bin/env node
// The invoices list with its Overdue filter. Overdue is read from the due date (STATUS_TODAY in
// api/src/modules/invoices/invoices.repo.ts), not from the stored status, so the filter cannot use
// the status index the Paid filter uses. Measured against two references on the same tenant in the
// same run: the list without a filter, and the list filtered to Paid. The data set is `pnpm
// seed`'s (scale 1: 50,000 invoices, half in one corporation); the small tenant is another of its
// corporations (a few hundred invoices). Each request is the list as the screen asks for it,
// newest first, pages of 50:
//   first page  with its total (what opening the list or pressing Overdue asks)
//   page turn   offset 50, withTotal=false
// Requests go to the API in the process (no network), one at a time, in interleaved rounds (the
// order of the cases turns each round). Prints per case the median and p90 and the ratios of the
// medians to the references, with the machine's load average before and after.
//   node scripts/bench-overdue.mjs [--scale 1] [--rounds 5] [--runs 20]
// Embedded PostgreSQL in a temporary folder, or a database created on DATABASE_URL's server and
// dropped after.
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
const PASSWORD = 'Bench-Overdue-1';
const LIST = '/api/invoices?sort=id&order=desc&limit=50';
const CASES = {
  'no filter': '',
  Paid: '&status=PAID',
  Overdue: '&status=OVERDUE',
};
const PAGES = {
  'first page': '&offset=0',
  'page turn': '&offset=50&withTotal=false',
};

const loadBefore = load();
const bench = await startBench();
const dataDir = mkdtempSync(join(tmpdir(), 'sl-bench-overdue-files-'));
bench.cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
try {
  const { url } = await bench.seededDatabase('sl-bench-overdue', options.scale);
  const { build } = await import(join(ROOT, 'api', 'dist', 'app.js'));
  const app = await build({
    databaseUrl: url,
    dataDir,
    serveWeb: false,
    logLevel: 'warn',
    adminPassword: PASSWORD,
    onAdminPassword: () => {},
    // the seeded statuses and reminders are today's; the jobs would only add load
    backgroundJobs: false,
  });
  bench.cleanups.push(() => app.close());

  const auth = await injectedAdmin(app, PASSWORD);

  // the corporation holding half of the data, and the smallest other one
  const tenants = await app.withSystem(async (tx) => {
    const { rows } = await tx.query(
      `SELECT corp_id::int AS corp, count(*)::int AS invoices,
              count(*) FILTER (WHERE status IN ('PENDING', 'OVERDUE') AND due_date < current_date)::int AS overdue,
              count(*) FILTER (WHERE status = 'PAID')::int AS paid
         FROM invoices GROUP BY corp_id ORDER BY count(*) DESC, corp_id`,
    );
    return { big: rows[0], small: rows.at(-1) };
  });

  const get = (corp, path) => async () => {
    const res = await app.inject({
      method: 'GET',
      url: path,
      headers: { ...auth, 'x-corp-id': String(corp) },
    });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  };

  /** Every measure: tenant × page × case, with its samples. */
  const measures = [];
  for (const [size, tenant] of Object.entries(tenants))
    for (const [page, pageQuery] of Object.entries(PAGES))
      for (const [filter, filterQuery] of Object.entries(CASES))
        measures.push({
          size,
          tenant,
          page,
          filter,
          run: get(tenant.corp, `${LIST}${filterQuery}${pageQuery}`),
          samples: [],
        });

  await interleavedRounds(measures, options);

  console.log(
    `\nscale ${options.scale}, ${options.rounds} interleaved rounds of ${options.runs} requests per case, ` +
      `${cpus().length} cores, ${process.env.DATABASE_URL ? 'external' : 'embedded'} PostgreSQL; ` +
      `load average ${loadBefore} before, ${load()} after`,
  );
  for (const [size, t] of Object.entries(tenants)) {
    console.log(
      `\n${size} tenant (corporation ${t.corp}): ${t.invoices} invoices, ${t.overdue} overdue, ${t.paid} paid`,
    );
    for (const page of Object.keys(PAGES)) {
      const of = (filter) =>
        medianAndP90(
          measures.find((m) => m.size === size && m.page === page && m.filter === filter).samples,
        );
      const none = of('no filter');
      const paid = of('Paid');
      for (const filter of Object.keys(CASES)) {
        const s = of(filter);
        console.log(
          `  ${page.padEnd(11)} ${filter.padEnd(10)} median ${s.median.toFixed(2).padStart(7)} ms, ` +
            `p90 ${s.p90.toFixed(2).padStart(7)} ms | ×${(s.median / none.median).toFixed(2)} no filter, ` +
            `×${(s.median / paid.median).toFixed(2)} Paid`,
        );
      }
    }
  }
} finally {
  await bench.finish();
}
