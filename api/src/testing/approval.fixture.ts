/**
 * Seeding and calls for the client approval tests: a vendor with approver contacts, weeks submitted
 * through the workflow, the link an approver was e-mailed, and calls under /api/approval/{token}.
 */
import { callApi, seedVendor, type Method } from './fixtures.js';
import { seedWeek } from './guest.fixture.js';
import type { TestApp } from './testApp.js';
import { insertAttachment } from './timesheets.fixture.js';

export type Approver = { name: string; email: string };

/** A vendor of `corpId` whose contacts are these approvers (and a primary contact who is not). */
export function seedApprovalVendor(
  t: TestApp,
  corpId: number,
  name: string,
  approvers: Approver[],
) {
  return seedVendor(t, corpId, {
    name,
    contacts: [
      {
        name: 'Front Desk',
        email: `desk@${name.toLowerCase().replace(/\W/g, '')}.example`,
        isPrimary: true,
      },
      ...approvers.map((a) => ({ ...a, isApprover: true })),
    ],
  });
}

/** A week of the employee starting on `monday`, filled in and submitted through the workflow. */
export async function submitWeek(
  t: TestApp,
  corpId: number,
  employeeId: number,
  vendorId: number,
  monday: string,
): Promise<number> {
  const sheet = await seedWeek(t, corpId, employeeId, vendorId, monday);
  await fillAndAttach(t, corpId, sheet.id);
  const res = await callApi(
    t,
    'PUT',
    `/api/timesheets/${sheet.id}/status`,
    t.superToken,
    { status: 'SUBMITTED' },
    corpId,
  );
  if (res.statusCode !== 200) throw new Error(`not submitted: ${res.statusCode} ${res.body}`);
  return sheet.id;
}

/** 8 hours and a comment on each workday, and an attachment: what Submit asks for. */
export async function fillAndAttach(t: TestApp, corpId: number, timesheetId: number) {
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = 8, comment = 'work'
      WHERE timesheet_id = $1 AND type <> 'HOLIDAY'`,
    [timesheetId],
  );
  await t.db.query(
    `UPDATE timesheets SET total_hours =
       (SELECT sum(hours_worked + extra_hours) FROM timesheet_items WHERE timesheet_id = $1)
      WHERE id = $1`,
    [timesheetId],
  );
  await insertAttachment(t, corpId, timesheetId);
}

/** The approval e-mails sent to `to`, oldest first, each with the token of its link. */
export async function approvalMails(t: TestApp, to: string) {
  await t.app.mailer.drain();
  const { rows } = await t.db.query<{ subject: string; text: string }>(
    `SELECT subject, text FROM outbox
      WHERE lower("to") = lower($1) AND subject = 'Timesheets waiting for your approval' ORDER BY id`,
    [to],
  );
  return rows.map((r) => ({ ...r, token: /[?&]link=([A-Za-z0-9_-]+)/.exec(r.text)?.[1] ?? '' }));
}

/** A call under /api/approval/{token}, from `ip` (default 127.0.0.1). */
export function approvalCall(
  t: TestApp,
  method: Method,
  token: string,
  path = '',
  opts: { payload?: unknown; ip?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/approval/${token}${path}`,
    payload: opts.payload as object,
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
}
