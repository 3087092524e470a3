/**
 * Client approval through the API (docs/client-approval.md): a submitted week waits for its
 * vendor's approvers, who are e-mailed a link and approve or reject it without signing in.
 */
import { APPROVAL_TEXTS, TIMESHEET_LIMITS } from '@staffledger/contracts';
import {
  approvalCall,
  approvalMails,
  seedApprovalVendor,
  submitWeek,
} from '../../testing/approval.fixture.js';
import {
  callApi,
  seedEmployee,
  setSetting,
  twoTenants,
  type Tenant,
} from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { filledItems, guestCall, issueGuestCode, seedWeek } from '../../testing/guest.fixture.js';
import { insertAttachment, mailsTo } from '../../testing/timesheets.fixture.js';
import { runDailyReminders } from '../timesheets/missing.job.js';
import { NOT_WAITING } from './approval.routes.js';
import { CLIENT_REASON_REQUIRED } from './approval.workflow.js';

let t: TestApp;
let acme: Tenant;
let bravo: Tenant;
let n = 0;
let logs = '';
const GUEST_ORIGIN = 'http://guest.example.test:9001';

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line: string) => void (logs += line) },
    guestOrigins: [GUEST_ORIGIN],
  });
  const r = await twoTenants(t, ['Acme Staffing', 'Bravo Labor']);
  acme = { corpId: r.corpA, employer: r.employerA };
  bravo = { corpId: r.corpB, employer: r.employerB };
  await setSetting(t, acme.corpId, 'clientApproval', 'optional');
  await setSetting(t, bravo.corpId, 'clientApproval', 'optional');
});

afterAll(async () => {
  await t?.close();
});

/** A fresh employee and a vendor with one approver, so that each test's weeks are its own. */
async function placement(tenant = acme, approvers = 1) {
  n += 1;
  const emails = Array.from({ length: approvers }, (_, i) => `approver${n}-${i}@client.example`);
  const vendorId = await seedApprovalVendor(
    t,
    tenant.corpId,
    `Client ${n}`,
    emails.map((email, i) => ({ name: `Approver ${n}.${i}`, email })),
  );
  const employeeId = await seedEmployee(t, tenant.corpId, { firstName: `Worker${n}` });
  await t.db.query(`UPDATE employees SET email = $2 WHERE id = $1`, [
    employeeId,
    `worker${n}@staff.example`,
  ]);
  return { vendorId, employeeId, emails, employeeEmail: `worker${n}@staff.example` };
}

const sheetRow = async (id: number) =>
  (
    await t.db.query<{ status: string; awaiting_client: boolean }>(
      'SELECT status, awaiting_client FROM timesheets WHERE id = $1',
      [id],
    )
  ).rows[0];

const history = async (id: number, token = acme.employer) =>
  (await callApi(t, 'GET', `/api/timesheets/${id}/history`, token)).json() as {
    event: string;
    actorKind: string | null;
    actorName: string | null;
    reason: string | null;
    approvalLink: { id: number; sentAt: string } | null;
  }[];

/** Runs the daily job `hoursLater` after the last e-mails and the weeks put before approvers. */
async function dailyRun(hoursLater = 24) {
  await t.db.query(
    `UPDATE approver_mailings SET mailed_at = mailed_at - make_interval(hours => $1)`,
    [hoursLater],
  );
  await t.db.query(
    `UPDATE timesheets SET client_sent_at = client_sent_at - make_interval(hours => $1)
      WHERE awaiting_client`,
    [hoursLater],
  );
  await runDailyReminders(t.app, '2025-04-01');
  await t.app.mailer.drain();
}

describe('a submitted week goes to the vendor’s approvers', () => {
  test('with the setting off, nothing waits and nobody is e-mailed', async () => {
    const p = await placement(bravo);
    await setSetting(t, bravo.corpId, 'clientApproval', 'off');
    try {
      const id = await submitWeek(t, bravo.corpId, p.employeeId, p.vendorId, '2025-03-03');
      expect(await sheetRow(id)).toEqual({ status: 'SUBMITTED', awaiting_client: false });
      expect(await approvalMails(t, p.emails[0])).toEqual([]);
    } finally {
      await setSetting(t, bravo.corpId, 'clientApproval', 'optional');
    }
  });

  test('a vendor without an approver with an e-mail keeps the flow as today', async () => {
    const p = await placement();
    const noEmail = await callApi(t, 'PUT', `/api/vendors/${p.vendorId}`, acme.employer, {
      name: `Client ${n}`,
      contacts: [{ name: 'Silent', isApprover: true, isPrimary: true }],
    });
    expect(noEmail.statusCode).toBe(200);
    const id = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    expect((await sheetRow(id)).awaiting_client).toBe(false);
  });

  test('the first waiting week e-mails each approver at once with one link; the table keeps only its digest', async () => {
    const p = await placement(acme, 2);
    const id = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    expect(await sheetRow(id)).toEqual({ status: 'SUBMITTED', awaiting_client: true });
    const sheet = (await callApi(t, 'GET', `/api/timesheets/${id}`, acme.employer)).json();
    expect(sheet.awaitingClient).toBe(true);

    for (const email of p.emails) {
      const mails = await approvalMails(t, email);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(`Worker${n} Smith, 03/03/2025 - 03/09/2025, 40 hours`);
      expect(mails[0].text).toMatch(/\nhttps?:\/\/[^/]+\/on\/approval\?link=[\w-]{43}\n/);
      expect(mails[0].token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // 32 random bytes
      expect(Buffer.from(mails[0].token, 'base64url')).toHaveLength(32);
      const stored = await t.db.query(
        `SELECT l::text AS row FROM approval_links l WHERE email = $1`,
        [email],
      );
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0].row).not.toContain(mails[0].token);
      const digest = await t.db.query(
        `SELECT 1 FROM approval_links WHERE token_hash = sha256(convert_to($1, 'UTF8'))`,
        [mails[0].token],
      );
      expect(digest.rowCount).toBe(1);
    }
    const entries = await history(id);
    expect(entries.map((e) => e.event)).toEqual(['created', 'submitted', 'sent to client']);
    expect(entries[2]).toMatchObject({ actorKind: 'job', approvalLink: null });
  });

  test('the page lists the vendor’s waiting weeks, oldest first, with the approver and the expiry', async () => {
    const p = await placement();
    const first = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-10');
    const second = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const [mail] = await approvalMails(t, p.emails[0]);
    const res = await approvalCall(t, 'GET', mail.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const page = res.json();
    expect(page).toMatchObject({
      corpName: 'Acme Staffing',
      vendorName: `Client ${n}`,
      approver: { name: `Approver ${n}.0`, email: p.emails[0] },
    });
    const days = (Date.parse(page.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(page.weeks.map((w: { id: number }) => w.id)).toEqual([second, first]);
    expect(page.weeks[0]).toMatchObject({ totalHours: 40, attachmentCount: 1 });
    // the items and attachments as staff read them
    const items = await approvalCall(t, 'GET', mail.token, `/ts/${first}/items`);
    expect(items.statusCode).toBe(200);
    expect(items.json()).toEqual(
      (await callApi(t, 'GET', `/api/timesheets/${first}/items`, acme.employer)).json(),
    );
    const files = await approvalCall(t, 'GET', mail.token, `/ts/${first}/attachments`);
    expect(files.json()).toHaveLength(1);
    const download = await approvalCall(
      t,
      'GET',
      mail.token,
      `/ts/${first}/attachments/${files.json()[0].id}`,
    );
    expect(download.statusCode).toBe(200);
    // nothing writes through the link
    const save = await approvalCall(t, 'PUT', mail.token, `/ts/${first}/items/save`, {
      payload: [],
    });
    expect(save.statusCode).toBe(404);
    const remove = await approvalCall(
      t,
      'DELETE',
      mail.token,
      `/ts/${first}/attachments/${files.json()[0].id}`,
    );
    expect(remove.statusCode).toBe(404);
    expect(await approvalCall(t, 'GET', mail.token, `/ts/${first}/attachments`)).toMatchObject({
      statusCode: 200,
    });
  });
});

describe('decisions', () => {
  test('Approve moves the week as staff’s Accept; History names the approver and the link', async () => {
    const p = await placement();
    const id = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const [mail] = await approvalMails(t, p.emails[0]);
    const res = await approvalCall(t, 'POST', mail.token, `/ts/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 'APPROVED' });
    expect(await sheetRow(id)).toEqual({ status: 'APPROVED', awaiting_client: false });
    const last = (await history(id)).at(-1)!;
    const link = await t.db.query<{ id: string; sent_at: Date }>(
      'SELECT id, sent_at FROM approval_links WHERE email = $1',
      [p.emails[0]],
    );
    expect(last).toMatchObject({
      event: 'accepted',
      actorKind: 'approver',
      actorName: `Approver ${n}.0 (${p.emails[0]})`,
      approvalLink: { id: Number(link.rows[0].id), sentAt: link.rows[0].sent_at.toISOString() },
    });
    // decided: the same 404 as any week that is not waiting
    const again = await approvalCall(t, 'POST', mail.token, `/ts/${id}/approve`);
    expect(again.statusCode).toBe(404);
    expect((await approvalCall(t, 'GET', mail.token, `/ts/${id}/items`)).statusCode).toBe(404);
    // staff invoice it as any approved week
    const page = (await approvalCall(t, 'GET', mail.token)).json();
    expect(page.weeks).toEqual([]);
  });

  test('Reject needs a reason within staff’s limits; the employee is e-mailed it, resubmits, and the approver is asked again', async () => {
    const p = await placement();
    const id = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const [mail] = await approvalMails(t, p.emails[0]);
    const reject = (reason: unknown) =>
      approvalCall(t, 'POST', mail.token, `/ts/${id}/reject`, { payload: { reason } });
    for (const bad of ['   ', 'x'.repeat(TIMESHEET_LIMITS.rejectionReason + 1), 7]) {
      const res = await reject(bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await reject('  ')).json().message).toBe(APPROVAL_TEXTS.reasonRequired);
    expect((await approvalCall(t, 'POST', mail.token, `/ts/${id}/reject`)).statusCode).toBe(400);
    expect((await sheetRow(id)).status).toBe('SUBMITTED');

    const res = await reject('  Tuesday was a holiday here.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 'REJECTED' });
    const sheet = (await callApi(t, 'GET', `/api/timesheets/${id}`, acme.employer)).json();
    expect(sheet).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Tuesday was a holiday here.',
      awaitingClient: false,
    });
    const told = await mailsTo(t, p.employeeEmail);
    expect(told.at(-1)?.text).toContain('Reason: Tuesday was a holiday here.');
    expect((await history(id)).at(-1)).toMatchObject({
      event: 'rejected',
      actorKind: 'approver',
      reason: 'Tuesday was a holiday here.',
    });

    // resubmitted: it waits again and, nothing else waiting, the approver is e-mailed at once
    const again = await callApi(t, 'PUT', `/api/timesheets/${id}/status`, acme.employer, {
      status: 'SUBMITTED',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().awaitingClient).toBe(true);
    const mails = await approvalMails(t, p.emails[0]);
    expect(mails).toHaveLength(2);
    expect((await history(id)).slice(-2).map((e) => e.event)).toEqual([
      'resubmitted',
      'sent to client',
    ]);
  });

  test('two decisions at once move the week once: the other is a 409', async () => {
    const p = await placement(acme, 2);
    const id = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const [a] = await approvalMails(t, p.emails[0]);
    const [b] = await approvalMails(t, p.emails[1]);
    const answers = await Promise.all([
      approvalCall(t, 'POST', a.token, `/ts/${id}/approve`),
      approvalCall(t, 'POST', b.token, `/ts/${id}/reject`, { payload: { reason: 'No' } }),
      callApi(t, 'PUT', `/api/timesheets/${id}/status`, acme.employer, { status: 'APPROVED' }),
    ]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect([404, 409]).toContain(r.statusCode);
    }
    const approverLosers = answers.slice(0, 2).filter((r) => r.statusCode !== 200);
    for (const r of approverLosers) {
      if (r.statusCode === 409)
        expect(r.json()).toMatchObject({
          error: 'not_waiting',
          message: NOT_WAITING,
        });
    }
    const moves = await t.db.query(
      `SELECT 1 FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 AND action = 'status'
          AND changes->'status'->>'from' = 'SUBMITTED' AND changes->'status'->>'to' <> 'SUBMITTED'`,
      [String(id)],
    );
    expect(moves.rowCount).toBe(1);
  });

  test('Approve all approves every week asked for, and says why it refused the others', async () => {
    const p = await placement();
    const other = await placement();
    const w1 = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const w2 = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-10');
    const foreign = await submitWeek(
      t,
      acme.corpId,
      other.employeeId,
      other.vendorId,
      '2025-03-03',
    );
    const [mail] = await approvalMails(t, p.emails[0]);
    const res = await approvalCall(t, 'POST', mail.token, '/approve-all', {
      payload: { ids: [w1, foreign, w2, w1] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      approved: [w1, w2],
      refused: [{ id: foreign, message: 'Timesheet not found.' }],
    });
    expect((await sheetRow(foreign)).status).toBe('SUBMITTED');
    const tooMany = Array.from({ length: TIMESHEET_LIMITS.bulkStatus + 1 }, (_, i) => i + 1);
    for (const ids of [[], tooMany]) {
      const bad = await approvalCall(t, 'POST', mail.token, '/approve-all', { payload: { ids } });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('what a link opens', () => {
  test('another vendor’s or another corporation’s week, or one never waiting, is the same 404', async () => {
    const p = await placement();
    const other = await placement();
    const foreignCorp = await placement(bravo);
    await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const otherVendor = await submitWeek(
      t,
      acme.corpId,
      other.employeeId,
      other.vendorId,
      '2025-03-03',
    );
    const otherCorp = await submitWeek(
      t,
      bravo.corpId,
      foreignCorp.employeeId,
      foreignCorp.vendorId,
      '2025-03-03',
    );
    const pending = (
      await callApi(t, 'POST', '/api/timesheets', acme.employer, {
        employeeId: p.employeeId,
        vendorId: p.vendorId,
        periodStartDate: '2025-03-17',
        periodEndDate: '2025-03-23',
        billingCode: 'X',
      })
    ).json().id;
    const [mail] = await approvalMails(t, p.emails[0]);
    const answers = [];
    for (const id of [otherVendor, otherCorp, pending, 999_999_999]) {
      for (const path of [`/ts/${id}/items`, `/ts/${id}/attachments`]) {
        answers.push(await approvalCall(t, 'GET', mail.token, path));
      }
      answers.push(await approvalCall(t, 'POST', mail.token, `/ts/${id}/approve`));
      answers.push(
        await approvalCall(t, 'POST', mail.token, `/ts/${id}/reject`, { payload: { reason: 'x' } }),
      );
    }
    expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`))).toEqual(
      new Set(['404 {"error":"not_found","message":"Timesheet not found."}']),
    );
    expect((await sheetRow(otherVendor)).status).toBe('SUBMITTED');
    expect((await sheetRow(otherCorp)).status).toBe('SUBMITTED');
  });

  test('an expired link, or one whose contact is no longer an approver or removed, is a 401', async () => {
    const p = await placement(acme, 2);
    const id = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const [a] = await approvalMails(t, p.emails[0]);
    const [b] = await approvalMails(t, p.emails[1]);
    expect((await approvalCall(t, 'GET', a.token)).statusCode).toBe(200);

    await t.db.query(
      `UPDATE approval_links SET sent_at = now() - interval '15 days', expires_at = now() - interval '1 day'
        WHERE email = $1`,
      [p.emails[0]],
    );
    const expired = await approvalCall(t, 'GET', a.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      error: 'approval_link_expired',
      message: APPROVAL_TEXTS.expiredLink,
    });
    expect((await approvalCall(t, 'POST', a.token, `/ts/${id}/approve`)).statusCode).toBe(401);

    // the vendor saved with the second approver no longer one (its contacts re-created)
    const vendor = (await callApi(t, 'GET', `/api/vendors/${p.vendorId}`, acme.employer)).json();
    const contacts = vendor.contacts.map((c: { email: string | null }) => ({
      ...c,
      isApprover: c.email === p.emails[0],
    }));
    const saved = await callApi(t, 'PUT', `/api/vendors/${p.vendorId}`, acme.employer, {
      ...vendor,
      contacts,
    });
    expect(saved.statusCode).toBe(200);
    const invalid = { error: 'invalid_approval_link', message: APPROVAL_TEXTS.invalidLink };
    expect((await approvalCall(t, 'GET', b.token)).json()).toEqual(invalid);
    // made an approver again: the link opens again
    await callApi(t, 'PUT', `/api/vendors/${p.vendorId}`, acme.employer, {
      ...vendor,
      contacts: vendor.contacts,
    });
    expect((await approvalCall(t, 'GET', b.token)).statusCode).toBe(200);
    // removed
    await callApi(t, 'PUT', `/api/vendors/${p.vendorId}`, acme.employer, {
      ...vendor,
      updateDate: undefined,
      contacts: vendor.contacts.filter((c: { email: string | null }) => c.email !== p.emails[1]),
    });
    expect((await approvalCall(t, 'GET', b.token)).json()).toEqual(invalid);
    expect((await sheetRow(id)).status).toBe('SUBMITTED');
    for (const token of ['short', 'x'.repeat(43), `${b.token.slice(0, 42)}A`, 'a%20b']) {
      const res = await approvalCall(t, 'GET', token, '', { ip: '10.9.9.9' });
      expect([token, res.statusCode, res.body]).toEqual([token, 401, expect.any(String)]);
      expect(res.json().error).toBe('invalid_approval_link');
    }
  });

  test('30 wrong tokens at once from one address: at most 10 answered before 429s; a right one still opens', async () => {
    const p = await placement();
    await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const [mail] = await approvalMails(t, p.emails[0]);
    const ip = '10.7.7.7';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        approvalCall(t, 'GET', `${String(i).padStart(2, '0')}${'A'.repeat(41)}`, '', { ip }),
      ),
    );
    const not429 = answers.filter((r) => r.statusCode !== 429);
    expect(not429.length).toBeLessThanOrEqual(10);
    expect(not429.every((r) => r.statusCode === 401)).toBe(true);
    const limited = answers.find((r) => r.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await approvalCall(t, 'GET', mail.token, '', { ip })).statusCode).toBe(200);
  });
});

describe('staff', () => {
  test('under required, Accept of a waiting week asks for a reason that History shows; bulk refuses per sheet', async () => {
    const p = await placement();
    const w1 = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const w2 = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-10');
    await setSetting(t, acme.corpId, 'clientApproval', 'required');
    try {
      const accept = (body: object) =>
        callApi(t, 'PUT', `/api/timesheets/${w1}/status`, acme.employer, body);
      for (const body of [{ status: 'APPROVED' }, { status: 'APPROVED', reason: null }]) {
        const res = await accept(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'client_reason_required',
          message: CLIENT_REASON_REQUIRED,
        });
      }
      expect((await accept({ status: 'APPROVED', reason: '   ' })).statusCode).toBe(400);
      const bulk = await callApi(t, 'POST', '/api/timesheets/status', acme.employer, {
        ids: [w2],
        status: 'APPROVED',
      });
      expect(bulk.json().refused).toEqual([
        { id: w2, reason: CLIENT_REASON_REQUIRED, error: 'client_reason_required' },
      ]);
      expect((await sheetRow(w1)).status).toBe('SUBMITTED');

      const ok = await accept({ status: 'APPROVED', reason: 'approved by phone' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().awaitingClient).toBe(false);
      expect((await history(w1)).at(-1)).toMatchObject({
        event: 'accepted',
        actorKind: 'staff',
        reason: 'approved by phone',
        approvalLink: null,
      });
      const bulkOk = await callApi(t, 'POST', '/api/timesheets/status', acme.employer, {
        ids: [w2],
        status: 'APPROVED',
        reason: 'client unreachable',
      });
      expect(bulkOk.json().moved).toHaveLength(1);
    } finally {
      await setSetting(t, acme.corpId, 'clientApproval', 'optional');
    }
  });

  test('under optional, staff accept a waiting week as today; the list filters and counts the waiting weeks', async () => {
    const p = await placement();
    const w1 = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const w2 = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-10');
    const counted = async () =>
      (await callApi(t, 'GET', '/api/timesheets/counts', acme.employer)).json().awaitingClient;
    const waiting = await t.db.query(
      `SELECT count(*)::int AS n FROM timesheets WHERE corp_id = $1 AND awaiting_client`,
      [acme.corpId],
    );
    expect(await counted()).toBe(waiting.rows[0].n);
    // the setting comes with the count: a screen shows Awaiting client when it is on
    const counts = await callApi(t, 'GET', '/api/timesheets/counts', acme.employer);
    expect(counts.json().clientApproval).toBe('optional');
    const list = await callApi(
      t,
      'GET',
      `/api/timesheets?awaitingClient=true&vendorId=${p.vendorId}`,
      acme.employer,
    );
    expect(
      list
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([w1, w2].sort());
    const res = await callApi(t, 'PUT', `/api/timesheets/${w1}/status`, acme.employer, {
      status: 'APPROVED',
    });
    expect(res.statusCode).toBe(200);
    expect(await counted()).toBe(waiting.rows[0].n - 1);
    const after = await callApi(
      t,
      'GET',
      `/api/timesheets?awaitingClient=true&vendorId=${p.vendorId}`,
      acme.employer,
    );
    expect(after.json().map((r: { id: number }) => r.id)).toEqual([w2]);
    const bad = await callApi(t, 'GET', '/api/timesheets?awaitingClient=maybe', acme.employer);
    expect(bad.statusCode).toBe(400);
  });
});

describe('e-mails', () => {
  test('a guest’s Submit puts the week before the approvers too, and e-mails them at once', async () => {
    const p = await placement();
    const code = await issueGuestCode(t, acme.corpId, p.employeeId);
    const sheet = await seedWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    await insertAttachment(t, acme.corpId, sheet.id);
    const items = (await guestCall(t, 'GET', code, `/ts/${sheet.id}/items`)).json();
    const res = await guestCall(t, 'PUT', code, `/ts/${sheet.id}/items/submit`, {
      payload: filledItems(items),
    });
    expect(res.statusCode).toBe(200);
    expect(await sheetRow(sheet.id)).toEqual({ status: 'SUBMITTED', awaiting_client: true });
    expect(await approvalMails(t, p.emails[0])).toHaveLength(1);
  });

  test('two weeks submitted at once, nothing waiting before: one e-mail per approver, listing both', async () => {
    const p = await placement(acme, 2);
    const weeks = [];
    for (const monday of ['2025-03-03', '2025-03-10']) {
      const sheet = await seedWeek(t, acme.corpId, p.employeeId, p.vendorId, monday);
      await t.db.query(
        `UPDATE timesheet_items SET hours_worked = 8, comment = 'work'
          WHERE timesheet_id = $1 AND type <> 'HOLIDAY'`,
        [sheet.id],
      );
      await insertAttachment(t, acme.corpId, sheet.id);
      weeks.push(sheet.id);
    }
    const answers = await Promise.all(
      weeks.map((id) =>
        callApi(t, 'PUT', `/api/timesheets/${id}/status`, acme.employer, { status: 'SUBMITTED' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const email of p.emails) {
      const mails = await approvalMails(t, email);
      expect(mails).toHaveLength(1);
    }
    // the digest of the next day lists both for whoever the first e-mail missed one of
    await dailyRun(24);
    for (const email of p.emails) {
      const all = (await approvalMails(t, email)).map((m) => m.text).join('\n');
      expect(all).toContain('03/03/2025 - 03/09/2025');
      expect(all).toContain('03/10/2025 - 03/16/2025');
    }
  });

  test('weeks submitted while others wait join one digest a day per approver, listing everything waiting', async () => {
    const p = await placement();
    await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-10');
    await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-17');
    expect(await approvalMails(t, p.emails[0])).toHaveLength(1);
    // the same day: no second e-mail
    await dailyRun(2);
    expect(await approvalMails(t, p.emails[0])).toHaveLength(1);
    await dailyRun(24);
    const mails = await approvalMails(t, p.emails[0]);
    expect(mails).toHaveLength(2);
    for (const period of [
      '03/03/2025 - 03/09/2025',
      '03/10/2025 - 03/16/2025',
      '03/17/2025 - 03/23/2025',
    ]) {
      expect(mails[1].text).toContain(period);
    }
    expect(mails[1].text).not.toContain('waited more than');
    // nothing new and nothing overdue: no e-mail the next day
    await dailyRun(24);
    expect(await approvalMails(t, p.emails[0])).toHaveLength(2);
  });

  test('approvers are reminded once a day of weeks waiting longer than approvalReminderDays', async () => {
    const p = await placement();
    await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    expect(await approvalMails(t, p.emails[0])).toHaveLength(1);
    // 1, then 2 days waiting: fewer than 3 (the default), nothing new
    await dailyRun(24);
    await dailyRun(24);
    expect(await approvalMails(t, p.emails[0])).toHaveLength(1);
    await dailyRun(48);
    const mails = await approvalMails(t, p.emails[0]);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('Some have waited more than 3 days.');
    await dailyRun(3);
    expect(await approvalMails(t, p.emails[0])).toHaveLength(2);
    await dailyRun(24);
    expect(await approvalMails(t, p.emails[0])).toHaveLength(3);
    // the newest link works, and so do the older ones until they expire
    for (const m of await approvalMails(t, p.emails[0])) {
      expect((await approvalCall(t, 'GET', m.token)).statusCode).toBe(200);
    }
  });
});

describe('the standalone guest app and the logs', () => {
  test('the guest app’s origin may call the approval API; other origins get no CORS header', async () => {
    const p = await placement();
    await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-03-03');
    const [mail] = await approvalMails(t, p.emails[0]);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/approval/${mail.token}/approve-all`,
      headers: {
        origin: GUEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(GUEST_ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/approval/${mail.token}`,
      headers: { origin: GUEST_ORIGIN },
    });
    expect(page.headers['access-control-allow-origin']).toBe(GUEST_ORIGIN);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/approval/${mail.token}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('request logs show /api/approval/[REDACTED]/..., never a token', async () => {
    const tokens = (
      await t.db.query<{ text: string }>(
        `SELECT text FROM outbox WHERE subject = 'Timesheets waiting for your approval'`,
      )
    ).rows.map((r) => /link=([\w-]{43})/.exec(r.text)![1]);
    expect(tokens.length).toBeGreaterThan(5);
    expect(logs).toContain('/api/approval/[REDACTED]');
    for (const token of tokens) expect(logs).not.toContain(token);
  });
});
