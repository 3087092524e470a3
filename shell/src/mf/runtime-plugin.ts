// Module Federation runtime plugin of the shell: the network and loading layers of a remote's
// failure handling (docs/remotes.md#when-a-remote-fails). The route's error boundary is the third.
//   network: the manifest fetch and the entry script give up after a few seconds, and each is
//            tried a second time, RETRY_AFTER_MS later, before the load fails;
//   loading: errorLoadRemote answers a failed load with a plain "unavailable" module, which the
//            route renders as its error with Retry.
// It comes with the federation runtime's chunk (federation-runtime.ts), with the first remote.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemote } from './remote-unavailable';

/** One try of a remote's manifest. Two tries and the error fit in the 10 s a user waits at most. */
export const MANIFEST_TIMEOUT_MS = 4000;
/** One try of a remote's entry script. */
export const ENTRY_TIMEOUT_MS = 4500;
/**
 * The wait before the second try, so that a server that just failed (restarting, overloaded) is
 * not asked again at once; a hung remote still shows its error within 10 s.
 */
export const RETRY_AFTER_MS = 600;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch that gives up after `ms`; a server that accepts and never answers ends as an error. */
async function fetchWithin(url: string, init: RequestInit, ms: number): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer from ${url} in ${ms} ms`)), ms);
  try {
    const res = await fetch(url, { ...init, signal: abort.signal });
    if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
    return res;
  } finally {
    clearTimeout(timer);
  }
}

/** The manifest, tried twice; the manifest is never taken from the HTTP cache. */
export async function fetchManifest(url: string, init: RequestInit = {}): Promise<Response> {
  const request = { ...init, cache: 'no-cache' as const };
  try {
    return await fetchWithin(url, request, MANIFEST_TIMEOUT_MS);
  } catch (first) {
    console.warn(`[federation] ${url} failed once, trying again`, first);
    await pause(RETRY_AFTER_MS);
    return fetchWithin(url, request, MANIFEST_TIMEOUT_MS);
  }
}

type LoadEntryErrorArgs = {
  getRemoteEntry: (params: { origin: unknown; remoteInfo: unknown }) => Promise<unknown>;
  origin: unknown;
  remoteInfo: { name?: string };
  globalLoading: Record<string, unknown>;
  uniqueKey: string;
};

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'staffledger-shell-remotes',
    fetch(url, init) {
      return fetchManifest(url, init);
    },
    createScript() {
      return { timeout: ENTRY_TIMEOUT_MS };
    },
    // Called once per failed entry script that may load on a second try (not one that ran and threw).
    async loadEntryError(args) {
      const { getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey } =
        args as unknown as LoadEntryErrorArgs;
      console.warn(`[federation] the entry of ${remoteInfo.name ?? 'a remote'} failed once`);
      delete globalLoading[uniqueKey];
      await pause(RETRY_AFTER_MS);
      return getRemoteEntry({ origin, remoteInfo }) as never;
    },
    errorLoadRemote(args) {
      const { id, lifecycle, error } = args as { id?: string; lifecycle?: string; error?: unknown };
      console.error(
        `[federation] could not load ${id ?? 'a remote'} (${lifecycle ?? 'unknown step'})`,
        error,
      );
      // the manifest's own failure comes back as the module's ('onLoad'): answer that one
      return lifecycle === 'onLoad' ? unavailableRemote(id ?? '', error) : undefined;
    },
  };
}
