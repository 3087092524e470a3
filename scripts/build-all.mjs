#!/usr/bin/env node
// Production build of the whole product: the API (tsc), then the shell and every remote (webpack).
//   node scripts/build-all.mjs               build everything
//   node scripts/build-all.mjs --if-missing  build only what has no dist or is older than its sources
//   node scripts/build-all.mjs shell api     build only the named parts
// Exits non-zero when a part fails; the other parts are still built.
import { buildAll } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const results = buildAll({ ifMissing: args.includes('--if-missing'), only });

if (only.length && results.length === 0) {
  console.error(`Nothing to build for: ${only.join(', ')}`);
  process.exit(2);
}
console.log('');
for (const r of results) {
  const note = r.skipped ? '(up to date)' : `(${r.secs.toFixed(1)} s)`;
  console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.target.label} ${note}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
