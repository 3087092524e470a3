import { useCallback, useEffect, useState } from 'react';
import { apiFetch, hasRole, useSession, type TimesheetCounts } from '@staffledger/shared/core';
import { useAvailableRemotes } from '../mf/RemotesContext';
import { NAV_ENTRIES } from '../navigation';

export const TIMESHEETS_PATH = '/on/timesheets';

/** How often the counts are read again while the landing page is shown in a visible tab. */
export const COUNTS_REFRESH_MS = 60_000;

export type CountsState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'error'; error?: unknown }
  | { status: 'ready'; counts: TimesheetCounts };

export type Counts = CountsState & {
  /** Reads the counts again; the failure stays on screen until the answer. */
  retry: () => void;
};

/**
 * Whether the Timesheets screens would open for the user now, as the sidebar and the screen
 * access decide it: a staff role, a selected corporation, the remote deployed. Counts that link
 * to screens the user cannot open would only lead to a refusal.
 */
function useTimesheetsOpen(): boolean {
  const claims = useSession((s) => s.claims);
  const selectedCorpId = useSession((s) => s.selectedCorpId);
  const remotes = useAvailableRemotes();
  const entry = NAV_ENTRIES.find((e) => e.path === TIMESHEETS_PATH);
  if (!entry || !remotes.has(entry.remote) || !hasRole(claims, ...entry.roles)) return false;
  return !entry.tenant || selectedCorpId > 0;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * Calls `refresh` every COUNTS_REFRESH_MS while the tab is visible, and when the tab becomes visible
 * again or the window regains the focus: counts that wait for staff must not go stale on screen.
 * A hidden tab is not polled; it reads once when it shows again.
 */
function useRefreshWhileShown(active: boolean, refresh: () => void) {
  useEffect(() => {
    if (!active) return;
    const refreshIfVisible = () => {
      if (!document.hidden) refresh();
    };
    const timer = setInterval(refreshIfVisible, COUNTS_REFRESH_MS);
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
 * GET /timesheets/counts for the selected corporation, read again when another one is selected,
 * every minute and on returning to the tab (the counts shown stay until the new answer);
 * 'off' (no call at all) for a user the Timesheets screens are not for.
 */
export function useTimesheetCounts(): Counts {
  const open = useTimesheetsOpen();
  const corpId = useSession((s) => s.selectedCorpId);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  useRefreshWhileShown(open, retry);
  // the answer is kept with the corporation it counts: another one's counts are never shown
  const [answer, setAnswer] = useState<{ corpId: number; state: CountsState } | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const settle = (state: CountsState) => {
      if (!controller.signal.aborted) setAnswer({ corpId, state });
    };
    apiFetch<Partial<TimesheetCounts> | undefined>('/timesheets/counts', {
      signal: controller.signal,
    }).then(
      (body) => {
        const { missing, awaitingApproval, awaitingClient } = body ?? {};
        settle(
          isCount(missing) && isCount(awaitingApproval) && isCount(awaitingClient)
            ? { status: 'ready', counts: { missing, awaitingApproval, awaitingClient } }
            : { status: 'error' },
        );
      },
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [open, corpId, attempt]);
  if (!open) return { status: 'off', retry };
  return { ...(answer?.corpId === corpId ? answer.state : { status: 'loading' }), retry };
}
