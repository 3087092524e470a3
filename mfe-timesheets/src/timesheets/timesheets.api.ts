import {
  apiFetch,
  timesheetItemsPath,
  type BulkStatusAnswer,
  type TimesheetStatus,
  type TimesheetStatusAnswer,
} from '@staffledger/shared';

export const TIMESHEETS_PATH = '/timesheets';

/**
 * PUT /timesheets/{id}/status: the list's Accept, Reject and Invoice, and the items screen's
 * Accept and Reject. A Reject carries the reason typed for it; every other move sends the bare
 * `{ status }`. The answer is the moved sheet, with a Reject's notice of who was e-mailed.
 */
export function setTimesheetStatus(
  id: number,
  status: TimesheetStatus,
  reason?: string,
): Promise<TimesheetStatusAnswer> {
  const body = reason === undefined ? { status } : { status, reason };
  return apiFetch<TimesheetStatusAnswer>(`${TIMESHEETS_PATH}/${id}/status`, {
    method: 'PUT',
    body,
  });
}

/** POST /timesheets/status: one Accept or Reject (one reason) for many sheets. */
export function setTimesheetStatuses(
  ids: readonly number[],
  status: TimesheetStatus,
  reason?: string,
): Promise<BulkStatusAnswer> {
  const body = reason === undefined ? { ids, status } : { ids, status, reason };
  return apiFetch<BulkStatusAnswer>(`${TIMESHEETS_PATH}/status`, { method: 'POST', body });
}

/** The items screen of one timesheet (the gear menu's View). */
export const timesheetItemsLink = timesheetItemsPath;

/** The form of an invoice (a timesheet's history links the invoice that billed it). */
export function invoiceFormPath(id: number): string {
  return `/on/invoices/edit/${encodeURIComponent(id)}`;
}
