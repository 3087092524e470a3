import type { TimesheetCounts } from '@staffledger/shared/core';
import { useCorpRead, useScreenOpen, type CorpRead } from './useCorpRead';

export { CORP_READ_REFRESH_MS as COUNTS_REFRESH_MS } from './useCorpRead';

export const TIMESHEETS_PATH = '/on/timesheets';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function readCounts(body: unknown): TimesheetCounts | null {
  const { missing, awaitingApproval, awaitingClient, clientApproval } = (body ??
    {}) as Partial<TimesheetCounts>;
  return isCount(missing) && isCount(awaitingApproval) && isCount(awaitingClient)
    ? // a setting the page does not know is taken as on: the count shows rather than hides
      { missing, awaitingApproval, awaitingClient, clientApproval: clientApproval ?? 'optional' }
    : null;
}

/**
 * GET /timesheets/counts, read again every minute and on returning to the tab (useCorpRead); 'off'
 * (no call at all) for a user the Timesheets screens are not for.
 */
export function useTimesheetCounts(): CorpRead<TimesheetCounts> {
  return useCorpRead(useScreenOpen(TIMESHEETS_PATH), '/timesheets/counts', readCounts);
}
