// The releases folder of deployed remotes (docs/remotes.md#deploying-a-remote):
//   <releases>/<folder>/<version>/…   one build, written once and never again
//   <releases>/<folder>/history.json  when each version became current and when it was replaced
//   <releases>/remotes.json           the pointer: remote name → its current version's manifest
// The product serves <releases> at /releases and reads the pointer on every /remotes.json.
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

/**
 * Publishes a remote's build and makes it current.
 * @param {{ releases: string, folder: string, name: string, dist: string, now?: Date }} args
 * @returns {Promise<{ version: string, entry: string, previous: string | null, added: boolean, removed: string[] }>}
 */
export async function publishRelease({ releases, folder, name, dist, now = new Date() }) {
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    throw new Error(`${dist} has no mf-manifest.json: it is not a built remote`);
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

  const entry = `/releases/${folder}/${version}/mf-manifest.json`;
  return withLock(releases, async () => {
    const pointerFile = join(releases, 'remotes.json');
    const pointer = readJson(pointerFile, {});
    const previousEntry = pointer[name] ?? null;
    pointer[name] = entry;
    writeAtomically(pointerFile, `${JSON.stringify(pointer, null, 2)}\n`);

    const historyFile = join(home, 'history.json');
    const history = readJson(historyFile, []);
    const stamp = now.toISOString();
    for (const item of history) {
      if (item.version !== version && !item.replacedAt) item.replacedAt = stamp;
    }
    const current = history.find((item) => item.version === version);
    if (current) delete current.replacedAt;
    else history.push({ version, deployedAt: stamp });

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
    const previous = previousEntry?.match(/\/([0-9a-f]{8,64})\/mf-manifest\.json$/)?.[1] ?? null;
    return { version, entry, previous: previous === version ? null : previous, added, removed };
  });
}
