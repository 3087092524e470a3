/**
 * Seeding and calls for the guest tests: an employee with a guest code made through the staff API,
 * their timesheets, and calls under /api/guest/{code} from a given client address.
 */
import { callApi, seedEmployee, type EmployeeName, type Method } from './fixtures.js';
import { multipart, type FilePart } from './multipart.js';
import type { TestApp } from './testApp.js';
import { createTimesheet, weekBody } from './timesheets.fixture.js';

/** A new guest code of the employee and the link that carries it, made as the super user would. */
export async function issueGuestLink(
  t: TestApp,
  corpId: number,
  employeeId: number,
): Promise<{ guestCode: string; guestLink: string }> {
  const url = `/api/employees/${employeeId}/guest-code`;
  const res = await callApi(t, 'POST', url, t.superToken, undefined, corpId);
  if (res.statusCode !== 200) throw new Error(`no guest code: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A new guest code of the employee; answers the code. */
export async function issueGuestCode(t: TestApp, corpId: number, employeeId: number) {
  return (await issueGuestLink(t, corpId, employeeId)).guestCode;
}

/** An employee of `corpId` with a guest code. */
export async function seedGuest(t: TestApp, corpId: number, name: EmployeeName) {
  const employeeId = await seedEmployee(t, corpId, name);
  return { employeeId, code: await issueGuestCode(t, corpId, employeeId) };
}

/** A Pending week of the employee starting on `monday`, made by the super user. */
export function seedWeek(
  t: TestApp,
  corpId: number,
  employeeId: number,
  vendorId: number,
  monday: string,
) {
  const end = new Date(`${monday}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return createTimesheet(
    t,
    t.superToken,
    weekBody(employeeId, vendorId, {
      periodStartDate: monday,
      periodEndDate: end.toISOString().slice(0, 10),
    }),
    corpId,
  );
}

/** A guest call, from `ip` (default 127.0.0.1) with optional extra headers. */
export function guestCall(
  t: TestApp,
  method: Method | 'OPTIONS',
  code: string,
  path: string,
  opts: { payload?: unknown; ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: `/api/guest/${code}${path}`,
    payload: opts.payload as object,
    headers: opts.headers,
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
}

/** A guest upload of the given files to one timesheet. */
export function guestUpload(t: TestApp, code: string, timesheetId: number, files: FilePart[]) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/${code}/ts/${timesheetId}/attachments`,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: '127.0.0.1',
  });
}

/** A week's items filled in as the submit rules want: 8 hours and a comment on each workday. */
export function filledItems(items: { id: number; type: string }[]) {
  return items.map((i) => ({
    id: i.id,
    type: i.type,
    hoursWorked: i.type === 'HOLIDAY' ? 0 : 8,
    extraHours: 0,
    comment: i.type === 'HOLIDAY' ? null : 'Client work',
  }));
}
