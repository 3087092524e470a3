import { useState, type ReactNode } from 'react';
import { apiList, type ListQuery } from '../../api/client';
import type { RowKey, RowSelection } from './useRowSelection';
import type { ListSelection } from './types';

type Props<T> = {
  selection: RowSelection;
  options: ListSelection<T>;
  /** The list's path and query (filters and sort, no page): what "all matching" means. */
  path: string;
  query: ListQuery;
  /** How many rows match the filter (null while unknown), and whether that is a lower bound. */
  total: number | null;
  capped: boolean;
  rowKey: (row: T) => RowKey;
};

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Above a list's table while rows are selected: how many, "Select all N matching" (up to the
 * limit of one action, which it names when more match), Clear selection, and the list's actions
 * on them (docs/screens.md#selecting-rows).
 */
export function SelectionBar<T>(props: Props<T>): ReactNode {
  const { selection, options, total, capped } = props;
  const [fetching, setFetching] = useState(false);
  const [failure, setFailure] = useState('');
  const chosen = selection.keys.length;
  if (chosen === 0) return null;
  const { max } = options;
  const more = total !== null && (capped || total > chosen);
  const overMax = total !== null && (capped || total > max);
  const matching = `${count(total ?? 0)}${capped ? '+' : ''}`;

  const handleSelectAll = async () => {
    setFetching(true);
    setFailure('');
    try {
      const { rows } = await apiList<T>(props.path, { ...props.query, limit: max, offset: 0 });
      selection.replace(rows.map(props.rowKey));
    } catch (error) {
      setFailure(
        `Could not select them: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setFetching(false);
    }
  };

  return (
    <div className="sl-selection-bar" role="region" aria-label="Selected rows">
      <span className="sl-selection-bar__count" role="status">
        {count(chosen)} selected
        {chosen >= max && overMax ? ` (at most ${count(max)} at once)` : ''}
      </span>
      {more && chosen < max && (
        <button
          type="button"
          className="sl-button"
          disabled={fetching}
          onClick={() => void handleSelectAll()}
        >
          {overMax
            ? `Select the first ${count(max)} of ${matching} matching`
            : `Select all ${matching} matching`}
        </button>
      )}
      <button type="button" className="sl-button" onClick={selection.clear}>
        Clear selection
      </button>
      {options.actions({ keys: selection.keys, clear: selection.clear })}
      {failure && (
        <span className="sl-selection-bar__failure" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}
