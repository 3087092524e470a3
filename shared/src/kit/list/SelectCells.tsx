import { useEffect, useRef } from 'react';

/** How ListTable shows and changes a selection: a checkbox column before the others. */
export type TableSelection<T> = {
  has: (row: T) => boolean;
  /** `extend`: Shift was held (a click, or Space on the box), so the rows since the last one follow. */
  onToggle: (row: T, checked: boolean, extend: boolean) => void;
  onTogglePage: (checked: boolean) => void;
  rowLabel: (row: T) => string;
};

const shiftHeld = (event: { nativeEvent: Event }) =>
  (event.nativeEvent as MouseEvent).shiftKey === true;

/** The header's checkbox: every row of the page; mixed when only some are selected. */
export function SelectPageCell<T>({
  rows,
  selection,
}: {
  rows: T[];
  selection: TableSelection<T>;
}) {
  const box = useRef<HTMLInputElement>(null);
  const chosen = rows.filter(selection.has).length;
  const some = chosen > 0 && chosen < rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <th scope="col" className="sl-select-cell">
      <input
        ref={box}
        type="checkbox"
        aria-label="Select all on this page"
        checked={rows.length > 0 && chosen === rows.length}
        onChange={(e) => selection.onTogglePage(e.target.checked)}
      />
    </th>
  );
}

/**
 * A row's checkbox; Space toggles it, Shift+click or Shift+Space selects the rows since the last
 * one chosen (the browser's click from Space carries the Shift key).
 */
export function SelectRowCell<T>({ row, selection }: { row: T; selection: TableSelection<T> }) {
  return (
    <td className="sl-select-cell">
      <input
        type="checkbox"
        aria-label={selection.rowLabel(row)}
        checked={selection.has(row)}
        onChange={(e) => selection.onToggle(row, e.target.checked, shiftHeld(e))}
      />
    </td>
  );
}
