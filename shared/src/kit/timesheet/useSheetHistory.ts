import { useEffect, useState } from 'react';
import type { SheetHistoryEntry } from '@staffledger/contracts/schemas';
import type { TimesheetSheetApi } from './sheetApi';

export type SheetHistoryState = {
  status: 'loading' | 'ready' | 'error';
  entries: SheetHistoryEntry[];
};

/**
 * A timesheet's history, read once per sheet and again whenever `refreshKey` changes. The entries
 * on screen stay until the new answer, so a refresh after Save does not blink.
 */
export function useSheetHistory(
  api: Pick<TimesheetSheetApi, 'history'>,
  timesheetId: number,
  refreshKey: unknown,
): SheetHistoryState {
  const [state, setState] = useState<SheetHistoryState>({ status: 'loading', entries: [] });

  useEffect(() => {
    let live = true;
    api.history(timesheetId).then(
      (entries) => live && setState({ status: 'ready', entries }),
      () => live && setState({ status: 'error', entries: [] }),
    );
    return () => {
      live = false;
    };
  }, [api, timesheetId, refreshKey]);

  return state;
}
