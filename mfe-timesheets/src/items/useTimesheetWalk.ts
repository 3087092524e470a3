import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@staffledger/shared/router';
import { useReloadToken, useSession, type Timesheet } from '@staffledger/shared';
import { fetchTimesheet } from './timesheetItems.api';
import {
  loadScope,
  parseId,
  scopeOf,
  selectedIndex,
  type LoadedWalk,
  type WalkScope,
} from './walk';

export type TimesheetWalk = {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  /** What the walk's load failed with, and how to try again. */
  failure: unknown;
  retry: () => void;
  current: Timesheet | null;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Moves to the previous (-1) or next (+1) sheet and puts its id in the URL. */
  go: (step: -1 | 1) => void;
  /** Fetches the current sheet again (its status changes on Submit). */
  refreshCurrent: () => void;
};

/** The timesheets the items screen walks through, and the one on screen (`?timesheetId=`). */
export function useTimesheetWalk(): TimesheetWalk {
  const employeeId = useSession((s) => s.employeeId);
  const [params, setParams] = useSearchParams();
  const requestedId = parseId(params.get('timesheetId'));
  const [loaded, setLoaded] = useState<LoadedWalk | null>(null);
  const [failure, setFailure] = useState<{
    scope: WalkScope;
    message: string;
    error: unknown;
  } | null>(null);
  const [attempt, retry] = useReloadToken();
  const scope = scopeOf(employeeId, requestedId, loaded);

  useEffect(() => {
    let live = true;
    loadScope(scope).then(
      (sheets) => live && setLoaded({ scope, sheets }),
      (e: unknown) =>
        live &&
        setFailure({ scope, message: e instanceof Error ? e.message : String(e), error: e }),
    );
    return () => {
      live = false;
    };
  }, [scope, attempt]);

  const sheets = loaded?.scope === scope ? loaded.sheets : null;
  const index = sheets ? selectedIndex(sheets, requestedId) : -1;
  const current = sheets && index >= 0 ? sheets[index] : null;

  const go = (step: -1 | 1) => {
    const target = sheets?.[index + step];
    if (!target) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('timesheetId', String(target.id));
        return next;
      },
      { replace: true },
    );
  };

  const currentId = current?.id ?? null;
  const refreshCurrent = useCallback(() => {
    if (currentId === null) return;
    const patch = (update: (s: Timesheet) => Timesheet) =>
      setLoaded(
        (l) => l && { ...l, sheets: l.sheets.map((s) => (s.id === currentId ? update(s) : s)) },
      );
    fetchTimesheet(currentId).then(
      (fresh) => patch(() => fresh),
      // the submit went through, so the sheet is Submitted even if re-reading it failed
      () => patch((s) => ({ ...s, status: 'SUBMITTED' })),
    );
  }, [currentId]);

  const failed = failure?.scope === scope && !sheets;
  return {
    status: sheets ? 'ready' : failed ? 'error' : 'loading',
    error: failed ? failure.message : null,
    failure: failed ? failure.error : null,
    retry,
    current,
    hasPrevious: index > 0,
    hasNext: sheets !== null && index >= 0 && index < sheets.length - 1,
    go,
    refreshCurrent,
  };
}
