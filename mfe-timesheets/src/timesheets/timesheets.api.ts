import { apiFetch, type TimesheetStatus } from '@staffledger/shared';

export const TIMESHEETS_PATH = '/timesheets';

/** PUT /timesheets/{id}/status: the list's Accept, Reject and Invoice. */
export async function setTimesheetStatus(id: number, status: TimesheetStatus): Promise<void> {
  await apiFetch(`${TIMESHEETS_PATH}/${id}/status`, { method: 'PUT', body: { status } });
}

/** The items screen of one timesheet (the gear menu's View). */
export function timesheetItemsLink(id: number): string {
  return `/on/timesheet-items?timesheetId=${encodeURIComponent(id)}`;
}
