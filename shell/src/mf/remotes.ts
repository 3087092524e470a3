// The run-time remotes manifest: GET /remotes.json → { "<remote name>": "<URL of its mf-manifest.json>" }.
import { notePageVersion, PAGE_VERSION_HEADER } from './pageVersion';

export type RemotesManifest = Record<string, string>;
export type RemoteEntry = { name: string; entry: string };

const REMOTE_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * Keeps the valid entries of a parsed manifest: a remote name must be a JS identifier and its
 * entry a non-empty string; relative entries are resolved against `base`. Anything else is
 * dropped with a warning, so one bad line never takes the whole shell down.
 */
export function parseRemotes(json: unknown, base: string): RemoteEntry[] {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    console.warn('[remotes] /remotes.json is not an object; no remotes registered');
    return [];
  }
  const remotes: RemoteEntry[] = [];
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    if (!REMOTE_NAME.test(name) || typeof value !== 'string' || value.trim() === '') {
      console.warn(`[remotes] ignoring invalid entry "${name}"`);
      continue;
    }
    let entry: string;
    try {
      entry = new URL(value.trim(), base).href;
    } catch {
      console.warn(`[remotes] ignoring "${name}": invalid URL`);
      continue;
    }
    remotes.push({ name, entry });
  }
  return remotes;
}

/** The remotes this browser takes from a development server (docs/remotes.md#a-teams-day). */
const DEV_REMOTES_HEADER = 'X-StaffLedger-Dev-Remotes';

/** How long the page waits for /remotes.json before it goes on without it. */
export const REMOTES_TIMEOUT_MS = 4000;

/**
 * Fetches and parses /remotes.json (never cached). A failure or no answer within
 * REMOTES_TIMEOUT_MS yields no remotes, not a blank page.
 */
export async function fetchRemotes(
  url = '/remotes.json',
  base: string = window.location.href,
): Promise<RemoteEntry[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REMOTES_TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: abort.signal,
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    notePageVersion(res.headers.get(PAGE_VERSION_HEADER));
    const fromDev = res.headers.get(DEV_REMOTES_HEADER);
    if (fromDev) console.warn(`[remotes] from a development server in this browser: ${fromDev}`);
    return parseRemotes(await res.json(), base);
  } catch (error) {
    console.error('[remotes] could not read the remotes manifest', error);
    return [];
  } finally {
    clearTimeout(timer);
  }
}
