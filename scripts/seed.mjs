#!/usr/bin/env node
// `pnpm seed --scale 1`: loads a data set of an agency's real size into the product's database (the
// embedded one under DATA_DIR, or DATABASE_URL's), for the benchmarks and for trying the product at
// size. Scale 1: 100 corporations (one holding half), 5,000 vendors, 20,000 employees and billing
// arrangements, 200,000 timesheets with 1.4 million items, 50,000 invoices with their lines
// (api/src/db/seed-at-scale.ts). --scale 0.1 makes a tenth of it. --shape common-names makes the
// same counts with other distributions: one surname in 22 % of the employees, and in each
// corporation one vendor holding 30 % of the arrangements.
// The database must hold no corporation yet: the data set goes into an empty product only, all of
// it or nothing. Stop the product first when it runs on the embedded database.
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll, ROOT } from './lib/workspace.mjs';

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: pnpm seed [--scale <number above 0, at most 10; default 1>] [--shape <default | common-names>]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let scale = 1;
let shape = 'default';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--scale') {
    scale = Number(args[++i]);
    if (!(scale > 0 && scale <= 10)) usage('The scale is a number above 0, at most 10.');
  } else if (args[i] === '--shape') {
    shape = args[++i];
  } else usage(`unknown argument ${args[i]}`);
}

ensureInstalled(ROOT);
if (!buildAll({ ifMissing: true, only: ['api'] }).every((r) => r.ok)) process.exit(1);

const dist = (file) => import(join(ROOT, 'api', 'dist', file));
const { loadConfig } = await dist('config.js');
const { openDatabase } = await dist('db/pool.js');
const { runMigrations } = await dist('db/migrate.js');
const { countsAt, seedAtScale, SEED_SHAPES } = await dist('db/seed-at-scale.js');
if (!SEED_SHAPES.includes(shape)) usage(`The shape is one of: ${SEED_SHAPES.join(', ')}.`);

const config = loadConfig(process.env);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: resolve(ROOT, config.dataDir),
  pgPort: config.pgPort,
  log: { info: () => {}, error: (m) => console.error(m) },
});
let failed = false;
try {
  await runMigrations(db.pool);
  const client = await db.pool.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM corporations');
    if (rows[0].n > 0) {
      console.error(
        `The database already holds ${rows[0].n} corporation(s). The data set goes into an empty database only; nothing was changed.`,
      );
      failed = true;
    } else {
      const want = countsAt(scale);
      console.log(
        `Loading scale ${scale} into the ${db.embedded ? `embedded database (${config.dataDir})` : 'database of DATABASE_URL'}: ` +
          `${want.corporations} corporations, ${want.employees} employees, ${want.employees * want.weeks} timesheets …`,
      );
      await client.query('BEGIN');
      // One transaction: a crash or an error leaves the database as it was.
      await client.query('SET LOCAL synchronous_commit = off');
      const counts = await seedAtScale(client, scale, {
        shape,
        log: (step) => console.log(`[${seconds()} s] ${step}`),
      });
      await client.query('COMMIT');
      // As autovacuum would in time: statistics for the planner, and the visibility map that
      // lets the lists' counts read their covering indexes alone.
      console.log(`[${seconds()} s] vacuum and analyze`);
      await client.query('VACUUM (ANALYZE)');
      const load = loadavg()[0].toFixed(2);
      console.log(`Loaded in ${seconds()} s (load average ${load} on this machine):`);
      for (const [kind, n] of Object.entries(counts)) {
        console.log(`  ${kind.padEnd(16)} ${n.toLocaleString('en-US').padStart(10)}`);
      }
      console.log('Sign in as the administrator and pick "Northwind Staffing", which holds half.');
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
} catch (error) {
  console.error(`The data set was not loaded: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  await db.close();
}
process.exit(failed ? 1 : 0);
