/**
 * Reminders and rejection e-mails to an employee who may sign in but has not set a password carry
 * a set-password link (api/src/modules/employees/README.md#invitations): a fresh invitation at most
 * once a day, else a pointer to the one already sent. Everyone else's e-mails are as before.
 */
import { activeWeekly } from '../../testing/billings.fixture.js';
import {
  auditTrail,
  callApi,
  PASSWORD,
  seedTenant,
  seedVendor,
  setSetting,
  type Tenant,
} from '../../testing/fixtures.js';
import { issueGuestCode } from '../../testing/guest.fixture.js';
import {
  changeWithCode,
  fragmentOf,
  outboxTo,
  passwordLinkIn,
} from '../../testing/invitations.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { forceStatus } from '../../testing/timesheets.fixture.js';
import { addDays, businessToday } from '../common/business-day.js';
import { remindAllMissing } from './missing.job.js';

let t: TestApp;
let acme: Tenant;
let vendorId: number;
const today = businessToday();
const start = addDays(today, -28);

/** An employee saved with an address (an account, no password) and four missing weeks. */
async function employeeWithWeeks(firstName: string, code: string) {
  const email = `${firstName.toLowerCase()}@example.com`;
  const res = await callApi(t, 'POST', '/api/employees', acme.employer, {
    firstName,
    lastName: 'Lee',
    designation: 'Developer',
    category: 'W2',
    workAuth: 'Citizen',
    email,
  });
  expect(res.statusCode).toBe(201);
  const id: number = res.json().id;
  await activeWeekly(t, acme.employer, { employeeId: id, vendorId }, start, code);
  return { id, email };
}

const remind = (employeeIds: number[]) =>
  callApi(t, 'POST', '/api/timesheets/missing/remind', acme.employer, { employeeIds });

async function lastMail(to: string) {
  const mails = await outboxTo(t, to);
  return mails[mails.length - 1];
}

const unusedCodes = async (email: string) =>
  Number(
    (
      await t.db.query(
        `SELECT count(*) FROM password_reset_codes c JOIN users u ON u.id = c.user_id
          WHERE u.username = $1 AND c.used_at IS NULL`,
        [email],
      )
    ).rows[0].count,
  );

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  vendorId = await seedVendor(t, acme.corpId, 'Globex');
  // saving invites nobody here, so that the e-mails about timesheets are the first to
  await setSetting(t, acme.corpId, 'inviteOnSave', 'off');
  // the e-mails' words are at stake here, not the wait between two reminders
  await setSetting(t, acme.corpId, 'remindAgainAfterHours', '0');
});

afterAll(async () => {
  await t?.close();
});

test('a reminder carries a fresh link once a day, and points at it in between', async () => {
  const pia = await employeeWithWeeks('Pia', 'P1');
  expect((await remind([pia.id])).statusCode).toBe(200);
  const first = await lastMail(pia.email);
  expect(first.text).toContain('To sign in, first set your password with this link');
  expect(first.text).toContain(`Your user name is ${pia.email}.`);
  expect(first.text).toContain('Then open each link above, fill in your hours and submit');
  expect(first.text).toMatch(/- Globex, .*: http:\/\/localhost:8080\/on\/timesheet-items\?/);
  expect(first.text).not.toContain('Ask Acme Staffing');
  const link = passwordLinkIn(first.text) as URL;
  expect(link.search).toBe('?mode=reset&invited=1');
  const { user, code } = fragmentOf(link);
  expect(user).toBe(pia.email);
  const read = (await callApi(t, 'GET', `/api/employees/${pia.id}`, acme.employer)).json();
  expect(read.invitedAt).not.toBeNull();
  const trail = await auditTrail(t, 'employee', pia.id);
  expect(trail.at(-1)).toMatchObject({
    action: 'send',
    username: 'boss@a.example',
    changes: { invitation: { to: pia.email, with: 'reminder' } },
  });

  // the same day: no new code, which would end the link just sent
  expect((await remind([pia.id])).statusCode).toBe(200);
  const second = await lastMail(pia.email);
  expect(second.text).toContain(
    'To sign in, first set your password with the link in the invitation e-mailed to you on',
  );
  expect(second.text).toContain('http://localhost:8080/on/password-reset?mode=forgot');
  expect(passwordLinkIn(second.text)).toBeNull();
  expect(await unusedCodes(pia.email)).toBe(1);

  // a day later, a fresh link, which ends the first
  await t.db.query(
    `UPDATE password_reset_codes SET created_at = created_at - interval '25 hours'
      WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
    [pia.email],
  );
  expect((await remind([pia.id])).statusCode).toBe(200);
  const third = fragmentOf(passwordLinkIn((await lastMail(pia.email)).text) as URL);
  expect(third.code).not.toBe(code);
  expect(await unusedCodes(pia.email)).toBe(1);
  expect((await changeWithCode(t, pia.email, code as string, PASSWORD)).statusCode).toBe(400);
  expect((await changeWithCode(t, pia.email, third.code as string, PASSWORD)).statusCode).toBe(200);

  // signed in from now on: the sheet links alone
  expect((await remind([pia.id])).statusCode).toBe(200);
  const after = (await lastMail(pia.email)).text;
  expect(after).toContain('Open each link, fill in your hours and submit the timesheet.');
  expect(after).not.toContain('set your password');
});

test('a guest keeps the words about their link, and gets no code', async () => {
  const quinn = await employeeWithWeeks('Quinn', 'Q1');
  await issueGuestCode(t, acme.corpId, quinn.id);
  expect((await remind([quinn.id])).statusCode).toBe(200);
  const mail = await lastMail(quinn.email);
  expect(mail.text).toContain('Open them with the timesheet link you were given');
  expect(passwordLinkIn(mail.text)).toBeNull();
  expect(await unusedCodes(quinn.email)).toBe(0);
});

test('the daily job gives the link too, recorded as the job’s', async () => {
  const ray = await employeeWithWeeks('Ray', 'R1');
  await setSetting(t, acme.corpId, 'autoRemind', 'true');
  await t.db.query(`UPDATE timesheet_reminders SET sent_at = sent_at - interval '2 days'`);
  expect(await remindAllMissing(t.app, today)).toBeGreaterThan(0);
  await setSetting(t, acme.corpId, 'autoRemind', 'false');
  const mail = await lastMail(ray.email);
  expect(passwordLinkIn(mail.text)).not.toBeNull();
  const trail = await auditTrail(t, 'employee', ray.id);
  expect(trail.at(-1)).toMatchObject({ action: 'send', username: null });
});

test('a rejection carries the link for a first-time user, not for one who signs in', async () => {
  const sam = await employeeWithWeeks('Sam', 'S1');
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id FROM timesheets WHERE employee_id = $1 ORDER BY period_start_date LIMIT 2',
    [sam.id],
  );
  const reject = async (id: number) => {
    await forceStatus(t, id, 'SUBMITTED');
    const res = await callApi(t, 'PUT', `/api/timesheets/${id}/status`, acme.employer, {
      status: 'REJECTED',
      reason: 'Tuesday is missing.',
    });
    expect(res.statusCode).toBe(200);
    return lastMail(sam.email);
  };
  const first = await reject(rows[0].id);
  expect(first.subject).toMatch(/^Timesheet rejected: Globex, /);
  expect(first.text).toContain('To sign in, first set your password with this link');
  expect(first.text).toContain(
    `Then correct it and submit it again here:\n\nhttp://localhost:8080/on/timesheet-items?timesheetId=${rows[0].id}`,
  );
  const { code } = fragmentOf(passwordLinkIn(first.text) as URL);
  const trail = await auditTrail(t, 'employee', sam.id);
  expect(trail.at(-1)).toMatchObject({ changes: { invitation: { with: 'rejection' } } });

  expect((await changeWithCode(t, sam.email, code as string, PASSWORD)).statusCode).toBe(200);
  const second = await reject(rows[1].id);
  expect(second.text).not.toContain('set your password');
  expect(second.text).toContain('Correct it and submit it again here:');
});
