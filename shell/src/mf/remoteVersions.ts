// Which deployment of each remote the page uses. /remotes.json is the only pointer a deployment
// changes; the page reads it again when a remote's route is entered and on Retry.
import { reRegisterRemote } from './federation';
import { fetchRemotes, type RemoteEntry } from './remotes';

/** Remote name → the entry (manifest URL) the page registered. */
const registered = new Map<string, string>();

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
  if (!entry || (!force && entry === registered.get(name))) return false;
  reRegisterRemote({ name, entry });
  registered.set(name, entry);
  renewRemote(name);
  return true;
}

/** Forgets what was registered (tests). */
export function resetRegistered(): void {
  registered.clear();
  generations.clear();
  reading = null;
}
