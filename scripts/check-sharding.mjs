#!/usr/bin/env node
// Checks the schema against the plan for running sharded by corporation on a distributed
// PostgreSQL (ARCHITECTURE.md#beyond-one-database): migrates a scratch database (embedded, or one
// created on DATABASE_URL's server and dropped after), prints how each table would be placed and
// the keys that gain corp_id first, and fails on anything the plan does not account for.
//   node scripts/check-sharding.mjs
import { join } from 'node:path';
import { scratchDatabase } from './lib/scratch-db.mjs';
import { buildAll, ROOT } from './lib/workspace.mjs';

if (!buildAll({ ifMissing: true, only: ['api'] }).every((r) => r.ok)) process.exit(1);
const dist = (file) => import(join(ROOT, 'api', 'dist', file));
const { openDatabase } = await dist('db/pool.js');
const { runMigrations } = await dist('db/migrate.js');
const { SHARDING_PLAN, shardingProblems } = await dist('db/sharding.js');

const scratch = await scratchDatabase('sl-sharding');
let problems = [];
try {
  const db = await openDatabase({ ...scratch.opts, log: { info: () => {}, error: console.error } });
  try {
    await runMigrations(db.pool);
    problems = await shardingProblems(db.pool);
  } finally {
    await db.close();
  }
} finally {
  await scratch.drop();
}

const distributed = Object.entries(SHARDING_PLAN.distributed);
console.log(`distributed (${distributed.length}, colocated):`);
for (const [table, column] of distributed) console.log(`  ${table.padEnd(22)} by ${column}`);
console.log(`reference: ${SHARDING_PLAN.reference.join(', ')}`);
console.log(`local (coordinator): ${SHARDING_PLAN.local.join(', ')}`);
console.log(`unique keys that gain corp_id: ${SHARDING_PLAN.toWiden.uniqueKeys.length}`);
console.log(`foreign keys that gain corp_id: ${SHARDING_PLAN.toWiden.foreignKeys.join(', ')}`);
if (problems.length > 0) {
  console.error(
    `\nThe schema does not hold to the plan:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('\nok   the schema holds to the plan');
