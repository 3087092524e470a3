// What went wrong when a remote did not load, in the user's words, and the report of it to the API
// (docs/remotes.md#when-a-remote-fails): the owning team learns of every failure, not only the
// users who saw it.
import { needsNewerPage } from './remote-unavailable';

/**
 * - offline: the device has no network;
 * - unreachable: nothing answered (refused, reset, DNS);
 * - timeout: the server accepted and did not answer in time;
 * - http: the server answered with an error status;
 * - code: the remote's code arrived and failed (its script threw, a module lacks its screen);
 * - version: the remote was built for a shared library the page's copy does not satisfy.
 */
export type LoadFailureKind = 'offline' | 'unreachable' | 'timeout' | 'http' | 'code' | 'version';

export type LoadFailure = { kind: LoadFailureKind; status?: number };

const textOf = (error: unknown): string =>
  error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);

/** Reads a failure from the runtime's or the browser's error. */
export function classifyLoadFailure(error: unknown, online = navigator.onLine): LoadFailure {
  const text = textOf(error);
  if (needsNewerPage(error)) return { kind: 'version' };
  if (!online) return { kind: 'offline' };
  const status = /HTTP (\d{3})/.exec(text);
  if (status) return { kind: 'http', status: Number(status[1]) };
  if (/no answer from|timed? ?out|timeout/i.test(text)) return { kind: 'timeout' };
  if (/threw|ScriptExecutionError|no default component/i.test(text)) {
    return { kind: 'code' };
  }
  return { kind: 'unreachable' };
}

/** The deployed version an entry names (/releases/<app>/<version>/…), 'built' or 'elsewhere'. */
export function versionOfEntry(entry: string | undefined): string {
  if (!entry) return 'elsewhere';
  const url = new URL(entry, window.location.href);
  if (url.origin !== window.location.origin) return 'elsewhere';
  return /^\/releases\/[^/]+\/([0-9a-f]{8,64})\//.exec(url.pathname)?.[1] ?? 'built';
}

export const LOAD_FAILURES_URL = '/api/client/load-failures';

/**
 * Tells the API that a remote did not load. Best effort: a report that cannot be sent (the same
 * network that failed the load) is dropped, never retried in a loop.
 */
export function reportLoadFailure(report: {
  app: string;
  entry: string | undefined;
  kind: LoadFailureKind | 'fallback';
}): void {
  const body = JSON.stringify({
    app: report.app,
    version: versionOfEntry(report.entry),
    kind: report.kind,
  });
  try {
    void fetch(LOAD_FAILURES_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // no fetch (an old test environment): nothing to report with
  }
}
