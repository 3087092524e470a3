import { useEffect, useState } from 'react';

export type WholeList<T> = {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  /** What the last read failed with (status 'error'). */
  error?: unknown;
};

/**
 * A list a screen reads whole (no paging: a working queue such as the missing timesheets), read
 * again whenever `reloadToken` changes. A reload keeps the rows on screen (status 'loading') until
 * the new ones arrive, so a row changed by an action is replaced in place rather than the table
 * blinking away. `load` is called with the signal that a newer load aborts.
 */
export function useWholeList<T>(
  load: (signal: AbortSignal) => Promise<T[]>,
  reloadToken: unknown,
): WholeList<T> {
  const [data, setData] = useState<WholeList<T>>({ status: 'loading', rows: [] });
  useEffect(() => {
    const controller = new AbortController();
    setData((d) => ({ ...d, status: 'loading' }));
    load(controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setData({ status: 'ready', rows });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setData({ status: 'error', rows: [], error });
      },
    );
    return () => controller.abort();
    // `load` is a module's fetch function: the reload token alone says when to read again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloadToken]);
  return data;
}
