#!/usr/bin/env node
// The supply chain of what ships: a CycloneDX bill of materials of every production dependency
// of the workspace (the API's and the screens'), as installed, and a licence check that fails on
// a copyleft or unreviewed licence among them (scripts/lib/licences.mjs says which pass).
//   node scripts/sbom.mjs [--out sbom.cdx.json]
// Prints the packages by licence and what failed; exits 1 when any licence may not ship.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cycloneDx, licenceVerdict } from './lib/licences.mjs';
import { ROOT } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = resolve(outIndex >= 0 ? args[outIndex + 1] : join(ROOT, 'sbom.cdx.json'));

// pnpm reads the installed packages themselves, offline: every licence as its package states it
const byLicence = JSON.parse(
  execFileSync('pnpm', ['licenses', 'list', '--prod', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);
const packages = [];
for (const [license, entries] of Object.entries(byLicence)) {
  for (const entry of entries) {
    for (const version of entry.versions) packages.push({ name: entry.name, version, license });
  }
}
// the workspace's own packages are the product, not its supply
const own = packages.filter((p) => !p.name.startsWith('@staffledger/'));

const product = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const bom = cycloneDx(
  own,
  { name: product.name, version: product.version ?? '0.0.0' },
  { serial: randomUUID(), timestamp: new Date().toISOString() },
);
writeFileSync(out, `${JSON.stringify(bom, null, 2)}\n`);

const counts = new Map();
for (const p of own) counts.set(p.license, (counts.get(p.license) ?? 0) + 1);
const refused = own
  .map((p) => ({ ...p, verdict: licenceVerdict(p.license) }))
  .filter((p) => !p.verdict.ok);
console.log(`${own.length} production packages in ${out}`);
console.log(
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([license, n]) => `${license} ${n}`)
    .join(', '),
);
for (const p of refused) console.log(`REFUSED ${p.name}@${p.version}: ${p.verdict.why}`);
console.log(`${refused.length} packages whose licence may not ship`);
process.exit(refused.length > 0 ? 1 : 0);
