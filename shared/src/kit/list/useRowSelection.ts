import { useCallback, useRef, useState } from 'react';

export type RowKey = string | number;

export type RowSelection = {
  /** The selected rows' keys, in the order they were chosen. */
  keys: readonly RowKey[];
  has: (key: RowKey) => boolean;
  /**
   * Checks or unchecks one row of the page; with `extend` (Shift held), every row from the one
   * clicked before it to this one takes the same state.
   */
  toggle: (pageKeys: readonly RowKey[], key: RowKey, checked: boolean, extend: boolean) => void;
  /** Checks or unchecks every row of the page. */
  setPage: (pageKeys: readonly RowKey[], checked: boolean) => void;
  /** Selects exactly these (all rows matching the filter, as far as the limit goes). */
  replace: (keys: readonly RowKey[]) => void;
  clear: () => void;
};

/**
 * The rows a list has selected, kept across its pages and forgotten when `resetKey` (its filters
 * and sort) changes, so that an action never reaches rows the user no longer sees listed. At most
 * `max` rows: the bulk call's limit.
 */
export function useRowSelection(resetKey: string, max: number): RowSelection {
  const [state, setState] = useState<{ key: string; keys: RowKey[] }>({ key: resetKey, keys: [] });
  const anchor = useRef<RowKey | null>(null);
  const keys = state.key === resetKey ? state.keys : [];

  const update = useCallback(
    (change: (keys: RowKey[]) => RowKey[]) =>
      setState((s) => ({
        key: resetKey,
        keys: change(s.key === resetKey ? s.keys : []).slice(0, max),
      })),
    [resetKey, max],
  );

  const setMany = useCallback(
    (many: readonly RowKey[], checked: boolean) =>
      update((current) => {
        if (!checked) return current.filter((k) => !many.includes(k));
        const kept = new Set(current);
        return [...current, ...many.filter((k) => !kept.has(k))];
      }),
    [update],
  );

  const toggle = useCallback(
    (pageKeys: readonly RowKey[], key: RowKey, checked: boolean, extend: boolean) => {
      const at = pageKeys.indexOf(key);
      const from = extend && anchor.current !== null ? pageKeys.indexOf(anchor.current) : -1;
      anchor.current = key;
      if (from < 0) return setMany([key], checked);
      setMany(pageKeys.slice(Math.min(from, at), Math.max(from, at) + 1), checked);
    },
    [setMany],
  );

  return {
    keys,
    has: (key) => keys.includes(key),
    toggle,
    setPage: setMany,
    replace: useCallback((all) => update(() => [...new Set(all)]), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
