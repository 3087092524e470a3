// Which deployment of each remote the page uses. /remotes.json is the only pointer a deployment
// changes; the page reads it again when a remote's route is entered and on Retry.
import { reRegisterRemote } from './federation';
import { fetchRemotes, type RemoteEntry } from './remotes';

/** Remote name → the entry (manifest URL) the page registered. */
const registered = new Map<string, string>();
/** Remote name → the entry it had before a new deployment replaced it: what a failure falls back to. */
const previous = new Map<string, string>();
/** Entries whose code failed in this tab: entering the remote again does not take them again. */
const failed = new Set<string>();

/**
 * Each remote's generation: a new one begins whenever the remote is registered anew (a new
 * deployment, or Retry). Modules loaded in an earlier generation are not shown again.
 */
const generations = new Map<string, number>();

export function generationOf(name: string): number {
  return generations.get(name) ?? 0;
}

/** Begins a new generation of the remote: its modules load again when next rendered. */
export function renewRemote(name: string): void {
  generations.set(name, generationOf(name) + 1);
}

/** Notes the remotes registered at start-up. */
export function rememberRegistered(remotes: readonly RemoteEntry[]): void {
  for (const { name, entry } of remotes) registered.set(name, entry);
}

let reading: Promise<RemoteEntry[]> | null = null;

/** /remotes.json as it is now; callers at the same moment share one request. */
function currentRemotes(): Promise<RemoteEntry[]> {
  reading ??= fetchRemotes().finally(() => {
    reading = null;
  });
  return reading;
}

/**
 * Brings a remote up to date with /remotes.json: when its entry changed (a new deployment), it is
 * registered anew. With `force` (Retry) it is registered anew even when the entry is the same, so
 * that the runtime forgets a failed manifest, entry or module. True when it was registered anew.
 */
export async function refreshRemote(name: string, { force = false } = {}): Promise<boolean> {
  const remotes = await currentRemotes();
  const entry = remotes.find((r) => r.name === name)?.entry ?? registered.get(name);
  const known = registered.get(name);
  if (!entry || (!force && (entry === known || failed.has(entry)))) return false;
  if (force) failed.delete(entry);
  reRegisterRemote({ name, entry });
  if (known && known !== entry) previous.set(name, known);
  registered.set(name, entry);
  renewRemote(name);
  return true;
}

/** The entry the page registered for the remote. */
export function entryOf(name: string): string | undefined {
  return registered.get(name);
}

/**
 * After the remote's current entry failed, registers an earlier entry: `to`, else the one it
 * replaced in this tab, if any (that version's files stay served for days). The tab keeps working
 * on it and does not take the failed entry again until Retry. The entry fallen back from, or null
 * when there is nothing to fall back to.
 */
export function fallBackRemote(name: string, to = previous.get(name)): string | null {
  const from = registered.get(name);
  if (!from || !to || to === from || failed.has(to)) return null;
  failed.add(from);
  previous.delete(name);
  reRegisterRemote({ name, entry: to });
  registered.set(name, to);
  return from;
}

/** Forgets what was registered (tests). */
export function resetRegistered(): void {
  registered.clear();
  previous.clear();
  failed.clear();
  generations.clear();
  reading = null;
}
