import { useCallback, useEffect, useState } from 'react';
import type { TimesheetItem } from '@staffledger/contracts/schemas';
import { useReloadToken } from '../list/useReloadToken';
import { toItemRow, type ItemRow, type ItemRowPatch } from './itemRows';
import type { TimesheetSheetApi } from './sheetApi';
import { errorMessage, SHEET_TEXTS } from './texts';

type ItemsState = {
  status: 'loading' | 'ready' | 'error';
  rows: ItemRow[];
  /** The product's text of a failed load. */
  error: string | null;
  /** What the load failed with, for Retry. */
  failure?: unknown;
};

export type SheetItems = ItemsState & {
  updateRow: (id: number, patch: ItemRowPatch) => void;
  /** Fetches the items again (the rows on screen stay until the answer). */
  reload: () => void;
};

function byDate(a: TimesheetItem, b: TimesheetItem): number {
  return a.calendarDate.localeCompare(b.calendarDate) || a.id - b.id;
}

/** A timesheet's items, fetched once per timesheet and edited in memory until Save or Submit. */
export function useSheetItems(api: TimesheetSheetApi, timesheetId: number): SheetItems {
  const [state, setState] = useState<ItemsState>({ status: 'loading', rows: [], error: null });
  const [reloadToken, reload] = useReloadToken();

  useEffect(() => {
    let live = true;
    api.items(timesheetId).then(
      (items) => {
        if (!live) return;
        const rows = (Array.isArray(items) ? [...items] : []).sort(byDate).map(toItemRow);
        setState({ status: 'ready', rows, error: null });
      },
      (error: unknown) => {
        if (live)
          setState({
            status: 'error',
            rows: [],
            error: SHEET_TEXTS.loadError(errorMessage(error)),
            failure: error,
          });
      },
    );
    return () => {
      live = false;
    };
  }, [api, timesheetId, reloadToken]);

  const updateRow = useCallback((id: number, patch: ItemRowPatch) => {
    setState((s) => ({ ...s, rows: s.rows.map((r) => (r.id === id ? { ...r, ...patch } : r)) }));
  }, []);

  return { ...state, updateRow, reload };
}
