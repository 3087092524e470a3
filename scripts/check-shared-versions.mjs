#!/usr/bin/env node
// Checks, on the built apps, that the shell's copy of @staffledger/shared satisfies what every
// remote was built for, and that the library's version was raised when its public API changed:
//   node scripts/check-shared-versions.mjs           check (the test run does)
//   node scripts/check-shared-versions.mjs --record  record the public API of the current version
// See docs/remotes.md#the-shared-librarys-version.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderHash } from './lib/folder-hash.mjs';
import semver from 'semver';
import { breakingChanges, publicSurface } from './lib/public-surface.mjs';
import { mismatch, providedVersion, requiredRange } from './lib/shared-versions.mjs';
import { remoteFolders, ROOT, tscBin } from './lib/workspace.mjs';

const SHARED = join(ROOT, 'shared');
const CONTRACTS = join(ROOT, 'contracts');
const RECORD = join(SHARED, 'public-api.json');
/** The surface remotes rely on, of the version recorded and of the version before it. */
const SURFACE = join(SHARED, 'public-surface.json');

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
const surface = publicSurface();
const recordedSurface = existsSync(SURFACE) ? JSON.parse(readFileSync(SURFACE, 'utf8')) : null;
/** The version this one follows, and its surface: what remotes built before it rely on. */
const base =
  recordedSurface && recordedSurface.version !== version
    ? { version: recordedSurface.version, surface: recordedSurface.surface }
    : (recordedSurface?.base ?? null);

/** The changes that break remotes built for the version before, when the major did not rise. */
function unannouncedBreaks() {
  if (!base || semver.major(version) > semver.major(base.version)) return [];
  return breakingChanges(base.surface, surface);
}

/** The surface file: one line per name, so that a change shows as the lines of what changed. */
function surfaceText(record) {
  const surfaceOf = (map, pad) =>
    `{\n${Object.entries(map)
      .map(([key, value]) => `${pad}  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(',\n')}\n${pad}}`;
  const versionText = ({ version: v, surface: map }, pad) =>
    `{\n${pad}  "version": ${JSON.stringify(v)},\n${pad}  "surface": ${surfaceOf(map, `${pad}  `)}`;
  const baseText = record.base ? `${versionText(record.base, '  ')}\n  }` : 'null';
  return `${versionText(record, '')},\n  "base": ${baseText}\n}\n`;
}

const breaks = unannouncedBreaks();
const breakMessage = () =>
  `@staffledger/shared ${version} breaks remotes built for ${base.version}, which a minor or patch version promises not to:\n` +
  breaks.map((change) => `       - ${change}`).join('\n') +
  `\n     raise the major version (${semver.major(version) + 1}.0.0) in shared/package.json, or keep what remotes use`;

if (process.argv.includes('--record')) {
  if (breaks.length) {
    console.error(`FAIL ${breakMessage()}; nothing was recorded`);
    process.exit(1);
  }
  writeFileSync(RECORD, `${JSON.stringify({ version, fingerprint }, null, 2)}\n`);
  writeFileSync(SURFACE, surfaceText({ version, surface, base }));
  console.log(
    `shared ${version}: public API ${fingerprint} and its surface (${Object.keys(surface).length} names) recorded in shared/public-api.json and shared/public-surface.json`,
  );
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
if (breaks.length) problems.push(breakMessage());
if (!recordedSurface || JSON.stringify(recordedSurface.surface) !== JSON.stringify(surface)) {
  if (recorded.version === version && recorded.fingerprint === fingerprint) {
    problems.push(
      'shared/public-surface.json is not the surface of the recorded version: run node scripts/check-shared-versions.mjs --record',
    );
  }
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
console.log(
  `ok   @staffledger/shared ${version}, public API ${fingerprint} as recorded, no change that breaks remotes built for ${base?.version ?? 'an earlier version'}`,
);
