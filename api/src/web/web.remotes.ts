import fs from 'node:fs';
import path from 'node:path';

/** The run-time remotes manifest: remote name → URL of its mf-manifest.json. */
export type RemotesMap = Record<string, string>;

/** A built remote served by this process: its folder (`mfe-corps`) and federation name (`mfe_corps`). */
export type RemoteFolder = { folder: string; name: string };

const REMOTE_NAME = /^[A-Za-z_$][\w$]*$/;

/** Workspace folders named `mfe-*` that hold a package: each is served at `/<folder>/`. */
export function findRemoteFolders(rootDir: string): RemoteFolder[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(rootDir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isDirectory() && /^mfe-[a-z0-9-]+$/.test(e.name))
    .filter((e) => fs.existsSync(path.join(rootDir, e.name, 'package.json')))
    .map((e) => ({ folder: e.name, name: e.name.replace(/-/g, '_') }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** `{ mfe_corps: '/mfe-corps/mf-manifest.json', ... }` for the remotes this process serves. */
export function defaultRemotes(folders: RemoteFolder[]): RemotesMap {
  return Object.fromEntries(folders.map((f) => [f.name, `/${f.folder}/mf-manifest.json`]));
}

/**
 * Parses the REMOTES environment variable (same JSON as /remotes.json). Throws a clear message on
 * anything but an object of remote names to http(s) or root-relative URLs.
 */
export function parseRemotesEnv(raw: string): RemotesMap {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(
      'REMOTES must be JSON, e.g. {"mfe_corps":"https://corps.example.com/mf-manifest.json"}',
    );
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error('REMOTES must be a JSON object of remote name to manifest URL');
  }
  const out: RemotesMap = {};
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    if (!REMOTE_NAME.test(name)) throw new Error(`REMOTES: "${name}" is not a valid remote name`);
    if (typeof value !== 'string' || !isAllowedUrl(value)) {
      throw new Error(`REMOTES: the URL of "${name}" must be http(s):// or start with /`);
    }
    out[name] = value;
  }
  return out;
}

function isAllowedUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The distinct origins of the manifest's absolute URLs (root-relative ones are 'self'). */
export function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(remotes)) {
    if (value.startsWith('/')) continue;
    origins.add(new URL(value).origin);
  }
  return [...origins].sort();
}

/**
 * The content security policy of pages and files: exactly 'self' plus the remotes' origins, and
 * the `sockets` a development remote's live reload connects to.
 */
export function contentSecurityPolicy(origins: string[], sockets: string[] = []): string {
  const extra = origins.length ? ` ${origins.join(' ')}` : '';
  const connect = [...origins, ...sockets];
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `connect-src 'self'${connect.length ? ` ${connect.join(' ')}` : ''}`,
    `img-src 'self' blob: data:${extra}`,
    // style-loader injects <style> elements
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Cache policy of a built file: entry points revalidate, content-hashed files are immutable. */
export function cacheControlFor(file: string): string {
  const base = path.posix.basename(file);
  if (
    base === 'index.html' ||
    base === 'remoteEntry.js' ||
    base === 'mf-manifest.json' ||
    base === 'mf-stats.json'
  ) {
    return 'no-cache';
  }
  if (/\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
