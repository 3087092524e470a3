// The releases folder of deployed apps (docs/remotes.md#deploying-an-app):
//   <releases>/<folder>/<version>/…   one build, written once and never again
//   <releases>/<folder>/history.json  when each version became current and when it was replaced
//   <releases>/remotes.json           the remotes' pointer: remote name → its current manifest
//   <releases>/shell.json             the shell's pointer: { "version": … }
// The product serves the remotes' versions at /releases, the shell's current version (and the
// files of its replaced versions, for open tabs) at /, and reads both pointers on every request.
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { folderHash } from './folder-hash.mjs';

/** How long a replaced version stays served: tabs opened before a deployment keep working. */
export const KEEP_REPLACED_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A build's version: the hash of its files' names and bytes. The same build is the same version. */
export function versionOf(dist) {
  return folderHash(dist).slice(0, 12);
}

/** Writes `file` whole or not at all: a reader sees the old content or the new, never half. */
function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

function readJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Runs `work` while holding the releases folder's lock, so that two deployments at once do not
 * lose each other's pointer. A lock older than a minute is a crashed deployment's and is taken.
 */
async function withLock(releases, work) {
  const lock = join(releases, '.deploy.lock');
  for (let tries = 0; ; tries += 1) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - statSync(lock).mtimeMs;
      if (age > 60_000) unlinkSync(lock);
      else if (tries > 600) throw new Error(`another deployment holds ${lock}`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The shell's folder: its versions are the page itself, served at /. */
export const SHELL = 'shell';

/** The remote name a remote's folder publishes under: mfe-corps → mfe_corps. */
export const remoteName = (folder) => folder.replace(/-/g, '_');

/** What proves that a folder is a build of the app. */
const proofOf = (folder) => (folder === SHELL ? 'index.html' : 'mf-manifest.json');

/** The version an app's pointer names now, or null when it was never deployed. */
export function currentVersion(releases, folder) {
  if (folder === SHELL) return readJson(join(releases, 'shell.json'), {}).version ?? null;
  const entry = readJson(join(releases, 'remotes.json'), {})[remoteName(folder)];
  return entry?.match(/\/([0-9a-f]{8,64})\/mf-manifest\.json$/)?.[1] ?? null;
}

/** The folder of an app's current version, or null when it was never deployed. */
export function currentFolder(releases, folder) {
  const version = currentVersion(releases, folder);
  return version ? join(releases, folder, version) : null;
}

/** Points the app at `version`, the one change a deployment or a rollback makes (under the lock). */
function pointAt(releases, folder, version) {
  if (folder === SHELL) {
    writeAtomically(join(releases, 'shell.json'), `${JSON.stringify({ version }, null, 2)}\n`);
    return;
  }
  const pointerFile = join(releases, 'remotes.json');
  const pointer = readJson(pointerFile, {});
  pointer[remoteName(folder)] = `/releases/${folder}/${version}/mf-manifest.json`;
  writeAtomically(pointerFile, `${JSON.stringify(pointer, null, 2)}\n`);
}

/**
 * The history with `version` current from `stamp` and every other version replaced. A deployment
 * (`deployed`) dates the version anew; a rollback leaves its date, so that the next rollback goes
 * further back instead of forth.
 */
function makeCurrent(history, version, stamp, deployed) {
  for (const item of history) {
    if (item.version !== version && !item.replacedAt) item.replacedAt = stamp;
  }
  const current = history.find((item) => item.version === version);
  if (!current) history.push({ version, deployedAt: stamp });
  else {
    delete current.replacedAt;
    if (deployed) current.deployedAt = stamp;
  }
  return history;
}

/**
 * Publishes an app's build and makes it current.
 * @param {{ releases: string, folder: string, dist: string, now?: Date }} args
 * @returns {Promise<{ version: string, entry: string, previous: string | null, added: boolean, removed: string[] }>}
 */
export async function publishRelease({ releases, folder, dist, now = new Date() }) {
  const proof = proofOf(folder);
  if (!existsSync(join(dist, proof))) {
    throw new Error(`${dist} has no ${proof}: it is not a build of ${folder}`);
  }
  const version = versionOf(dist);
  const home = join(releases, folder);
  const target = join(home, version);
  mkdirSync(home, { recursive: true });

  // The version's folder appears whole (copied aside, then renamed) and is never written again.
  const added = !existsSync(target);
  if (added) {
    const temporary = join(home, `.${version}.${process.pid}.tmp`);
    rmSync(temporary, { recursive: true, force: true });
    cpSync(dist, temporary, { recursive: true });
    try {
      renameSync(temporary, target);
    } catch (error) {
      // the same build, published a moment ago by another deployment: keep that one
      rmSync(temporary, { recursive: true, force: true });
      if (!existsSync(target)) throw error;
    }
  }

  const entry =
    folder === SHELL
      ? `/ (${folder}/${version})`
      : `/releases/${folder}/${version}/mf-manifest.json`;
  return withLock(releases, async () => {
    const previous = currentVersion(releases, folder);
    pointAt(releases, folder, version);

    const historyFile = join(home, 'history.json');
    const history = makeCurrent(readJson(historyFile, []), version, now.toISOString(), true);

    // Versions replaced more than KEEP_REPLACED_DAYS ago are no longer served.
    const expired = (item) =>
      item.replacedAt && now.getTime() - Date.parse(item.replacedAt) > KEEP_REPLACED_DAYS * DAY_MS;
    const removed = history.filter(expired).map((item) => item.version);
    for (const old of removed) rmSync(join(home, old), { recursive: true, force: true });
    writeAtomically(
      historyFile,
      `${JSON.stringify(
        history.filter((item) => !expired(item)),
        null,
        2,
      )}\n`,
    );
    return { version, entry, previous: previous === version ? null : previous, added, removed };
  });
}

/**
 * Points the app back at the version it ran before its current one (the last one replaced whose
 * files are still there): only the pointer moves.
 * @returns {Promise<{ from: string, to: string }>}
 */
export async function rollbackRelease({ releases, folder, now = new Date() }) {
  const home = join(releases, folder);
  const never = () => new Error(`${folder} was never deployed: there is nothing to roll back to`);
  if (!currentVersion(releases, folder)) throw never();
  return withLock(releases, async () => {
    const from = currentVersion(releases, folder);
    if (!from) throw never();
    const historyFile = join(home, 'history.json');
    const history = readJson(historyFile, []);
    const since = Date.parse(history.find((item) => item.version === from)?.deployedAt ?? '');
    const earlier = history
      .filter((item) => item.version !== from && item.replacedAt)
      .filter((item) => !(Date.parse(item.deployedAt) >= since))
      .filter((item) => existsSync(join(home, item.version, proofOf(folder))))
      .sort((a, b) => Date.parse(b.replacedAt) - Date.parse(a.replacedAt))[0];
    if (!earlier) {
      throw new Error(
        `${folder} has no earlier version still served: there is nothing to roll back to`,
      );
    }
    pointAt(releases, folder, earlier.version);
    writeAtomically(
      historyFile,
      `${JSON.stringify(makeCurrent(history, earlier.version, now.toISOString(), false), null, 2)}\n`,
    );
    return { from, to: earlier.version };
  });
}
