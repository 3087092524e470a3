import { apiFetch, timesheetItemsPath, type TimesheetStatus } from '@staffledger/shared';

export const TIMESHEETS_PATH = '/timesheets';

/**
 * PUT /timesheets/{id}/status: the list's Accept, Reject and Invoice. A Reject carries the reason
 * typed for it; every other move sends the bare `{ status }`.
 */
export async function setTimesheetStatus(
  id: number,
  status: TimesheetStatus,
  reason?: string,
): Promise<void> {
  const body = reason === undefined ? { status } : { status, reason };
  await apiFetch(`${TIMESHEETS_PATH}/${id}/status`, { method: 'PUT', body });
}

/** The items screen of one timesheet (the gear menu's View). */
export const timesheetItemsLink = timesheetItemsPath;

/** The form of an invoice (a timesheet's history links the invoice that billed it). */
export function invoiceFormPath(id: number): string {
  return `/on/invoices/edit/${encodeURIComponent(id)}`;
}
