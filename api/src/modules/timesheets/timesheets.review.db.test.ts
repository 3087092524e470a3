/**
 * A review (Accept, Reject) moves in one statement and checks the row it locked afterwards, so a
 * refusal must undo the statement whole: the sheet, its waiting flag, its counts and the audit trail
 * as they were.
 */
import { seedApprovalVendor, submitWeek } from '../../testing/approval.fixture.js';
import {
  callApi,
  seedEmployee,
  setSetting,
  twoTenants,
  type Tenant,
} from '../../testing/fixtures.js';
import { seedWeek } from '../../testing/guest.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let acme: Tenant;
let bravo: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  const r = await twoTenants(t, ['Acme Staffing', 'Bravo Labor']);
  acme = { corpId: r.corpA, employer: r.employerA };
  bravo = { corpId: r.corpB, employer: r.employerB };
});

afterAll(async () => {
  await t?.close();
});

/** Everything a review writes, for one sheet: its row, its employee's counts, its audit rows. */
async function footprint(id: number) {
  const sheet = await t.db.query(
    `SELECT status, awaiting_client, rejection_reason, update_date FROM timesheets WHERE id = $1`,
    [id],
  );
  const counts = await t.db.query(
    `SELECT e.* FROM employees e JOIN timesheets s ON s.employee_id = e.id WHERE s.id = $1`,
    [id],
  );
  const audit = await t.db.query(
    `SELECT action, changes FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 ORDER BY id`,
    [String(id)],
  );
  return { sheet: sheet.rows[0], employee: counts.rows[0], audit: audit.rows };
}

async function placement(tenant: Tenant, name: string, approvers = 0) {
  const vendorId = await seedApprovalVendor(
    t,
    tenant.corpId,
    name,
    Array.from({ length: approvers }, (_, i) => ({
      name: `Approver ${i}`,
      email: `approver${i}@${name.toLowerCase()}.example`,
    })),
  );
  const employeeId = await seedEmployee(t, tenant.corpId, { firstName: name });
  return { vendorId, employeeId };
}

const review = (id: number, body: object, token = acme.employer) =>
  callApi(t, 'PUT', `/api/timesheets/${id}/status`, token, body);

test('a move the table forbids answers its 409 and changes nothing', async () => {
  const p = await placement(acme, 'Pending');
  const { id } = await seedWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-06-02');
  const before = await footprint(id);
  for (const status of ['APPROVED', 'REJECTED']) {
    const res = await review(id, { status, reason: 'no' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Cannot change a pending timesheet to ${status.toLowerCase()}.`,
    );
  }
  expect(await footprint(id)).toEqual(before);
});

test('another corporation’s sheet is not found, and stays as it was', async () => {
  const p = await placement(bravo, 'Elsewhere');
  const id = await submitWeek(t, bravo.corpId, p.employeeId, p.vendorId, '2025-06-02');
  const before = await footprint(id);
  const res = await review(id, { status: 'REJECTED', reason: 'not ours' });
  expect(res.statusCode).toBe(404);
  expect(await footprint(id)).toEqual(before);
});

test('an Accept refused for want of the client’s reason leaves the week waiting, unaudited', async () => {
  const p = await placement(acme, 'Waiting', 1);
  await setSetting(t, acme.corpId, 'clientApproval', 'required');
  try {
    const id = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-06-09');
    const before = await footprint(id);
    expect(before.sheet.awaiting_client).toBe(true);
    expect((await review(id, { status: 'APPROVED' })).statusCode).toBe(400);
    expect(await footprint(id)).toEqual(before);

    const res = await review(id, { status: 'APPROVED', reason: 'approved by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'APPROVED', awaitingClient: false });
    const after = await footprint(id);
    expect(after.audit.slice(before.audit.length)).toEqual([
      {
        action: 'status',
        changes: { status: { from: 'SUBMITTED', to: 'APPROVED' }, reason: 'approved by phone' },
      },
    ]);
  } finally {
    await setSetting(t, acme.corpId, 'clientApproval', 'off');
  }
});

test('a Reject keeps its reason on the sheet and answers the sheet as the list shows it', async () => {
  const p = await placement(acme, 'Rejected');
  const id = await submitWeek(t, acme.corpId, p.employeeId, p.vendorId, '2025-06-16');
  const res = await review(id, { status: 'REJECTED', reason: 'Tuesday is missing' });
  expect(res.statusCode).toBe(200);
  const listed = await callApi(
    t,
    'GET',
    `/api/timesheets?employeeId=${p.employeeId}`,
    acme.employer,
  );
  const { rejectionNotice: _notice, ...sheet } = res.json();
  expect(listed.json()).toEqual([sheet]);
  expect(sheet).toMatchObject({ status: 'REJECTED', rejectionReason: 'Tuesday is missing' });
});
