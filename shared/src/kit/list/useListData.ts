import { useEffect, useRef, useState } from 'react';
import { apiList, type ListQuery } from '../../api/client';
import { useReloadToken } from './useReloadToken';

export type ListData<T> = {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  total: number | null;
  /** The total is a lower bound: the server stopped counting there ("10,000+"). */
  capped: boolean;
  /** The query (filters, sort, order) of the rows on screen; null before the first answer. */
  shown: ListQuery | null;
  /** What the last load failed with (status 'error'). */
  error?: unknown;
};

export type ListLoad<T> = ListData<T> & {
  /** Fetches the page again (after a failure). */
  retry: () => void;
};

type Total = { total: number; capped: boolean };

/**
 * Fetches one page. On a page turn with the same filters and sort, and a total already known, it
 * asks `withTotal=false` so the server skips counting, and keeps the known total. A capped total
 * becomes exact on the last page, whose short length tells it.
 */
export function useListData<T>(
  path: string,
  query: ListQuery,
  page: number,
  pageSize: number,
  reloadToken: unknown,
): ListLoad<T> {
  const [data, setData] = useState<ListData<T>>({
    status: 'loading',
    rows: [],
    total: null,
    capped: false,
    shown: null,
  });
  const known = useRef<({ key: string } & Total) | null>(null);
  const [attempt, retry] = useReloadToken();
  const queryKey = JSON.stringify([path, query, pageSize, String(reloadToken)]);

  useEffect(() => {
    const controller = new AbortController();
    const knownTotal: Total | null = known.current?.key === queryKey ? known.current : null;
    const offset = (page - 1) * pageSize;
    const request: ListQuery = {
      ...(JSON.parse(queryKey)[1] as ListQuery),
      limit: pageSize,
      offset,
      withTotal: knownTotal === null ? undefined : false,
    };
    setData((d) => ({ ...d, status: 'loading' }));
    apiList<T>(path, request, { signal: controller.signal })
      .then(({ rows, total, capped }) => {
        if (controller.signal.aborted) return;
        let t: Total | null = total === null ? knownTotal : { total, capped };
        if (t?.capped && rows.length > 0 && rows.length < pageSize) {
          t = { total: offset + rows.length, capped: false };
        }
        if (t !== null) known.current = { key: queryKey, ...t };
        setData({
          status: 'ready',
          rows,
          total: t?.total ?? null,
          capped: t?.capped ?? false,
          shown: JSON.parse(queryKey)[1] as ListQuery,
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setData({ status: 'error', rows: [], total: null, capped: false, shown: null, error });
      });
    return () => controller.abort();
  }, [path, queryKey, page, pageSize, attempt]);

  return { ...data, retry };
}
