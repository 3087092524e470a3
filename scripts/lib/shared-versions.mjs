// The version of @staffledger/shared that the shell provides (its build's shared.json) and that each
// remote requires (its federation manifest) (docs/remotes.md#the-shared-librarys-version).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

export const SHARED_PACKAGE = '@staffledger/shared';
/** The singletons the shell's build hands to the remotes, with their versions. */
export const SHELL_SINGLETONS = 'shared.json';

/** The shared entry of a remote's mf-manifest.json (`dist` is the build's folder), or null. */
function sharedEntry(dist) {
  const file = join(dist, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return (manifest.shared ?? []).find((s) => s.name === SHARED_PACKAGE) ?? null;
}

/** The version of the shared library the shell's build carries, the one every page runs. */
export function providedVersion(shellDist) {
  const file = join(shellDist, SHELL_SINGLETONS);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'))[SHARED_PACKAGE]?.version ?? null;
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
