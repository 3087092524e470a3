/** Rejecting a timesheet with a reason: kept on the sheet, e-mailed to the employee, resubmitted. */
import {
  callApi,
  seedEmployee,
  seedSignedInEmployee,
  seedTenant,
  seedVendor,
  type Tenant,
} from '../../testing/fixtures.js';
import { issueGuestCode } from '../../testing/guest.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import {
  createTimesheet,
  forceStatus,
  insertAttachment,
  mailsTo as mailsToOf,
  timesheetSnapshot,
  weekBody,
} from '../../testing/timesheets.fixture.js';
import { rejectionMessage } from './rejection.mail.js';
import { RESUBMITTED_NOTE } from './timesheets.workflow.js';

let t: TestApp;
let acme: Tenant;
let vendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  vendorId = await seedVendor(t, acme.corpId, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

const setStatus = (id: number, body: object) =>
  callApi(t, 'PUT', `/api/timesheets/${id}/status`, acme.employer, body);

/** A SUBMITTED week of `employeeId`, complete enough to be submitted again. */
async function submittedWeek(employeeId: number): Promise<number> {
  const sheet = await createTimesheet(t, acme.employer, weekBody(employeeId, vendorId));
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = 8, comment = 'work'
      WHERE timesheet_id = $1 AND type <> 'HOLIDAY'`,
    [sheet.id],
  );
  await insertAttachment(t, acme.corpId, sheet.id);
  await forceStatus(t, sheet.id, 'SUBMITTED');
  return sheet.id;
}

const mailsTo = (to: string) => mailsToOf(t, to);

test('a reason is kept on the sheet, shown to the employee, and e-mailed with the link to fix it', async () => {
  const ann = await seedSignedInEmployee(t, acme.corpId, { firstName: 'Ann', lastName: 'Lee' });
  await t.db.query(`UPDATE employees SET email = 'ann@example.com' WHERE id = $1`, [ann.id]);
  const id = await submittedWeek(ann.id);

  const res = await setStatus(id, {
    status: 'Rejected',
    reason: '  Wednesday has 12 hours; the client approved 8.  ',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    status: 'REJECTED',
    rejectionReason: 'Wednesday has 12 hours; the client approved 8.',
  });
  // the employee reads it with their sheet, and staff in the list
  const own = await callApi(t, 'GET', `/api/timesheets/${id}`, ann.token);
  expect(own.json().rejectionReason).toBe('Wednesday has 12 hours; the client approved 8.');
  const list = await callApi(t, 'GET', '/api/timesheets?status=REJECTED', acme.employer);
  expect(list.json().map((r: { id: number }) => r.id)).toContain(id);

  const audit = await t.db.query(
    `SELECT changes FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 AND action = 'status'`,
    [String(id)],
  );
  expect(audit.rows.at(-1)?.changes).toEqual({
    status: { from: 'SUBMITTED', to: 'REJECTED' },
    reason: 'Wednesday has 12 hours; the client approved 8.',
  });

  const [mail] = await mailsTo('ann@example.com');
  expect(mail.subject).toBe('Timesheet rejected: Globex, 03/03/2025 - 03/09/2025');
  expect(mail.text).toContain('Hello Ann,');
  expect(mail.text).toContain('Reason: Wednesday has 12 hours; the client approved 8.');
  expect(mail.text).toContain(`/on/timesheet-items?timesheetId=${id}`);
  expect(mail.text).toContain('Kind regards,\nAcme Staffing');

  // submitting it again is noted in its history; the reason stays the latest one
  const again = await callApi(t, 'PUT', `/api/timesheets/${id}/items/submit`, ann.token, []);
  expect(again.statusCode).toBe(200);
  expect(again.json().timesheet).toMatchObject({ status: 'SUBMITTED' });
  const history = await t.db.query(
    `SELECT changes FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 AND action = 'status'
      ORDER BY id DESC LIMIT 1`,
    [String(id)],
  );
  expect(history.rows[0].changes).toEqual({
    status: { from: 'REJECTED', to: 'SUBMITTED' },
    note: RESUBMITTED_NOTE,
  });
});

test('the bare { status } still rejects, without a reason, and clears an earlier one', async () => {
  const ben = await seedEmployee(t, acme.corpId, { firstName: 'Ben' });
  await t.db.query(`UPDATE employees SET email = 'ben@example.com' WHERE id = $1`, [ben]);
  const id = await submittedWeek(ben);
  await setStatus(id, { status: 'REJECTED', reason: 'first' });
  await forceStatus(t, id, 'SUBMITTED');

  const res = await setStatus(id, { status: 'REJECTED' });
  expect(res.statusCode).toBe(200);
  expect(res.json().rejectionReason).toBeNull();
  const mails = await mailsTo('ben@example.com');
  expect(mails).toHaveLength(2);
  expect(mails[1].text).toContain('No reason was given.');
  // neither a sign-in nor a guest code: the employee is told to ask
  expect(mails[1].text).toContain('Ask Acme Staffing how to correct it.');
});

test('a guest is told to use their link, which the e-mail never holds', async () => {
  const gina = await seedEmployee(t, acme.corpId, { firstName: 'Gina' });
  await t.db.query(`UPDATE employees SET email = 'gina@example.com' WHERE id = $1`, [gina]);
  const code = await issueGuestCode(t, acme.corpId, gina);
  const id = await submittedWeek(gina);
  await setStatus(id, { status: 'REJECTED', reason: 'Missing the signed sheet.' });

  const [mail] = await mailsTo('gina@example.com');
  expect(mail.text).toContain('Open it with the timesheet link you were given');
  expect(mail.text).not.toContain(code);
  const verify = await t.app.inject({ method: 'GET', url: `/api/guest/${code}/verify` });
  expect(verify.json()[0]).toMatchObject({
    id,
    status: 'REJECTED',
    rejectionReason: 'Missing the signed sheet.',
  });
});

test('an employee without an e-mail address gets no e-mail; the rejection stands', async () => {
  const noMail = await seedEmployee(t, acme.corpId, { firstName: 'Nomail' });
  const id = await submittedWeek(noMail);
  const before = Number((await t.db.query('SELECT count(*) FROM outbox')).rows[0].count);
  expect((await setStatus(id, { status: 'REJECTED', reason: 'x' })).statusCode).toBe(200);
  await t.app.mailer.drain();
  expect(Number((await t.db.query('SELECT count(*) FROM outbox')).rows[0].count)).toBe(before);
});

test.each([
  [
    'a reason with another move',
    { status: 'PENDING', reason: 'fine' },
    'Only a rejection or an Accept takes a reason',
  ],
  [
    'a blank reason',
    { status: 'REJECTED', reason: '   ' },
    'Enter the reason for rejecting, or send none',
  ],
  ['a reason that is not text', { status: 'REJECTED', reason: 42 }, undefined],
  ['a reason over 2,000 characters', { status: 'REJECTED', reason: 'x'.repeat(2001) }, undefined],
])('%s is a 400 on the reason and changes nothing', async (_what, body, message) => {
  const cy = await seedEmployee(t, acme.corpId, { firstName: 'Cy' });
  const id = await submittedWeek(cy);
  const before = await timesheetSnapshot(t);
  const res = await setStatus(id, body);
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().fieldErrors)).toEqual(['reason']);
  if (message) expect(res.json().fieldErrors.reason).toBe(message);
  expect(await timesheetSnapshot(t)).toBe(before);
});

test('the e-mail’s words', () => {
  expect(
    rejectionMessage({
      firstName: 'Ann',
      corpName: 'Acme Staffing',
      vendorName: 'Globex',
      periodStartDate: '2025-03-03',
      periodEndDate: '2025-03-09',
      reason: 'Wednesday is missing.',
      sheetLink: 'https://staff.example/on/timesheet-items?timesheetId=7',
      guest: true,
    }),
  ).toEqual({
    subject: 'Timesheet rejected: Globex, 03/03/2025 - 03/09/2025',
    text:
      'Hello Ann,\n\n' +
      'Your timesheet for Globex, 03/03/2025 - 03/09/2025, was rejected.\n\n' +
      'Reason: Wednesday is missing.\n\n' +
      'Correct it and submit it again here:\n\n' +
      'https://staff.example/on/timesheet-items?timesheetId=7\n' +
      '\nKind regards,\nAcme Staffing\n',
  });
});
