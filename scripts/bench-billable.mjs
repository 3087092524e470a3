#!/usr/bin/env node
// Approved, not invoiced at an agency's real size (`pnpm seed`'s data set, its big corporation
// holding about 42,000 approved sheets at scale 1, and its smallest tenant): the API calls the
// screen makes — the first page of vendors, a deep page, a vendor's name typed, a vendor's first
// page of weeks, Select all of a vendor — against references timed in the same rounds: the
// trivial /api/health, the first page of the Timesheets list, and the statement of the whole
// unpaged list the screen read before (as the application's role, rows fetched, nothing sent).
// Requests alternate case by case, round after round. Prints each case's median and worst, the
// ratios of the medians, and the machine's load average before and after.
//   node scripts/bench-billable.mjs [--scale 1] [--rounds 7] [--browser]
// --browser: also times the screen in Chromium at 1366×900 for the big corporation: from the
// click on 'Approved, not invoiced' to its first vendor shown, against the click on 'Back to
// Invoices' to the Invoices list's first row.
// Embedded PostgreSQL in a temporary folder, or a database created on DATABASE_URL's server and
// dropped after.
import { benchOptions, load, startBench } from './lib/bench.mjs';
import { adminPageIn, launchChromium } from './lib/bench-browser.mjs';
import { buildAll } from './lib/workspace.mjs';

const options = benchOptions({ scale: 1, rounds: 7 }, ['browser']);
const PASSWORD = 'Bench-Billable-1';
const BIG_CORP = 'Northwind Staffing';
const GOAL_MS = 1000;

/** The whole list as the screen read it before paging (the statement of its former repository). */
const UNPAGED = `
  SELECT t.id, e.full_name, v.name, t.billing_code, t.period_start_date, t.period_end_date,
         h.hours, a.id AS billing_id, a.bill_rate, round(h.hours * a.bill_rate, 2) AS amount
    FROM timesheets t
    JOIN employees e ON e.id = t.employee_id
    JOIN vendors v ON v.id = t.vendor_id
   CROSS JOIN LATERAL (
     SELECT COALESCE(sum(i.hours_worked + i.extra_hours), 0)::numeric(10, 2) AS hours
       FROM timesheet_items i WHERE i.timesheet_id = t.id AND i.type = 'BILLABLE'
   ) h
    LEFT JOIN LATERAL (
     SELECT b.id, b.bill_rate FROM billings b
      WHERE b.id = t.billing_id
         OR (t.billing_id IS NULL AND b.employee_id = t.employee_id
             AND b.vendor_id = t.vendor_id AND b.status <> 'CANCELLED')
      ORDER BY lower(b.billing_code) = lower(t.billing_code) DESC, b.id DESC
      LIMIT 1
   ) a ON true
   WHERE t.corp_id = $1 AND t.status = 'APPROVED'
   ORDER BY lower(v.name), v.id, t.period_start_date, lower(e.full_name), t.id`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Times one GET (ms), the whole body read; anything but 200 stops the run. */
async function timeGet(base, path, headers) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body, total: res.headers.get('x-total-count') };
}

const loadBefore = load();
if (options.flags.has('browser') && !buildAll({ ifMissing: true }).every((r) => r.ok))
  process.exit(1);
const bench = await startBench();
let browser;
try {
  const { url, corp } = await bench.seededDatabase('sl-bench-billable', options.scale);
  const product = await bench.serveProduct(
    'the product',
    { DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD },
    { web: options.flags.has('browser') },
  );
  const pg = new bench.pg.Client({ connectionString: url });
  await pg.connect();
  bench.cleanups.push(() => pg.end());
  const { rows: small } = await pg.query(
    `SELECT corp_id AS id, count(*)::int AS n FROM timesheets WHERE status = 'APPROVED'
      GROUP BY corp_id ORDER BY count(*), corp_id LIMIT 1`,
  );
  const tenants = [
    { name: 'big corporation', corp },
    { name: 'small corporation', corp: small[0].id },
  ];

  const cases = [];
  for (const tenant of tenants) {
    const headers = await bench.adminHeaders(product, PASSWORD, tenant.corp);
    const first = await timeGet(product, '/api/invoices/billable/vendors?limit=20', headers);
    const vendors = Number(first.total);
    const vendor = JSON.parse(first.body)[0];
    const weeks = await timeGet(
      product,
      `/api/invoices/billable?vendorId=${vendor.vendorId}`,
      headers,
    );
    const last = Math.floor((vendors - 1) / 20) * 20;
    const typed = vendor.vendorName.slice(0, 6).toLowerCase();
    console.log(
      `${tenant.name} (corporation ${tenant.corp}): ${vendors} vendors waiting, the first, ${vendor.vendorName}, with ${weeks.total} weeks`,
    );
    const get = (path) => () => timeGet(product, path, headers);
    const of = (label, run) => cases.push({ name: `${tenant.name}: ${label}`, run, tenant });
    of(
      'first page of vendors (what opens)',
      get('/api/invoices/billable/vendors?limit=20&offset=0'),
    );
    of(
      `last page of vendors (offset ${last})`,
      get(`/api/invoices/billable/vendors?limit=20&offset=${last}&withTotal=false`),
    );
    of(
      `vendors named "${typed}"`,
      get(`/api/invoices/billable/vendors?limit=20&offset=0&vendor=${encodeURIComponent(typed)}`),
    );
    of(
      "a vendor's first page of weeks",
      get(`/api/invoices/billable?vendorId=${vendor.vendorId}&limit=25&offset=0`),
    );
    of(
      'Select all of a vendor',
      get(
        `/api/invoices/billable?vendorId=${vendor.vendorId}&invoiceable=true&limit=100&withTotal=false`,
      ),
    );
    of('reference: /api/health', get('/api/health'));
    of('reference: Timesheets list, first page', get('/api/timesheets?limit=25&offset=0'));
    of('reference: the former unpaged list (SQL)', async () => {
      const started = performance.now();
      await pg.query('BEGIN');
      try {
        await pg.query('SET LOCAL ROLE staffledger_app');
        await pg.query(`SELECT set_config('app.corp_id', $1, true)`, [String(tenant.corp)]);
        const { rowCount } = await pg.query(UNPAGED, [tenant.corp]);
        return { ms: performance.now() - started, rows: rowCount };
      } finally {
        await pg.query('ROLLBACK');
      }
    });
  }

  const times = new Map(cases.map((c) => [c.name, []]));
  for (let round = 1; round <= options.rounds; round++) {
    const order = round % 2 === 1 ? cases : [...cases].reverse();
    for (const c of order) times.get(c.name).push((await c.run()).ms);
    console.log(`round ${round} done (load ${load()})`);
  }

  console.log(
    `\n${options.rounds} interleaved rounds at scale ${options.scale}; load average ${loadBefore} before, ${load()} after`,
  );
  const width = Math.max(...cases.map((c) => c.name.length)) + 1;
  for (const tenant of tenants) {
    const mine = cases.filter((c) => c.tenant === tenant);
    const ref = (label) => median(times.get(`${tenant.name}: reference: ${label}`));
    const health = ref('/api/health');
    const list = ref('Timesheets list, first page');
    const unpaged = ref('the former unpaged list (SQL)');
    for (const c of mine) {
      const xs = times.get(c.name);
      const m = median(xs);
      console.log(
        `${c.name.padEnd(width)} median ${m.toFixed(1).padStart(7)} ms, worst ${Math.max(...xs)
          .toFixed(1)
          .padStart(7)} ms | ` +
          `× health ${(m / health).toFixed(1).padStart(6)}, × Timesheets page ${(m / list).toFixed(2).padStart(5)}, × former list ${(m / unpaged).toFixed(3)}`,
      );
    }
    const opens = median(times.get(`${tenant.name}: first page of vendors (what opens)`));
    console.log(
      `${tenant.name}: the screen's first call ${opens.toFixed(0)} ms, goal ≤ ${GOAL_MS} ms: ${opens <= GOAL_MS ? 'met' : 'NOT met'}\n`,
    );
  }

  if (options.flags.has('browser')) {
    browser = await launchChromium();
    const page = await adminPageIn(browser, product, PASSWORD, BIG_CORP);
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    const invoiceRow = page
      .getByRole('row')
      .filter({ hasText: /INV-\d{6}/ })
      .first();
    await invoiceRow.waitFor();
    const screen = { approved: [], invoices: [] };
    for (let round = 1; round <= options.rounds; round++) {
      let started = performance.now();
      await page.getByRole('link', { name: 'Approved, not invoiced' }).click();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      screen.approved.push(performance.now() - started);
      started = performance.now();
      await page.getByRole('link', { name: 'Back to Invoices' }).click();
      await invoiceRow.waitFor();
      screen.invoices.push(performance.now() - started);
      console.log(
        `browser round ${round}: Approved, not invoiced ${screen.approved.at(-1).toFixed(0)} ms, Invoices ${screen.invoices.at(-1).toFixed(0)} ms (load ${load()})`,
      );
    }
    const a = median(screen.approved);
    const i = median(screen.invoices);
    console.log(
      `browser, big corporation: click to the first vendor shown, median ${a.toFixed(0)} ms (worst ${Math.max(...screen.approved).toFixed(0)} ms); ` +
        `Invoices list to its first row ${i.toFixed(0)} ms; ratio ${(a / i).toFixed(2)}; goal ≤ ${GOAL_MS} ms: ${a <= GOAL_MS ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  await browser?.close();
  await bench.finish();
}
