import { useCallback, useEffect, useState } from 'react';
import { apiFetch, hasRole, useSession } from '@staffledger/shared/core';
import { useAvailableRemotes } from '../mf/RemotesContext';
import { NAV_ENTRIES } from '../navigation';

/** How often the landing page's counts and figures are read again while it shows in a visible tab. */
export const CORP_READ_REFRESH_MS = 60_000;

export type CorpReadState<T> =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'error'; error?: unknown }
  | { status: 'ready'; value: T };

export type CorpRead<T> = CorpReadState<T> & {
  /** Reads again; a failure stays on screen until the answer. */
  retry: () => void;
};

/**
 * Whether the screen at `path` would open for the user now, as the sidebar and the screen access
 * decide it: a staff role, a selected corporation, the remote deployed. Figures that link to
 * screens the user cannot open would only lead to a refusal.
 */
export function useScreenOpen(path: string): boolean {
  const claims = useSession((s) => s.claims);
  const selectedCorpId = useSession((s) => s.selectedCorpId);
  const remotes = useAvailableRemotes();
  const entry = NAV_ENTRIES.find((e) => e.path === path);
  if (!entry || !remotes.has(entry.remote) || !hasRole(claims, ...entry.roles)) return false;
  return !entry.tenant || selectedCorpId > 0;
}

/**
 * Calls `refresh` every CORP_READ_REFRESH_MS while the tab is visible, and when the tab becomes
 * visible again or the window regains the focus: what waits for staff must not go stale on screen.
 * A hidden tab is not polled; it reads once when it shows again.
 */
function useRefreshWhileShown(active: boolean, refresh: () => void) {
  useEffect(() => {
    if (!active) return;
    const refreshIfVisible = () => {
      if (!document.hidden) refresh();
    };
    const timer = setInterval(refreshIfVisible, CORP_READ_REFRESH_MS);
    document.addEventListener('visibilitychange', refreshIfVisible);
    window.addEventListener('focus', refreshIfVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshIfVisible);
      window.removeEventListener('focus', refreshIfVisible);
    };
  }, [active, refresh]);
}

/**
 * GET `path` for the selected corporation, read again when another one is selected, every minute
 * and on returning to the tab (what is shown stays until the new answer): the landing page's
 * counts and figures; 'off' (no call at all) when `open` is false. `read` turns the body into the
 * value, or null when it is not what it should be (an error, as a failed call).
 */
export function useCorpRead<T>(
  open: boolean,
  path: string,
  read: (body: unknown) => T | null,
): CorpRead<T> {
  const corpId = useSession((s) => s.selectedCorpId);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  useRefreshWhileShown(open, retry);
  // the answer is kept with the corporation it counts: another one's figures are never shown
  const [answer, setAnswer] = useState<{ corpId: number; state: CorpReadState<T> } | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const settle = (state: CorpReadState<T>) => {
      if (!controller.signal.aborted) setAnswer({ corpId, state });
    };
    apiFetch<unknown>(path, { signal: controller.signal }).then(
      (body) => {
        const value = read(body);
        settle(value === null ? { status: 'error' } : { status: 'ready', value });
      },
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
    // `read` is a module's function: it never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, path, corpId, attempt]);
  if (!open) return { status: 'off', retry };
  return { ...(answer?.corpId === corpId ? answer.state : { status: 'loading' }), retry };
}

/** The reading hooks the landing page hands to the charts' chunk. */
export type CorpReading = { useCorpRead: typeof useCorpRead; useScreenOpen: typeof useScreenOpen };
