#!/usr/bin/env node
// The hot write paths at an agency's real size, the product against the thin reference
// (scripts/bench/thin-reference.mjs: the same changes in bare SQL, no sign-in, tenancy, workflow
// rules or audit) on the same database and machine, in interleaved rounds, on `pnpm seed`'s data:
//   save items     PUT /api/timesheets/{id}/items/save: a week's seven items filled in, on the
//                  big corporation's editable sheets in turn (the reference: its items and total)
//   status change  PUT /api/timesheets/{id}/status to APPROVED, each request a sheet still
//                  SUBMITTED (the reference: one UPDATE)
// Prints req/s and p99 of each run, then per request the product's range, the reference's range
// and the ratios, with the machine's load average before and after. The SQL statements of each
// product request are counted by api/src/modules/timesheets/write-paths.db.test.ts.
//   node scripts/bench-writes.mjs [--scale 1] [--rounds 3] [--seconds 10] [--connections 50]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { benchOptions, load, startBench } from './lib/bench.mjs';
import { ROOT } from './lib/workspace.mjs';

const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
const options = benchOptions({ scale: 1, rounds: 3, seconds: 10, connections: 50 });
const PASSWORD = 'Bench-Writes-1';
const SHEETS = 400;
const run = { connections: options.connections, seconds: options.seconds };

const loadBefore = load();
const bench = await startBench();
try {
  const { url, corp, product, reference, auth } = await bench.productAndReference(
    'sl-bench-writes',
    options.scale,
    PASSWORD,
  );

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const ids = async (status, limit) =>
    (
      await db.query(
        `SELECT id FROM timesheets WHERE corp_id = $1 AND status = ANY($2) ORDER BY id LIMIT $3`,
        [corp, status, limit],
      )
    ).rows.map((r) => Number(r.id));
  const editable = await ids(['PENDING', 'DRAFT'], SHEETS);
  // enough sheets waiting for approval that the reference's runs (1,000+ req/s) do not run out
  await db.query(
    `UPDATE timesheets SET status = 'SUBMITTED' WHERE corp_id = $1 AND status = 'APPROVED'`,
    [corp],
  );
  const submitted = await ids(['SUBMITTED'], 1_000_000);

  // every status change of a run takes a sheet no request of that run has taken; before each run
  // the sheets the previous one approved are put back (untimed)
  let taken = 0;
  const takeSubmitted = () => {
    if (taken >= submitted.length) {
      throw new Error(`more than ${submitted.length} status changes in one run: fewer --seconds`);
    }
    return submitted[taken++];
  };
  const resetSubmitted = async () => {
    await db.query(`UPDATE timesheets SET status = 'SUBMITTED' WHERE id = ANY($1)`, [
      submitted.slice(0, taken),
    ]);
    taken = 0;
  };
  const approve = { status: 'APPROVED' };

  // each editable sheet's items as the screen sends them back, filled in
  const bodies = [];
  for (const id of editable) {
    const items = await fetch(`${product}/api/timesheets/${id}/items`, { headers: auth }).then(
      (r) => r.json(),
    );
    bodies.push(
      items.map((item) =>
        item.type === 'HOLIDAY' ? item : { ...item, hoursWorked: 8, comment: 'Bench week' },
      ),
    );
  }

  const cases = [
    {
      name: 'save items',
      product: () =>
        bench.measure(
          product,
          (i) => ({
            path: `/api/timesheets/${editable[i % SHEETS]}/items/save`,
            method: 'PUT',
            body: bodies[i % SHEETS],
          }),
          auth,
          run,
        ),
      reference: () =>
        bench.measure(
          reference,
          (i) => ({
            path: `/timesheets/${editable[i % SHEETS]}/items`,
            method: 'PUT',
            body: bodies[i % SHEETS],
          }),
          {},
          run,
        ),
    },
    {
      name: 'status change',
      product: async () => {
        await resetSubmitted();
        const path = () => `/api/timesheets/${takeSubmitted()}/status`;
        return bench.measure(
          product,
          () => ({ path: path(), method: 'PUT', body: approve }),
          auth,
          run,
        );
      },
      reference: async () => {
        await resetSubmitted();
        const path = () => `/timesheets/${takeSubmitted()}/status`;
        return bench.measure(
          reference,
          () => ({ path: path(), method: 'PUT', body: approve }),
          {},
          run,
        );
      },
    },
  ];
  await bench.interleave(cases, options, loadBefore);
  await db.end();
} finally {
  await bench.finish();
}
