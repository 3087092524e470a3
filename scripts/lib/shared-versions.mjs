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

/**
 * The version of the shared library the shell that a running product serves carries, read from
 * its `/shared.json` (the deployed shell's, not a build on this disk); throws when it cannot be read.
 */
export async function deployedVersion(productUrl) {
  const url = new URL(`/${SHELL_SINGLETONS}`, productUrl);
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  const version = (await res.json())[SHARED_PACKAGE]?.version;
  if (typeof version !== 'string') throw new Error(`${url} names no ${SHARED_PACKAGE} version`);
  return version;
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
