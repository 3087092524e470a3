import { apiFetch, TIMESHEET_LIST, toQueryString, type Timesheet } from '@staffledger/shared';
import { createSheetApi, type TimesheetSheetApi } from '@staffledger/shared/sheet';

const sheetPath = (id: number) => `/timesheets/${id}`;

function list<T>(body: unknown): T[] {
  return Array.isArray(body) ? (body as T[]) : [];
}

/** The items and attachments calls of a signed-in user (docs/workflows.md#items, docs/files.md). */
export const staffSheetApi: TimesheetSheetApi = createSheetApi(sheetPath);

export function fetchTimesheet(id: number): Promise<Timesheet> {
  return apiFetch<Timesheet>(sheetPath(id));
}

/** An employee's timesheets, oldest period first. */
export async function fetchEmployeeTimesheets(employeeId: number): Promise<Timesheet[]> {
  return list<Timesheet>(await apiFetch(`/timesheets/employee/${employeeId}`));
}

/** Staff without a timesheet in the URL walk the corporation's sheets, oldest period first. */
export async function fetchAllTimesheets(): Promise<Timesheet[]> {
  const query = toQueryString({ sort: 'periodStartDate', order: 'asc', limit: 200 });
  return list<Timesheet>(await apiFetch(`/timesheets${query}`));
}

/**
 * The id of the first Submitted sheet other than `currentId` in the Timesheets list's default
 * order (newest period first), or null when none other waits.
 */
export async function fetchNextWaiting(currentId: number): Promise<number | null> {
  const query = toQueryString({
    status: 'SUBMITTED',
    sort: TIMESHEET_LIST.defaultSort,
    order: TIMESHEET_LIST.defaultOrder,
    limit: 2,
  });
  const rows = list<Timesheet>(await apiFetch(`/timesheets${query}`));
  return rows.find((s) => s.id !== currentId)?.id ?? null;
}
