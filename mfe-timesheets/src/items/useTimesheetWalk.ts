import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@staffledger/shared/router';
import { useReloadToken, useSession, type Timesheet } from '@staffledger/shared';
import { businessToday } from '@staffledger/shared/sheet';
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
  /** The sheets walked, in period order (a signed-in employee's own: their list). */
  sheets: readonly Timesheet[];
  /** Whether the sheets are the signed-in employee's own. */
  own: boolean;
  /** The business day the first sheet was chosen by. */
  today: string;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Moves to the previous (-1) or next (+1) sheet: `goTo` that sheet. */
  go: (step: -1 | 1) => void;
  /** Opens one of the walked sheets and puts its id in the URL: every move goes through here. */
  goTo: (id: number) => void;
  /** Fetches the current sheet again (its status changes on Submit). */
  refreshCurrent: () => void;
  /** Puts the current sheet as a status change answered it. */
  replaceCurrent: (sheet: Timesheet) => void;
  /** Opens any sheet by id, walked or not (staff's Next waiting week). */
  open: (id: number) => void;
};

type Patch = (update: (s: Timesheet) => Timesheet) => void;

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
  const [today] = useState(() => businessToday());
  const scope = scopeOf(employeeId, requestedId, loaded);
  const own = Boolean(employeeId);

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
  const index = sheets ? selectedIndex(sheets, requestedId, own ? today : null) : -1;
  const current = sheets && index >= 0 ? sheets[index] : null;
  const currentId = current?.id ?? null;

  const show = useCallback(
    (id: number) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('timesheetId', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // An employee's first sheet is chosen by today's needs; once on screen the URL names it, so that
  // a status it changes (a Submit) or a reload never moves them to another week.
  useEffect(() => {
    if (own && currentId !== null && requestedId !== currentId) show(currentId);
  }, [own, currentId, requestedId, show]);

  /** Re-reads one sheet into the list; `failed` patches it when re-reading fails. */
  const refresh = useCallback((id: number, failed?: (patch: Patch) => void) => {
    const patch: Patch = (update) =>
      setLoaded((l) => l && { ...l, sheets: l.sheets.map((s) => (s.id === id ? update(s) : s)) });
    fetchTimesheet(id).then(
      (fresh) => patch(() => fresh),
      () => failed?.(patch),
    );
  }, []);

  const goTo = (id: number) => {
    if (id === currentId || !sheets?.some((s) => s.id === id)) return;
    show(id);
    // the list shows the hours of the sheet left as they were saved
    if (own && currentId !== null) refresh(currentId);
  };

  const go = (step: -1 | 1) => {
    const target = sheets?.[index + step];
    if (target) goTo(target.id);
  };

  const refreshCurrent = useCallback(() => {
    if (currentId === null) return;
    // the submit went through, so the sheet is Submitted even if re-reading it failed
    refresh(currentId, (patch) => patch((s) => ({ ...s, status: 'SUBMITTED' })));
  }, [currentId, refresh]);

  const replaceCurrent = useCallback(
    (sheet: Timesheet) =>
      setLoaded((l) => l && { ...l, sheets: l.sheets.map((s) => (s.id === sheet.id ? sheet : s)) }),
    [],
  );

  const failed = failure?.scope === scope && !sheets;
  return {
    status: sheets ? 'ready' : failed ? 'error' : 'loading',
    error: failed ? failure.message : null,
    failure: failed ? failure.error : null,
    retry,
    current,
    sheets: sheets ?? [],
    own,
    today,
    hasPrevious: index > 0,
    hasNext: sheets !== null && index >= 0 && index < sheets.length - 1,
    go,
    goTo,
    refreshCurrent,
    replaceCurrent,
    open: show,
  };
}
