import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '../../router';
import type { SortOrder } from '@staffledger/contracts';

export type ListParamsOptions = {
  filterNames: string[];
  defaultSort?: string;
  defaultOrder?: SortOrder;
};

/**
 * Page, sort, order and filters held in the URL search parameters, so links, reload and Back keep
 * them. Any sort or filter change goes back to page 1.
 *
 * `sort` is what the server is asked for (the user's choice, else `defaultSort`); `activeSort` is the
 * user's choice only, the column that shows an arrow. A first click on a column sorts it ascending,
 * the next click descending, and so on.
 */
export function useListParams({
  filterNames,
  defaultSort = '',
  defaultOrder = 'asc',
}: ListParamsOptions) {
  const [params, setParams] = useSearchParams();
  // The latest parameters, also across several updates before the next render (two debounced
  // filters firing close together must not undo each other).
  const latest = useRef(params);
  const seen = useRef(params.toString());
  if (params.toString() !== seen.current) {
    seen.current = params.toString();
    latest.current = params;
  }
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const activeSort = params.get('sort') ?? '';
  const sort = activeSort || defaultSort;
  const order = orderOf(params, defaultOrder);
  const namesKey = filterNames.join('\n');
  const filters = useMemo(
    () =>
      Object.fromEntries(
        namesKey
          .split('\n')
          .filter(Boolean)
          .map((n) => [n, params.get(n) ?? '']),
      ),
    [params, namesKey],
  ) as Record<string, string>;

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  const setPage = useCallback((p: number) => update({ page: p > 1 ? String(p) : null }), [update]);
  const toggleSort = useCallback(
    (key: string) => {
      // Read the latest URL, so that two quick clicks toggle twice.
      const current = latest.current;
      const ascNow = current.get('sort') === key && orderOf(current, 'asc') === 'asc';
      update({ sort: key, order: ascNow ? 'desc' : 'asc', page: null });
    },
    [update],
  );
  const setFilter = useCallback(
    (name: string, value: string) => update({ [name]: value, page: null }, true),
    [update],
  );
  const clearFilters = useCallback(
    () => update(Object.fromEntries([...namesKey.split('\n'), 'page'].map((n) => [n, null]))),
    [update, namesKey],
  );

  return { page, sort, activeSort, order, filters, setPage, toggleSort, setFilter, clearFilters };
}

function orderOf(params: URLSearchParams, fallback: SortOrder): SortOrder {
  const raw = params.get('order');
  return raw === 'asc' || raw === 'desc' ? raw : fallback;
}

export type ListParams = ReturnType<typeof useListParams>;
