import type { ReactNode } from 'react';
import { Link } from '../../router';
import { formatValue } from './formatValue';
import { ariaSort, SortHeader } from './SortHeader';
import type { SortOrder } from '@staffledger/contracts';
import { SelectPageCell, SelectRowCell, type TableSelection } from './SelectCells';
import type { Column } from './types';

export type ListTableProps<T> = {
  rows: T[];
  columns: Column<T>[];
  /** The sort field the arrow marks ('' for none) and its order. */
  sort?: string;
  order?: SortOrder;
  /** Called by the header of a `sortable` column. */
  onSort?: (key: string) => void;
  /** The column whose cell opens the row (none by default). */
  editKey?: string;
  editTo?: (row: T) => string;
  onEdit?: (row: T) => void;
  rowKey: (row: T, index: number) => string | number;
  caption?: string;
  busy?: boolean;
  /** A checkbox column for selecting rows (none by default). */
  selection?: TableSelection<T>;
};

export function fieldValue<T>(row: T, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

/** A column's plain value: its format, else the row's field, shown as its kind if it has one. */
export function columnValue<T>(col: Column<T>, row: T): unknown {
  if (col.format) return col.format(row);
  const value = fieldValue(row, col.key);
  return col.kind ? formatValue(value, col.kind) : value;
}

/** Dates, amounts, hours and ids: one unbroken line, whatever the column's width. */
const FIGURE = /^[-+]?\$?[\d.,/:\s]+(\s?[AP]M)?$/;

/**
 * A cell's content. Figures never break; words wrap within the column and stop after two lines,
 * the whole text in a tooltip, so that a long name narrows its column instead of widening the
 * table past the window.
 */
function content<T>(col: Column<T>, row: T): ReactNode {
  if (col.render) return col.render(row);
  const v = columnValue(col, row);
  const text = v === null || v === undefined ? '' : String(v);
  if (text === '') return text;
  if (FIGURE.test(text)) return <span className="sl-cell-figure">{text}</span>;
  return (
    <span className="sl-cell-text" title={text}>
      {text}
    </span>
  );
}

const noSort = () => undefined;

/**
 * The list's table: sortable headers with aria-sort, and the edit cell as a link or button. Also
 * the table of a screen that lists rows without the rest of ResourceList (its own selection, no
 * paging), so that its cells look and read like every list's.
 */
export function ListTable<T>({
  rows,
  columns,
  sort = '',
  order = 'asc',
  onSort = noSort,
  editKey = '',
  editTo,
  onEdit,
  rowKey,
  caption,
  busy = false,
  selection,
}: ListTableProps<T>) {
  const editCell = (col: Column<T>, row: T) => {
    const inner = content(col, row);
    if (editTo)
      return (
        <Link className="sl-edit-link" to={editTo(row)}>
          {inner}
        </Link>
      );
    if (onEdit)
      return (
        <button type="button" className="sl-link-button" onClick={() => onEdit(row)}>
          {inner}
        </button>
      );
    return inner;
  };
  return (
    <div className={`sl-table-wrap${busy ? ' sl-table-wrap--busy' : ''}`} aria-busy={busy}>
      <table className="sl-table">
        {caption && <caption className="sl-visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {selection && <SelectPageCell rows={rows} selection={selection} />}
            {columns.map((col) => {
              const sortKey = col.sortKey ?? col.key;
              const active = sort === sortKey;
              return (
                <th
                  key={col.key}
                  scope="col"
                  style={col.width !== undefined ? { width: col.width } : undefined}
                  aria-sort={col.sortable ? ariaSort(active, order) : undefined}
                >
                  {col.sortable ? (
                    <SortHeader
                      label={col.label}
                      active={active}
                      order={order}
                      onToggle={() => onSort(sortKey)}
                    />
                  ) : (
                    col.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} aria-selected={selection ? selection.has(row) : undefined}>
              {selection && <SelectRowCell row={row} selection={selection} />}
              {columns.map((col) => (
                <td key={col.key}>
                  {col.key === editKey ? editCell(col, row) : content(col, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
