// What the shell's runtime plugin answers, through errorLoadRemote, for an exposed module that could
// not be loaded. Plain data: the route (RemoteRoute.tsx) turns it into the error it shows.
const UNAVAILABLE = Symbol.for('staffledger.remote-unavailable');

export type UnavailableRemote = { [UNAVAILABLE]: true; id: string; error: unknown };

export function unavailableRemote(id: string, error: unknown): UnavailableRemote {
  return { [UNAVAILABLE]: true, id, error };
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/**
 * Whether a remote failed because the page's copy of a shared library (the shell's) does not
 * satisfy the version the remote was built for: a reload brings the newer shell.
 */
export function needsNewerPage(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /does not satisfy the requirement/.test(text);
}
