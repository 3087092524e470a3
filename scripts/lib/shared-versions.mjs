// The version of @staffledger/shared that each build provides or requires, from the builds' own
// federation manifests (docs/remotes.md#the-shared-librarys-version).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

export const SHARED_PACKAGE = '@staffledger/shared';

/** The shared entry of a build's mf-manifest.json (`dist` is the build's folder), or null. */
function sharedEntry(dist) {
  const file = join(dist, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return (manifest.shared ?? []).find((s) => s.name === SHARED_PACKAGE) ?? null;
}

/** The version of the shared library a build carries (the shell's is the one every page runs). */
export function providedVersion(dist) {
  return sharedEntry(dist)?.version ?? null;
}

/** The range of the shared library a build was made for, e.g. '^1.2.0'. */
export function requiredRange(dist) {
  return sharedEntry(dist)?.requiredVersion ?? null;
}

/**
 * Why the shell's copy (version `provided`) cannot run a remote that requires `range`; null when
 * it can.
 */
export function mismatch(provided, range) {
  if (!provided || !range) return `no shared library version to compare (${provided} / ${range})`;
  return semver.satisfies(provided, range)
    ? null
    : `the shell carries ${SHARED_PACKAGE} ${provided}, the remote needs ${range}`;
}
