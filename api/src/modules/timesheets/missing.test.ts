/** Missing timesheets: the list, the counts, the reminders by hand and by the daily job. */
import { activeWeekly } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedEmployee,
  seedSignedInEmployee,
  seedTenant,
  seedVendor,
  setSetting,
  type Tenant,
} from '../../testing/fixtures.js';
import { issueGuestCode } from '../../testing/guest.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { forceStatus } from '../../testing/timesheets.fixture.js';
import { addDays, businessToday } from '../common/business-day.js';
import { remindAllMissing } from './missing.job.js';

let t: TestApp;
let acme: Tenant;
let vendorId: number;
const today = businessToday();
/** The Monday three weeks before this week's: the arrangements' first day. */
const start = (() => {
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday - 21);
})();

/** An employee with an active weekly arrangement from `start`: a Pending sheet per week so far. */
async function employeeWithWeeks(firstName: string, email: string | null, code = 'B1') {
  const id = await seedEmployee(t, acme.corpId, { firstName, lastName: 'Lee' });
  if (email) await t.db.query('UPDATE employees SET email = $2 WHERE id = $1', [id, email]);
  await activeWeekly(t, acme.employer, { employeeId: id, vendorId }, start, code);
  const { rows } = await t.db.query<{ id: number; end: string }>(
    `SELECT id, to_char(period_end_date, 'YYYY-MM-DD') AS end FROM timesheets
      WHERE employee_id = $1 ORDER BY period_start_date`,
    [id],
  );
  return { id, sheets: rows };
}

const missing = async (token = acme.employer) => {
  const res = await callApi(t, 'GET', '/api/timesheets/missing', token);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    timesheetId: number;
    employeeId: number;
    daysOverdue: number;
    reminders: number;
    lastReminder: { by: string | null; to: string; delivery: string } | null;
  }[];
};
const remind = (employeeIds: number[]) =>
  callApi(t, 'POST', '/api/timesheets/missing/remind', acme.employer, { employeeIds });
const mailsTo = async (to: string) =>
  (await t.db.query('SELECT subject, text FROM outbox WHERE "to" = $1 ORDER BY id', [to])).rows as {
    subject: string;
    text: string;
  }[];

let ann: Awaited<ReturnType<typeof employeeWithWeeks>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  vendorId = await seedVendor(t, acme.corpId, 'Globex');
  ann = await employeeWithWeeks('Ann', 'ann@example.com');
});

afterAll(async () => {
  await t?.close();
});

test('the weeks still open two days after they ended are missing, with their days overdue', async () => {
  // four weeks so far: three ended at least 4 days ago, this week has not
  expect(ann.sheets).toHaveLength(4);
  const rows = (await missing()).filter((r) => r.employeeId === ann.id);
  expect(rows.map((r) => r.timesheetId)).toEqual(ann.sheets.slice(0, 3).map((s) => s.id));
  const overdue = (end: string) =>
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${addDays(end, 2)}T00:00:00Z`)) / 86_400_000;
  expect(rows.map((r) => r.daysOverdue)).toEqual(ann.sheets.slice(0, 3).map((s) => overdue(s.end)));
  expect(rows[0]).toMatchObject({ reminders: 0, lastReminder: null });

  // a submitted week is no longer missing; a setting of 10 days leaves only the oldest weeks
  await forceStatus(t, ann.sheets[0].id, 'SUBMITTED');
  expect((await missing()).map((r) => r.timesheetId)).not.toContain(ann.sheets[0].id);
  await setSetting(t, acme.corpId, 'missingAfterDays', '10');
  const later = (await missing()).filter((r) => r.employeeId === ann.id);
  const dueAfter10 = ann.sheets.slice(1).filter((w) => addDays(w.end, 10) < today);
  expect(later.map((r) => r.timesheetId)).toEqual(dueAfter10.map((w) => w.id));
  await setSetting(t, acme.corpId, 'missingAfterDays', '2');
  await forceStatus(t, ann.sheets[0].id, 'PENDING');
});

test('the landing page counts missing sheets and those waiting for Accept or Reject', async () => {
  const before = (await callApi(t, 'GET', '/api/timesheets/counts', acme.employer)).json();
  await forceStatus(t, ann.sheets[3].id, 'SUBMITTED');
  const after = (await callApi(t, 'GET', '/api/timesheets/counts', acme.employer)).json();
  expect(after).toEqual({
    missing: before.missing,
    awaitingApproval: before.awaitingApproval + 1,
    awaitingClient: 0,
    clientApproval: 'off',
  });
  expect(after.missing).toBe((await missing()).length);
  await forceStatus(t, ann.sheets[3].id, 'PENDING');
});

test('a reminder by hand: one e-mail per employee, recorded against each sheet', async () => {
  const gina = await employeeWithWeeks('Gina', 'gina@example.com', 'B2');
  const code = await issueGuestCode(t, acme.corpId, gina.id);
  const noMail = await employeeWithWeeks('Nomail', null, 'B3');
  const bo = await seedSignedInEmployee(t, acme.corpId, { firstName: 'Bo' });
  await t.db.query(`UPDATE employees SET email = 'bo@example.com' WHERE id = $1`, [bo.id]);

  const res = await remind([ann.id, gina.id, noMail.id, bo.id]);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    reminded: [
      { employeeId: ann.id, to: 'ann@example.com', sheets: 3, delivery: 'stored' },
      { employeeId: gina.id, to: 'gina@example.com', sheets: 3, delivery: 'stored' },
    ],
    skipped: [
      { employeeId: bo.id, employeeName: 'Bo Smith', reason: 'Nothing missing' },
      { employeeId: noMail.id, employeeName: 'Nomail Lee', reason: 'No e-mail address' },
    ],
  });
  const [annMail] = await mailsTo('ann@example.com');
  expect(annMail.subject).toBe('Reminder: 3 of your timesheets are missing');
  expect(annMail.text).toContain('These timesheets have not been submitted yet:');
  expect(annMail.text).toContain('- Globex, ');
  expect(annMail.text).toContain('Ask Acme Staffing how to fill them in.');
  const [ginaMail] = await mailsTo('gina@example.com');
  expect(ginaMail.text).toContain('Open them with the timesheet link you were given');
  expect(ginaMail.text).not.toContain(code);

  const annRows = (await missing()).filter((r) => r.employeeId === ann.id);
  for (const row of annRows) {
    expect(row.reminders).toBe(1);
    expect(row.lastReminder).toMatchObject({
      by: 'boss@a.example',
      to: 'ann@example.com',
      delivery: 'stored',
    });
  }
});

test('the daily job reminds only where the tenant asks, and not twice a day', async () => {
  const before = (await mailsTo('ann@example.com')).length;
  expect(await remindAllMissing(t.app, today)).toBe(0);

  await t.db.query(
    `UPDATE admin_settings SET value = 'true' WHERE corp_id = $1 AND feature = 'autoRemind'`,
    [acme.corpId],
  );
  // Ann and Gina were reminded by hand less than a day ago
  expect(await remindAllMissing(t.app, today)).toBe(0);
  await t.db.query(`UPDATE timesheet_reminders SET sent_at = sent_at - interval '2 days'`);
  await t.db.query(
    `UPDATE employee_reminder_claims SET claimed_at = claimed_at - interval '2 days'`,
  );
  expect(await remindAllMissing(t.app, today)).toBe(2);
  expect(await remindAllMissing(t.app, today)).toBe(0);
  expect((await mailsTo('ann@example.com')).length).toBe(before + 1);
  const [row] = (await missing()).filter((r) => r.employeeId === ann.id);
  expect(row).toMatchObject({ reminders: 2, lastReminder: { by: null, to: 'ann@example.com' } });
});

test('bad input is a 400, employees may not remind, another tenant sees nothing', async () => {
  expect((await remind([])).statusCode).toBe(400);
  expect((await remind([0])).statusCode).toBe(400);
  const bravo = await seedTenant(t, 'Bravo', 'boss@b.example');
  expect(await missing(bravo.employer)).toEqual([]);
  const other = await callApi(t, 'POST', '/api/timesheets/missing/remind', bravo.employer, {
    employeeIds: [ann.id],
  });
  expect(other.json()).toEqual({
    reminded: [],
    skipped: [{ employeeId: ann.id, employeeName: '', reason: 'Employee not found' }],
  });
  const emp = await seedSignedInEmployee(t, acme.corpId, { firstName: 'Eve' });
  expect((await callApi(t, 'GET', '/api/timesheets/missing', emp.token)).statusCode).toBe(403);
});
