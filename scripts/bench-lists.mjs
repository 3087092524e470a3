#!/usr/bin/env node
// The timesheets, invoices and employees lists on every shape of request the screens send, on data
// sets of different distributions, against the thin reference (Fastify + pg, one hand-written
// query, no sign-in or tenancy: scripts/bench/thin-reference.mjs, thin-lists.mjs) on the same
// database, in interleaved rounds.
//
// Data sets (`pnpm seed --shape …`, api/src/db/seed-at-scale.ts), each at `--scale`:
//   default        `pnpm seed`'s names, spread evenly over 48 surnames
//   common-names   one surname in 22 % of the employees, "son" in over half of them, and in each
//                  corporation one vendor holding 30 % of the arrangements
// The name filters are chosen from the data: for each set, the texts whose matches among the big
// corporation's employees come closest to few (~1 %), many (~20 %) and most (~60 %), printed with
// their shares; the vendor text, the one closest to 5 % of the vendors. Each list has 8 to 11
// shapes: those filters, status filters, a deep page and each sort its screen offers. Every
// request is the big corporation's, 50 a page:
//   page turn        withTotal=false, offsets 0–950 in turn (a deep page: 2,000–2,950)
//   first page       with its total (the reference: the page and a count(*))
// Prints each run's req/s and p99, then per shape the ratios (product ÷ reference), the worst of
// each data set and of all, against the goals (page turns ≥ 0.8× with p99 ≤ 1.5×; first pages
// ≥ 1×), with the machine's load average before and after.
//   node scripts/bench-lists.mjs [--scale 1] [--rounds 2] [--seconds 5] [--connections 50]
//                                [--default] [--common-names]   (one data set; both when neither)
//                                [--timesheets] [--invoices] [--employees]  (all when none)
// Embedded PostgreSQL in a temporary folder, or databases created on DATABASE_URL's server and
// dropped after.
import { benchOptions, load, range, startBench } from './lib/bench.mjs';

const SHAPES = ['default', 'common-names'];
const LISTS = ['timesheets', 'invoices', 'employees'];
const options = benchOptions({ scale: 1, rounds: 2, seconds: 5, connections: 50 }, [
  ...SHAPES,
  ...LISTS,
]);
const shapes = SHAPES.filter((s) => options.flags.has(s));
const chosen = LISTS.filter((l) => options.flags.has(l));
const lists = chosen.length ? chosen : LISTS;
const PASSWORD = 'Bench-Lists-1';
const run = { connections: options.connections, seconds: options.seconds };
const GOALS = { page: { rps: 0.8, p99: 1.5 }, total: { rps: 1, p99: Infinity } };

// Texts a name filter may be given, from which each data set's few, many and most are chosen.
const NAME_TEXTS = [
  'son',
  'john',
  'smith',
  'lee',
  'kim',
  'an',
  'a',
  'e',
  'ar',
  'er',
  'ia',
  'in',
  'ow',
  'ez',
  'wil',
  'tho',
  'gar',
  'mar',
  'ja',
  'wei',
  'priya',
  'olga',
  'okafor',
  'nguyen',
  'ro',
  'el',
];
const NAME_SHARES = { few: 0.01, many: 0.2, most: 0.6 };
const VENDOR_TEXTS = ['acme', 'apex', 'summit', 'logistics', 'health', 'a', 'e', 'foods 1', 'labs'];

/** The share of the corporation's employees (or vendors) whose name contains each text. */
async function shares(pg, url, corp, table, column, texts) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT t.text, avg((x.${column} ILIKE '%' || t.text || '%')::int)::float8 AS share
         FROM unnest($2::text[]) AS t (text) CROSS JOIN ${table} x
        WHERE x.corp_id = $1 GROUP BY t.text`,
      [corp, texts],
    );
    return new Map(rows.map((r) => [r.text, r.share]));
  } finally {
    await client.end();
  }
}

/** The text whose share is closest to `target` (on a log scale: 1 % and 2 % are far apart). */
function closest(found, target) {
  const distance = (share) => Math.abs(Math.log((share + 1e-4) / target));
  return [...found].sort((a, b) => distance(a[1]) - distance(b[1]))[0];
}

const pct = (share) => `${(share * 100).toFixed(1)} %`;

/** The name texts closest to few, many and most of the big corporation's employees. */
async function nameFilters(bench, url, corp) {
  const names = await shares(bench.pg, url, corp, 'employees', 'full_name', NAME_TEXTS);
  return Object.entries(NAME_SHARES).map(([label, target]) => {
    const [text, share] = closest(names, target);
    console.log(`employee name ${label}: "${text}" (${pct(share)})`);
    return { label, text, share };
  });
}

/** The vendor text matching most of the vendors short of all: a filter that narrows. */
async function vendorFilter(bench, url, corp) {
  const vendors = await shares(bench.pg, url, corp, 'vendors', 'name', VENDOR_TEXTS);
  const [text, share] = closest(vendors, 0.05);
  console.log(`vendor name: "${text}" (${pct(share)} of the vendors)`);
  return text;
}

const q = encodeURIComponent;

/** The request shapes of each list: a filter, a sort (else the list's default), a deep page. */
const LIST_SHAPES = {
  async timesheets(bench, url, corp) {
    const STATUS = 'status=SUBMITTED,APPROVED';
    const names = await nameFilters(bench, url, corp);
    const vendor = await vendorFilter(bench, url, corp);
    return {
      defaultSort: 'periodStartDate&order=desc',
      shapes: [
        ...names.map((p) => ({
          name: `name ${p.label} (${pct(p.share)})`,
          filter: `${STATUS}&employeeName=${q(p.text)}`,
        })),
        { name: 'vendor name', filter: `${STATUS}&vendorName=${q(vendor)}` },
        { name: 'status only', filter: STATUS },
        { name: 'no filter, deep page', filter: '', deep: true },
        { name: 'sort employee name', filter: STATUS, sort: 'employeeName&order=asc' },
        { name: 'sort vendor name', filter: STATUS, sort: 'vendorName&order=asc' },
        { name: 'sort total hours', filter: STATUS, sort: 'totalHours&order=desc' },
        { name: 'sort status', filter: '', sort: 'status&order=asc' },
      ],
    };
  },
  async employees(bench, url, corp) {
    const names = await nameFilters(bench, url, corp);
    return {
      defaultSort: 'name&order=asc',
      shapes: [
        ...names.map((p) => ({
          name: `name ${p.label} (${pct(p.share)})`,
          filter: `name=${q(p.text)}`,
        })),
        { name: 'status only (few)', filter: 'status=ON_LEAVE,INACTIVE' },
        { name: 'status only (most)', filter: 'status=ACTIVE' },
        { name: 'designation', filter: 'designation=engineer' },
        { name: 'no filter, deep page', filter: '', deep: true },
        { name: 'sort designation', filter: '', sort: 'designation&order=asc' },
        { name: 'sort status', filter: '', sort: 'status&order=asc' },
        { name: 'sort start date', filter: 'status=ACTIVE', sort: 'startDate&order=desc' },
      ],
    };
  },
  async invoices(bench, url, corp) {
    const vendor = await vendorFilter(bench, url, corp);
    return {
      defaultSort: 'id&order=desc',
      shapes: [
        { name: 'customer', filter: `customer=${q(vendor)}` },
        { name: 'number contains', filter: 'number=12' },
        { name: 'status overdue', filter: 'status=OVERDUE' },
        { name: 'status paid', filter: 'status=PAID' },
        { name: 'unpaid', filter: 'unpaid=true' },
        { name: 'no filter, deep page', filter: '', deep: true },
        { name: 'sort amount', filter: '', sort: 'amount&order=desc' },
        { name: 'sort due date, unpaid', filter: 'unpaid=true', sort: 'dueDate&order=asc' },
        { name: 'sort customer', filter: '', sort: 'customer&order=asc' },
        { name: 'sort status', filter: '', sort: 'status&order=asc' },
        { name: 'sort sent', filter: '', sort: 'sentAt&order=desc' },
      ],
    };
  },
};

/** The request shapes of one list on one data set: each a product path and a reference path. */
async function requestShapes(list, bench, url, corp) {
  const { defaultSort, shapes } = await LIST_SHAPES[list](bench, url, corp);
  return shapes.map((s) => {
    const query = `${s.filter}&sort=${s.sort ?? defaultSort}`;
    const offset = (i) => (s.deep ? 2000 : 0) + (i % 20) * 50;
    return {
      name: `${list}: ${s.name}`,
      product: (i, total) =>
        `/api/${list}?${query}&limit=50&offset=${total ? 0 : offset(i)}&withTotal=${total}`,
      reference: (i, total) =>
        `/list/${list}?corp=${corp}&${query}&offset=${total ? 0 : offset(i)}&withTotal=${total}`,
    };
  });
}

/**
 * Stops the run unless the product and the reference answer every shape alike (the same rows in the
 * same order, the same total): a measure of two different answers would mean nothing.
 */
async function sameAnswers(shapes, product, reference, auth) {
  const answer = async (url, headers) => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    const rows = await res.json();
    const total = res.headers.get('x-total-count');
    const capped = res.headers.get('x-total-count-exact') === 'false';
    return { ids: rows.map((r) => String(r.id)), total: total && Number(total), capped };
  };
  // the product's total stops at its bound and says so (X-Total-Count-Exact: false)
  const alike = (p, r) =>
    JSON.stringify(p.ids) === JSON.stringify(r.ids) &&
    (p.capped ? r.total >= p.total : p.total === r.total);
  const differ = [];
  for (const s of shapes) {
    for (const [i, total] of [
      [0, true],
      [7, false],
    ]) {
      const p = await answer(product + s.product(i, total), auth);
      const r = await answer(reference + s.reference(i, total), {});
      if (!alike(p, r)) differ.push(`${s.name} (${s.product(i, total)})`);
    }
  }
  if (differ.length) {
    throw new Error(`the product and the reference answer differently:\n  ${differ.join('\n  ')}`);
  }
  console.log(`${shapes.length} shapes: the product and the reference answer the same rows`);
}

/** Measures one data set; answers each case's ratios. */
async function measureShape(shape, loadBefore) {
  console.log(`\n=== data set: ${shape} (scale ${options.scale}) ===`);
  const bench = await startBench();
  try {
    const { url, corp, product, reference, auth } = await bench.productAndReference(
      `sl-bench-lists-${shape}`,
      options.scale,
      PASSWORD,
      shape,
    );
    const cases = [];
    const shapes = [];
    for (const list of lists) shapes.push(...(await requestShapes(list, bench, url, corp)));
    for (const s of shapes) {
      for (const kind of ['page', 'total']) {
        const total = kind === 'total';
        cases.push({
          name: `${kind === 'page' ? 'page turn' : 'first page'} · ${s.name}`,
          kind,
          product: () => bench.measure(product, (i) => s.product(i, total), auth, run),
          reference: () => bench.measure(reference, (i) => s.reference(i, total), {}, run),
        });
      }
    }
    await sameAnswers(shapes, product, reference, auth);
    const results = await bench.interleave(cases, options, loadBefore);
    return cases.map((c) => ({ shape, kind: c.kind, name: c.name, ...results[c.name] }));
  } finally {
    await bench.finish();
  }
}

/** The worst (lowest) req/s ratio and the worst (highest) p99 ratio of some results. */
function worst(results) {
  const low = (r) => Math.min(...r.ratios);
  const high = (r) => Math.max(...r.p99Ratios);
  const byRps = [...results].sort((a, b) => low(a) - low(b))[0];
  const byP99 = [...results].sort((a, b) => high(b) - high(a))[0];
  return `req/s ratio ${low(byRps).toFixed(2)} (${byRps.shape}: ${byRps.name}), p99 ratio ${high(byP99).toFixed(2)} (${byP99.shape}: ${byP99.name})`;
}

const loadBefore = load();
const all = [];
for (const shape of shapes.length ? shapes : SHAPES)
  all.push(...(await measureShape(shape, loadBefore)));

console.log(
  `\n=== summary: ratios product ÷ reference (load ${loadBefore} before, ${load()} after) ===`,
);
for (const r of all) {
  const goal = GOALS[r.kind];
  const met = Math.min(...r.ratios) >= goal.rps && Math.max(...r.p99Ratios) <= goal.p99;
  console.log(
    `${met ? 'ok  ' : 'BELOW'} ${r.shape.padEnd(13)} ${r.name.padEnd(44)} req/s ${range(r.ratios, 2)}  p99 ${range(r.p99Ratios, 2)}`,
  );
}
for (const kind of ['page', 'total']) {
  const of = all.filter((r) => r.kind === kind);
  for (const shape of new Set(of.map((r) => r.shape))) {
    console.log(
      `worst ${kind === 'page' ? 'page turn' : 'first page'} on ${shape}: ${worst(of.filter((r) => r.shape === shape))}`,
    );
  }
  console.log(`worst ${kind === 'page' ? 'page turn' : 'first page'} of all: ${worst(of)}`);
}
