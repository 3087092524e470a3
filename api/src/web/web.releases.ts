// Deployed apps (docs/remotes.md#deploying-an-app): each build of an app lands once, in
// <releases>/<folder>/<version>/, and is never written again; the pointers <releases>/remotes.json
// (the remotes) and <releases>/shell.json (the page) are the only files a deployment changes, with
// each app's history.json. Written by scripts/deploy-remote.mjs, read here.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { parseRemotesEnv, type RemotesMap } from './web.remotes.js';

/** Where released remotes are served: /releases/<folder>/<version>/<file>. */
export const RELEASES_PATH = '/releases';

/** The releases folder: RELEASES_DIR, else `releases/` beside the apps. */
export function releasesDir(rootDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR || path.join(rootDir, 'releases'));
}

/** The last pointer read, by file and modification time: most answers need it. */
let lastRead: { file: string; stamp: string; remotes: RemotesMap | null } | null = null;

/**
 * The deployment pointer, as it is now, so that a deployment takes effect without a restart: the
 * remotes it names point at their releases; null when nothing was deployed. A pointer that cannot
 * be read is logged and ignored (the built remotes are served as before).
 */
export function readPointer(dir: string, log: FastifyBaseLogger): RemotesMap | null {
  const file = path.join(dir, 'remotes.json');
  const stamp = stampOf([file]);
  if (stamp === '-') return null;
  if (lastRead?.file === file && lastRead.stamp === stamp) return lastRead.remotes;
  let remotes: RemotesMap | null = null;
  try {
    remotes = parseRemotesEnv(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    log.error(
      { err: error, file },
      'the deployment pointer is unreadable; serving the built remotes',
    );
  }
  lastRead = { file, stamp, remotes };
  return remotes;
}

/** A released file is never rewritten: browsers and proxies may keep it for a year. */
export const RELEASED_CACHE = 'public, max-age=31536000, immutable';

/** `folder/version/file` of a release request, or null when it is not one (or leaves the folder). */
export function releasedFile(relative: string): string | null {
  const parts = relative.split('/');
  if (parts.length < 3) return null;
  const [folder, version] = parts;
  if (!/^mfe-[a-z0-9-]+$/.test(folder) || !/^[0-9a-f]{8,64}$/.test(version)) return null;
  if (parts.some((part) => part === '' || part.startsWith('.'))) return null;
  return relative;
}

/** One app's versions as served: its current one first, then those it replaced, latest first. */
const versionsRead = new Map<string, { stamp: string; dirs: string[] }>();

function stampOf(files: string[]): string {
  return files
    .map((file) => {
      try {
        const stat = fs.statSync(file);
        return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
      } catch {
        return '-';
      }
    })
    .join('|');
}

function readJsonFile(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

type HistoryItem = { version?: unknown; replacedAt?: unknown };

/**
 * The folders of an app's deployed versions, the current one first and then the versions it
 * replaced that are still kept (docs/remotes.md#what-an-open-tab-does), latest first: a tab opened
 * before a deployment finds its lazy files there. Empty when the app was never deployed.
 */
export function servedVersions(dir: string, folder: string, current: string | null): string[] {
  const history = path.join(dir, folder, 'history.json');
  const key = `${dir}\0${folder}`;
  const stamp = `${current}|${stampOf([history])}`;
  const known = versionsRead.get(key);
  if (known?.stamp === stamp) return known.dirs;
  const items = readJsonFile(history);
  const replaced = (Array.isArray(items) ? (items as HistoryItem[]) : [])
    .filter((item) => typeof item.version === 'string' && item.version !== current)
    .filter((item) => /^[0-9a-f]{8,64}$/.test(item.version as string))
    .sort((a, b) => String(b.replacedAt ?? '').localeCompare(String(a.replacedAt ?? '')))
    .map((item) => item.version as string);
  const versions = current ? [current, ...replaced] : [];
  const dirs = versions.map((version) => path.join(dir, folder, version));
  versionsRead.set(key, { stamp, dirs });
  return dirs;
}

let shellRead: { file: string; stamp: string; version: string | null } | null = null;

/** The shell's current version by its pointer, <releases>/shell.json; null when never deployed. */
export function currentShell(dir: string): string | null {
  const file = path.join(dir, 'shell.json');
  const stamp = stampOf([file]);
  if (shellRead?.file === file && shellRead.stamp === stamp) return shellRead.version;
  const version = (readJsonFile(file) as { version?: unknown } | null)?.version;
  const valid = typeof version === 'string' && /^[0-9a-f]{8,64}$/.test(version) ? version : null;
  shellRead = { file, stamp, version: valid };
  return valid;
}

/** A remote's current version by the remotes' pointer; null when never deployed. */
export function currentRemote(remotes: RemotesMap | null, folder: string): string | null {
  const entry = remotes?.[folder.replace(/-/g, '_')];
  return entry?.match(/^\/releases\/[^/]+\/([0-9a-f]{8,64})\/mf-manifest\.json$/)?.[1] ?? null;
}

type DeployedItem = HistoryItem & { deployedAt?: unknown };

/**
 * The version a remote's rollback would go back to: deployed before the current one, replaced
 * since, its files still kept; null when there is none. A tab whose current version fails to load
 * falls back to it (docs/remotes.md#falling-back-to-an-earlier-version). A version rolled back
 * from was deployed after the current one, so it is never offered.
 */
export function previousRemote(dir: string, folder: string, current: string): string | null {
  const items = readJsonFile(path.join(dir, folder, 'history.json'));
  const history = (Array.isArray(items) ? (items as DeployedItem[]) : []).filter(
    (item) => typeof item.version === 'string' && /^[0-9a-f]{8,64}$/.test(item.version),
  );
  const since = Date.parse(String(history.find((item) => item.version === current)?.deployedAt));
  const earlier = history
    .filter((item) => item.version !== current && typeof item.replacedAt === 'string')
    .filter((item) => !(Date.parse(String(item.deployedAt)) >= since))
    .filter((item) =>
      fs.existsSync(path.join(dir, folder, item.version as string, 'mf-manifest.json')),
    )
    .sort((a, b) => Date.parse(String(b.replacedAt)) - Date.parse(String(a.replacedAt)))[0];
  return earlier ? (earlier.version as string) : null;
}
