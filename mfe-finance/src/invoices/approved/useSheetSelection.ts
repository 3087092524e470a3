import { useCallback, useMemo, useState } from 'react';
import type { BillableTimesheet } from '@staffledger/shared';
import { blockedReason, selectionOf, type Picked, type Selection } from './billable.selection';

export type SheetSelection = {
  selection: Selection;
  isChecked: (timesheetId: number) => boolean;
  /** Checks or unchecks a sheet; a sheet that cannot join the selection stays unchecked. */
  toggle: (row: BillableTimesheet) => void;
  /** Replaces the selection with these sheets (Select all of a vendor). */
  replace: (rows: readonly BillableTimesheet[]) => void;
  /** Keeps only the checked sheets among `ids` (those still waiting after a refusal). */
  keepOnly: (ids: ReadonlySet<number>) => void;
  clear: () => void;
};

/**
 * The checked sheets, each kept with its row, so that the total holds across pages and vendors
 * folded away; the list shows only a page of them at a time.
 */
export function useSheetSelection(): SheetSelection {
  const [picked, setPicked] = useState<Picked>(() => new Map());
  const toggle = useCallback(
    (row: BillableTimesheet) =>
      // from the latest state, so that two quick clicks both count
      setPicked((prev) => {
        const next = new Map(prev);
        if (next.delete(row.timesheetId)) return next;
        if (blockedReason(row, selectionOf(prev))) return prev;
        return next.set(row.timesheetId, row);
      }),
    [],
  );
  const replace = useCallback(
    (rows: readonly BillableTimesheet[]) => setPicked(new Map(rows.map((r) => [r.timesheetId, r]))),
    [],
  );
  const keepOnly = useCallback(
    (ids: ReadonlySet<number>) =>
      setPicked((prev) => new Map([...prev].filter(([id]) => ids.has(id)))),
    [],
  );
  const clear = useCallback(() => setPicked(new Map()), []);
  const selection = useMemo(() => selectionOf(picked), [picked]);
  const isChecked = useCallback((id: number) => picked.has(id), [picked]);
  return { selection, isChecked, toggle, replace, keepOnly, clear };
}
