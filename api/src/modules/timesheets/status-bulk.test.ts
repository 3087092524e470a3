/**
 * POST /timesheets/status: Accept or Reject many sheets at once, each moved through the single
 * change's rules and audit, the refused ones with their reasons; and the notice a Reject answers.
 */
import { TIMESHEET_LIMITS } from '@staffledger/contracts';
import {
  auditTrail,
  callApi,
  seedEmployee,
  seedSignedInEmployee,
  seedVendor,
  twoTenants,
} from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import {
  createTimesheet,
  forceStatus,
  mailsTo as mailsToOf,
  timesheetSnapshot,
  weekBody,
} from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpA: number;
let employerA: string;
let employerB: string;
let vendorId: number;
let weekNo = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, employerA, employerB } = await twoTenants(t));
  vendorId = await seedVendor(t, corpA, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

const bulk = (body: object, token = employerA) =>
  callApi(t, 'POST', '/api/timesheets/status', token, body);

/** A week of `employeeId` (each call a later week, so none overlap) in `status`. */
async function sheet(
  employeeId: number,
  status = 'SUBMITTED',
  token = employerA,
  vendor = vendorId,
) {
  const start = new Date(Date.UTC(2025, 0, 6 + 7 * weekNo++));
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const created = await createTimesheet(
    t,
    token,
    weekBody(employeeId, vendor, { periodStartDate: day(start), periodEndDate: day(end) }),
  );
  await forceStatus(t, created.id, status);
  return created.id;
}

const statusOf = async (id: number) =>
  (await t.db.query('SELECT status FROM timesheets WHERE id = $1', [id])).rows[0]?.status;

const mailsTo = (to: string) => mailsToOf(t, to);

async function employeeWithMail(firstName: string, email: string | null) {
  const id = await seedEmployee(t, corpA, { firstName, lastName: 'Bulk' });
  if (email) await t.db.query('UPDATE employees SET email = $2 WHERE id = $1', [id, email]);
  return id;
}

test('Accept moves every submitted sheet asked, once each, and refuses the others with the reason', async () => {
  const ann = await employeeWithMail('Ann', null);
  const [a, b, c] = [await sheet(ann), await sheet(ann), await sheet(ann)];
  const approved = await sheet(ann, 'APPROVED');
  const res = await bulk({ ids: [a, b, approved, a, 999_999, c], status: 'approved' });

  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    moved: [a, b, c].map((id) => ({ id, employeeName: 'Ann Bulk', status: 'APPROVED' })),
    refused: [
      {
        id: approved,
        reason: 'Cannot change an approved timesheet to approved.',
        error: 'conflict',
      },
      { id: 999_999, reason: 'Timesheet not found.', error: 'not_found' },
    ],
  });
  for (const id of [a, b, c]) {
    expect(await statusOf(id)).toBe('APPROVED');
    // the same audit row as a single Accept, one per sheet
    const trail = (await auditTrail(t, 'timesheet', id)).filter((r) => r.action === 'status');
    expect(trail).toEqual([
      expect.objectContaining({
        changes: { status: { from: 'SUBMITTED', to: 'APPROVED' } },
        username: 'boss@a.example',
      }),
    ]);
  }
  expect(await auditTrail(t, 'timesheet', approved)).not.toContainEqual(
    expect.objectContaining({ action: 'status' }),
  );
});

test('Reject keeps one reason on each sheet, e-mails each employee and says who was told', async () => {
  const bea = await employeeWithMail('Bea', 'bea@example.com');
  const cal = await employeeWithMail('Cal', null);
  const [b1, b2, c1] = [await sheet(bea), await sheet(bea), await sheet(cal)];
  const pending = await sheet(cal, 'PENDING');

  const res = await bulk({
    ids: [b1, c1, pending, b2],
    status: 'REJECTED',
    reason: '  Hours do not match the client’s record.  ',
  });

  expect(res.statusCode).toBe(200);
  const told = { employeeName: 'Bea Bulk', emailed: true };
  expect(res.json()).toEqual({
    moved: [
      { id: b1, employeeName: 'Bea Bulk', status: 'REJECTED', rejectionNotice: told },
      {
        id: c1,
        employeeName: 'Cal Bulk',
        status: 'REJECTED',
        rejectionNotice: { employeeName: 'Cal Bulk', emailed: false },
      },
      { id: b2, employeeName: 'Bea Bulk', status: 'REJECTED', rejectionNotice: told },
    ],
    refused: [
      { id: pending, reason: 'Cannot change a pending timesheet to rejected.', error: 'conflict' },
    ],
  });
  const { rows } = await t.db.query(
    'SELECT DISTINCT rejection_reason FROM timesheets WHERE id = ANY($1)',
    [[b1, b2, c1]],
  );
  expect(rows).toEqual([{ rejection_reason: 'Hours do not match the client’s record.' }]);
  const mails = await mailsTo('bea@example.com');
  expect(mails).toHaveLength(2);
  for (const mail of mails) expect(mail.text).toContain('Reason: Hours do not match');
});

test('another corporation’s sheets are refused as not found and stay as they were', async () => {
  const otherCorp = (await t.db.query("SELECT id FROM corporations WHERE name = 'Bravo Staffing'"))
    .rows[0].id;
  const otherVendor = await seedVendor(t, otherCorp, 'Initech');
  const dan = await seedEmployee(t, otherCorp, { firstName: 'Dan' });
  const theirs = await sheet(dan, 'SUBMITTED', employerB, otherVendor);
  const ours = await sheet(await employeeWithMail('Eve', null));

  const res = await bulk({ ids: [theirs, ours], status: 'APPROVED' });

  expect(res.json()).toEqual({
    moved: [{ id: ours, employeeName: 'Eve Bulk', status: 'APPROVED' }],
    refused: [{ id: theirs, reason: 'Timesheet not found.', error: 'not_found' }],
  });
  expect(await statusOf(theirs)).toBe('SUBMITTED');
});

test(`more than ${TIMESHEET_LIMITS.bulkStatus} sheets, bad input or an employee change nothing`, async () => {
  const fay = await employeeWithMail('Fay', null);
  const id = await sheet(fay);
  const own = await seedSignedInEmployee(t, corpA, { firstName: 'Gus' });
  const before = await timesheetSnapshot(t);
  const many = Array.from({ length: TIMESHEET_LIMITS.bulkStatus + 1 }, (_, i) => id + i);

  const tooMany = await bulk({ ids: many, status: 'APPROVED' });
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().fieldErrors).toEqual({
    ids: 'At most 500 timesheets can change at once; 501 were sent.',
  });
  // a repeated id counts once
  const repeated = Array.from({ length: TIMESHEET_LIMITS.bulkStatus + 1 }, () => id);
  expect(await timesheetSnapshot(t)).toBe(before);

  for (const body of [
    { ids: [], status: 'APPROVED' },
    { ids: [id], status: 'DONE' },
    { ids: [id], status: 'PENDING', reason: 'why' },
    { ids: [id], status: 'REJECTED', reason: '   ' },
    { ids: ['1'], status: 'APPROVED' },
    { ids: [id], status: 'APPROVED', extra: 1 },
  ]) {
    expect((await bulk(body)).statusCode).toBe(400);
  }
  expect((await bulk({ ids: [id], status: 'APPROVED' }, own.token)).statusCode).toBe(403);
  expect(await timesheetSnapshot(t)).toBe(before);

  const once = await bulk({ ids: repeated, status: 'APPROVED' });
  expect(once.json().moved).toEqual([{ id, employeeName: 'Fay Bulk', status: 'APPROVED' }]);
});

test('the same Reject sent twice at once moves and e-mails each sheet once', async () => {
  const hal = await employeeWithMail('Hal', 'hal@example.com');
  const ids = [await sheet(hal), await sheet(hal), await sheet(hal)];
  const body = { ids, status: 'REJECTED', reason: 'Twice' };

  const [first, second] = await Promise.all([bulk(body), bulk(body)]);

  const moved = [...first.json().moved, ...second.json().moved].map((m) => m.id);
  const refused = [...first.json().refused, ...second.json().refused];
  expect(moved.sort()).toEqual([...ids].sort());
  expect(refused.map((r: { reason: string }) => r.reason)).toEqual(
    Array(3).fill('Cannot change a rejected timesheet to rejected.'),
  );
  expect(await mailsTo('hal@example.com')).toHaveLength(3);
});

test('a single Reject says whether the employee was e-mailed; an Accept says nothing of it', async () => {
  const ivy = await employeeWithMail('Ivy', 'ivy@example.com');
  const jon = await employeeWithMail('Jon', null);
  const [i1, i2, j1] = [await sheet(ivy), await sheet(ivy), await sheet(jon)];
  const put = (id: number, body: object) =>
    callApi(t, 'PUT', `/api/timesheets/${id}/status`, employerA, body);

  expect((await put(i1, { status: 'REJECTED' })).json()).toMatchObject({
    status: 'REJECTED',
    rejectionNotice: { employeeName: 'Ivy Bulk', emailed: true },
  });
  expect((await put(j1, { status: 'REJECTED' })).json().rejectionNotice).toEqual({
    employeeName: 'Jon Bulk',
    emailed: false,
  });
  const accepted = (await put(i2, { status: 'APPROVED' })).json();
  expect(accepted.status).toBe('APPROVED');
  expect(accepted).not.toHaveProperty('rejectionNotice');
});
