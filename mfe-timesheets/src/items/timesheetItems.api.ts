import {
  apiFetch,
  attachmentFormData,
  toQueryString,
  type Attachment,
  type Timesheet,
  type TimesheetItem,
  type TimesheetSheetApi,
} from '@staffledger/shared';

const sheetPath = (id: number) => `/timesheets/${id}`;

function list<T>(body: unknown): T[] {
  return Array.isArray(body) ? (body as T[]) : [];
}

/** The items and attachments calls of a signed-in user (spec §7 "Timesheets"). */
export const staffSheetApi: TimesheetSheetApi = {
  items: async (id) => list<TimesheetItem>(await apiFetch(`${sheetPath(id)}/items`)),
  save: (id, items) => apiFetch(`${sheetPath(id)}/items/save`, { method: 'PUT', body: items }),
  submit: (id, items) => apiFetch(`${sheetPath(id)}/items/submit`, { method: 'PUT', body: items }),
  attachments: async (id) => list<Attachment>(await apiFetch(`${sheetPath(id)}/attachments`)),
  upload: (id, files) =>
    apiFetch(`${sheetPath(id)}/attachments`, {
      method: 'POST',
      body: attachmentFormData(id, files),
    }),
  download: async (id, attachmentId) => {
    const res = await apiFetch<Response>(`${sheetPath(id)}/attachments/${attachmentId}`, {
      accept: '*/*',
      raw: true,
    });
    return res.blob();
  },
  remove: async (id, attachmentId) => {
    await apiFetch(`${sheetPath(id)}/attachments/${attachmentId}`, { method: 'DELETE' });
  },
};

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
