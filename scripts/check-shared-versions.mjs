#!/usr/bin/env node
// Checks, on the built apps, that the shell's copy of @staffledger/shared satisfies what every
// remote was built for, and that the library's version was raised when its public API changed:
//   node scripts/check-shared-versions.mjs           check (the test run does)
//   node scripts/check-shared-versions.mjs --record  record the public API of the current version
// See docs/remotes.md#the-shared-librarys-version.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderHash } from './lib/folder-hash.mjs';
import { mismatch, providedVersion, requiredRange } from './lib/shared-versions.mjs';
import { remoteFolders, ROOT, tscBin } from './lib/workspace.mjs';

const SHARED = join(ROOT, 'shared');
const CONTRACTS = join(ROOT, 'contracts');
const RECORD = join(SHARED, 'public-api.json');

/** Emits the declarations of one TypeScript project into `outDir`. */
function emitDeclarations(project, outDir, extra = []) {
  const res = spawnSync(process.execPath, [tscBin(), '-p', project, '--outDir', outDir, ...extra], {
    encoding: 'utf8',
  });
  if (res.status !== 0)
    throw new Error(`declarations of ${project} failed:\n${res.stdout}${res.stderr}`);
}

/**
 * A fingerprint of the library's public API: its declarations, as TypeScript emits them, and those
 * of the contracts, whose types the library re-exports whole (`export type *` keeps its own
 * declarations the same when a contract's type changes, though remotes then take it from the page's
 * copy).
 */
function publicApiFingerprint() {
  const out = mkdtempSync(join(tmpdir(), 'shared-api-'));
  try {
    emitDeclarations(join(SHARED, 'tsconfig.api.json'), join(out, 'shared'));
    emitDeclarations(join(CONTRACTS, 'tsconfig.build.json'), join(out, 'contracts'), [
      '--emitDeclarationOnly',
    ]);
    return folderHash(out).slice(0, 16);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const version = JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8')).version;
const fingerprint = publicApiFingerprint();

if (process.argv.includes('--record')) {
  writeFileSync(RECORD, `${JSON.stringify({ version, fingerprint }, null, 2)}\n`);
  console.log(`shared ${version}: public API ${fingerprint} recorded in shared/public-api.json`);
  process.exit(0);
}

const problems = [];
const recorded = JSON.parse(readFileSync(RECORD, 'utf8'));
if (recorded.fingerprint !== fingerprint && recorded.version === version) {
  problems.push(
    `the public API of @staffledger/shared changed but its version is still ${version}: raise it in shared/package.json (minor for an addition, major for a removal or change) and run node scripts/check-shared-versions.mjs --record`,
  );
} else if (recorded.version !== version || recorded.fingerprint !== fingerprint) {
  problems.push(
    `shared/public-api.json records ${recorded.version}, shared/package.json says ${version}: run node scripts/check-shared-versions.mjs --record`,
  );
}

const shell = providedVersion(join(ROOT, 'shell', 'dist'));
if (shell !== version)
  problems.push(`shell/dist carries shared ${shell}, not ${version}: rebuild it`);
for (const folder of remoteFolders()) {
  const range = requiredRange(join(ROOT, folder, 'dist'));
  const why = mismatch(shell, range);
  if (why) problems.push(`${folder}: ${why}`);
  else console.log(`ok   ${folder} needs ${range}; the shell carries ${shell}`);
}

if (problems.length) {
  for (const problem of problems) console.error(`FAIL ${problem}`);
  process.exit(1);
}
console.log(`ok   @staffledger/shared ${version}, public API ${fingerprint} as recorded`);
