/**
 * Timesheets for the tests: the body the timesheet form sends, sheets created through the API, and
 * the few direct writes the tests need to reach a state the API only reaches after many steps.
 */
import { callApi } from './fixtures.js';
import type { TestApp } from './testApp.js';

/** A row of GET /timesheets, and the body of a created timesheet. */
export type TimesheetRow = {
  id: number;
  employeeId: number;
  vendorId: number;
  employeeName: string;
  vendorName: string;
  periodStartDate: string;
  periodEndDate: string;
  totalHours: number;
  status: string;
  billingCode: string;
  notes: string | null;
  updateDate: string;
};

/** The body of a timesheet of one week, as the timesheet form sends it. */
export const weekBody = (employeeId: number, vendorId: number, over: object = {}) => ({
  employeeId,
  vendorId,
  periodStartDate: '2025-03-03',
  periodEndDate: '2025-03-09',
  billingCode: 'ACME-01',
  notes: 'first week',
  ...over,
});

/** A Pending timesheet created through the API as `token`; anything but 201 stops the setup. */
export async function createTimesheet(
  t: TestApp,
  token: string,
  body: object,
  corpId?: number,
): Promise<TimesheetRow> {
  const res = await callApi(t, 'POST', '/api/timesheets', token, body, corpId);
  if (res.statusCode !== 201)
    throw new Error(`timesheet not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Moves a timesheet straight to `status`, past the workflow's checks. */
export function forceStatus(t: TestApp, timesheetId: number, status: string) {
  return t.db.query('UPDATE timesheets SET status = $2 WHERE id = $1', [timesheetId, status]);
}

/** A small PDF attached straight in the database, for the submit rule that wants one. */
export function insertAttachment(t: TestApp, corpId: number, timesheetId: number) {
  return t.db.query(
    `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type, size_bytes,
                                        content)
     VALUES ($1, $2, 'week.pdf', 'application/pdf', 4, '\\x25504446')`,
    [corpId, timesheetId],
  );
}

/** The stored days of a timesheet in date order: date, type and hours as text. */
export async function storedItems(t: TestApp, timesheetId: number) {
  const { rows } = await t.db.query(
    `SELECT to_char(calendar_date, 'YYYY-MM-DD') AS date, type, hours_worked::text AS hours
       FROM timesheet_items WHERE timesheet_id = $1 ORDER BY calendar_date`,
    [timesheetId],
  );
  return rows;
}

/** Every timesheet row, item row and the audit count: equal before and after means nothing changed. */
export async function timesheetSnapshot(t: TestApp): Promise<string> {
  return JSON.stringify([
    (await t.db.query('SELECT * FROM timesheets ORDER BY id')).rows,
    (await t.db.query('SELECT * FROM timesheet_items ORDER BY id')).rows,
    (await t.db.query('SELECT count(*) FROM audit_log')).rows,
  ]);
}

/** The e-mails sent to `to` (any case), oldest first, once the background sends are done. */
export async function mailsTo(t: TestApp, to: string) {
  await t.app.mailer.drain();
  const { rows } = await t.db.query(
    'SELECT subject, text FROM outbox WHERE lower("to") = lower($1) ORDER BY id',
    [to],
  );
  return rows as { subject: string; text: string }[];
}
