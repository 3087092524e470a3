import { useEffect, useState } from 'react';
import { apiFetch, type TimesheetCounts } from '@staffledger/shared';
import { TIMESHEETS_PATH } from './timesheets.api';

/**
 * How many of the corporation's weeks wait for their vendor's approver (GET /timesheets/counts),
 * read again with the list (`reloadToken`: after an Accept or Reject); null until it is known,
 * while it cannot be read, and while the corporation has no client approval and nothing waits:
 * the count is a way in, not the list.
 */
export function useAwaitingClient(reloadToken: number): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<Partial<TimesheetCounts> | undefined>(`${TIMESHEETS_PATH}/counts`, {
      signal: controller.signal,
    }).then(
      (body) => {
        const n = body?.awaitingClient;
        // without client approval the count is noise, unless weeks sent before still wait
        const shown = Number.isInteger(n) && (body?.clientApproval !== 'off' || (n as number) > 0);
        if (!controller.signal.aborted) setCount(shown ? (n as number) : null);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [reloadToken]);
  return count;
}
