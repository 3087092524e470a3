import { useEffect, useRef, useState } from 'react';
import { apiList, type ListQuery } from '../../api/client';

export type ListData<T> = {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  total: number | null;
  /** The query (filters, sort, order) of the rows on screen; null before the first answer. */
  shown: ListQuery | null;
};

/**
 * Fetches one page. On a page turn with the same filters and sort, and a total already known, it
 * asks `withTotal=false` so the server skips counting, and keeps the known total.
 */
export function useListData<T>(
  path: string,
  query: ListQuery,
  page: number,
  pageSize: number,
  reloadToken: unknown,
): ListData<T> {
  const [data, setData] = useState<ListData<T>>({
    status: 'loading',
    rows: [],
    total: null,
    shown: null,
  });
  const known = useRef<{ key: string; total: number } | null>(null);
  const queryKey = JSON.stringify([path, query, pageSize, String(reloadToken)]);

  useEffect(() => {
    const controller = new AbortController();
    const knownTotal = known.current?.key === queryKey ? known.current.total : null;
    const request: ListQuery = {
      ...(JSON.parse(queryKey)[1] as ListQuery),
      limit: pageSize,
      offset: (page - 1) * pageSize,
      withTotal: knownTotal === null ? undefined : false,
    };
    setData((d) => ({ ...d, status: 'loading' }));
    apiList<T>(path, request, { signal: controller.signal })
      .then(({ rows, total }) => {
        if (controller.signal.aborted) return;
        const t = total ?? knownTotal;
        if (t !== null) known.current = { key: queryKey, total: t };
        setData({ status: 'ready', rows, total: t, shown: JSON.parse(queryKey)[1] as ListQuery });
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setData({ status: 'error', rows: [], total: null, shown: null });
      });
    return () => controller.abort();
  }, [path, queryKey, page, pageSize]);

  return data;
}
