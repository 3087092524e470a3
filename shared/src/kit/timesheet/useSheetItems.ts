import { useCallback, useEffect, useRef, useState } from 'react';
import type { TimesheetItem } from '@staffledger/contracts/schemas';
import { useReloadToken } from '../list/useReloadToken';
import { toItemInput, toItemRow, type ItemRow, type ItemRowPatch } from './itemRows';
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
  /** The rows as the server now holds them (a Save or Submit went through with them). */
  markSaved: (rows: readonly ItemRow[]) => void;
  /**
   * The rows on screen as a key, when they differ from what the server holds (what a Save would
   * send); null when nothing is unsaved. Current at once after markSaved, without a render.
   */
  unsaved: () => string | null;
};

function byDate(a: TimesheetItem, b: TimesheetItem): number {
  return a.calendarDate.localeCompare(b.calendarDate) || a.id - b.id;
}

/** The rows as a Save would send them: hours as typed but '' and '0' alike. */
const inputKey = (rows: readonly ItemRow[]) => JSON.stringify(rows.map(toItemInput));

/** A timesheet's items, fetched once per timesheet and edited in memory until Save or Submit. */
export function useSheetItems(api: TimesheetSheetApi, timesheetId: number): SheetItems {
  const [state, setState] = useState<ItemsState>({ status: 'loading', rows: [], error: null });
  const [reloadToken, reload] = useReloadToken();
  const savedKey = useRef(inputKey([]));
  const shown = useRef(state.rows);
  useEffect(() => {
    shown.current = state.rows;
  }, [state.rows]);

  useEffect(() => {
    let live = true;
    // what the server answered is on screen and saved, before the render that shows it
    const loaded = (rows: ItemRow[]) => {
      shown.current = rows;
      savedKey.current = inputKey(rows);
    };
    api.items(timesheetId).then(
      (items) => {
        if (!live) return;
        const rows = (Array.isArray(items) ? [...items] : []).sort(byDate).map(toItemRow);
        // hours typed while a Save was on its way stay on screen, unsaved, rather than be replaced
        const typedSince = inputKey(shown.current) !== savedKey.current;
        if (typedSince) savedKey.current = inputKey(rows);
        if (typedSince) return;
        loaded(rows);
        setState({ status: 'ready', rows, error: null });
      },
      (error: unknown) => {
        if (!live) return;
        loaded([]);
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
  const markSaved = useCallback((rows: readonly ItemRow[]) => {
    savedKey.current = inputKey(rows);
  }, []);
  const unsaved = useCallback(() => {
    const key = inputKey(shown.current);
    return key === savedKey.current ? null : key;
  }, []);

  return { ...state, updateRow, reload, markSaved, unsaved };
}
