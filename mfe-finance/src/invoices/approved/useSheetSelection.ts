import { useCallback, useMemo, useState } from 'react';
import type { BillableTimesheet } from '@staffledger/shared';
import { blockedReason, keepSelectable, selectionOf, type Selection } from './billable.selection';

export type SheetSelection = {
  selection: Selection;
  isChecked: (timesheetId: number) => boolean;
  /** Checks or unchecks a sheet; a sheet that cannot join the selection stays unchecked. */
  toggle: (row: BillableTimesheet) => void;
  clear: () => void;
};

/**
 * The checked sheets, kept across vendor filter changes. Only sheets on the current list that can be
 * invoiced count, so a reload drops the ones someone else invoiced meanwhile.
 */
export function useSheetSelection(rows: readonly BillableTimesheet[]): SheetSelection {
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const checked = useMemo(() => keepSelectable(picked, rows), [picked, rows]);
  const toggle = useCallback(
    (row: BillableTimesheet) =>
      // from the latest state, so that two quick clicks both count
      setPicked((prev) => {
        const current = keepSelectable(prev, rows);
        const next = new Set(current);
        if (next.delete(row.timesheetId)) return next;
        if (blockedReason(row, selectionOf(rows, current))) return prev;
        return next.add(row.timesheetId);
      }),
    [rows],
  );
  const clear = useCallback(() => setPicked(new Set()), []);
  const selection = useMemo(() => selectionOf(rows, checked), [rows, checked]);
  const isChecked = useCallback((id: number) => checked.has(id), [checked]);
  return { selection, isChecked, toggle, clear };
}
