// Deployed remotes (docs/remotes.md#deploying-a-remote): each build of a remote lands once, in
// <releases>/<folder>/<version>/, and is never written again; <releases>/remotes.json is the only
// file a deployment changes. Written by scripts/deploy-remote.mjs, read here.
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
  let stamp: string;
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch {
    return null;
  }
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
