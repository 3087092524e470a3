/** PUT /timesheets/{id}/status: every move of the state machine, allowed or refused. */
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import { seedEmployee, seedTenant, seedVendor } from '../../testing/fixtures.js';
import {
  createTimesheet,
  forceStatus,
  insertAttachment,
  timesheetSnapshot,
} from '../../testing/timesheets.fixture.js';
import { RESUBMITTED_NOTE } from './timesheets.workflow.js';

let t: TestApp;
let employer: string;
let complete: number;
let empty: number;

const STATES = ['DRAFT', 'PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED', 'LOCKED'];
/**
 * The moves of docs/workflows.md#moves, written out here so that a change to the machine has to
 * change this test too.
 */
const ALLOWED = new Set([
  'DRAFT>SUBMITTED',
  'PENDING>SUBMITTED',
  'SUBMITTED>APPROVED',
  'SUBMITTED>REJECTED',
  'APPROVED>LOCKED',
  'REJECTED>SUBMITTED',
]);

const put = (id: number, payload: unknown, token = employer) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/timesheets/${id}/status`,
    headers: t.auth(token),
    payload: payload as object,
  });

const statusOf = async (id: number) =>
  (await t.db.query('SELECT status FROM timesheets WHERE id = $1', [id])).rows[0].status;
const setStatus = (id: number, status: string) => forceStatus(t, id, status);
const snapshot = () => timesheetSnapshot(t);

beforeAll(async () => {
  t = await createTestApp();
  const acme = await seedTenant(t, 'Acme', 'boss@a.example');
  employer = acme.employer;
  const employeeId = await seedEmployee(t, acme.corpId, { firstName: 'Ann', lastName: 'Lee' });
  const vendorId = await seedVendor(t, acme.corpId, 'Globex');
  // Invoice (APPROVED → LOCKED) bills the sheet by its billing arrangement
  await createBilling(
    t,
    employer,
    billingBody(employeeId, vendorId, { billingCode: 'B1', status: 'PENDING' }),
  );
  const week = (periodStartDate: string, periodEndDate: string) =>
    createTimesheet(t, employer, {
      employeeId,
      vendorId,
      periodStartDate,
      periodEndDate,
      billingCode: 'B1',
    });

  complete = (await week('2025-03-03', '2025-03-09')).id;
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = 8, comment = 'work'
      WHERE timesheet_id = $1 AND type <> 'HOLIDAY'`,
    [complete],
  );
  await t.db.query('UPDATE timesheets SET total_hours = 40 WHERE id = $1', [complete]);
  await insertAttachment(t, acme.corpId, complete);
  empty = (await week('2025-03-10', '2025-03-16')).id;
});

afterAll(async () => {
  await t?.close();
});

describe('status moves', () => {
  const pairs = STATES.flatMap((from) => STATES.map((to) => [from, to] as const));

  test.each(pairs)('%s → %s', async (from, to) => {
    await setStatus(complete, from);
    const before = await snapshot();
    const res = await put(complete, { status: to.toLowerCase() });
    if (ALLOWED.has(`${from}>${to}`)) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: complete, status: to, totalHours: 40 });
      expect(await statusOf(complete)).toBe(to);
      const audit = await t.db.query(
        `SELECT action, changes FROM audit_log
          WHERE entity = 'timesheet' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
        [String(complete)],
      );
      const note = from === 'REJECTED' && to === 'SUBMITTED' ? { note: RESUBMITTED_NOTE } : {};
      // Invoice names the invoice it made
      const invoice =
        to === 'LOCKED'
          ? { invoice: { id: expect.any(Number), number: expect.stringMatching(/^INV-\d{6}$/) } }
          : {};
      expect(audit.rows[0]).toEqual({
        action: 'status',
        changes: { status: { from, to }, ...note, ...invoice },
      });
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'conflict',
        // nothing leaves Locked, which says so; every other refusal names the move
        message:
          from === 'LOCKED'
            ? 'A locked timesheet can no longer change.'
            : `Cannot change ${/^[AEIOU]/.test(from) ? 'an' : 'a'} ${from.toLowerCase()} timesheet to ${to.toLowerCase()}.`,
      });
      expect(await snapshot()).toBe(before);
    }
  });

  test('an unknown status is a 400 and changes nothing', async () => {
    await setStatus(complete, 'PENDING');
    const before = await snapshot();
    for (const body of [{ status: 'DONE' }, { status: '' }, {}, { status: 'SUBMITTED', x: 1 }]) {
      const res = await put(complete, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(await snapshot()).toBe(before);
  });

  test('submitting through the status applies the item rules', async () => {
    const before = await snapshot();
    const res = await put(empty, { status: 'SUBMITTED' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'All non-holiday rows must have Hours Worked > 0 and a Comment',
    );
    expect(await snapshot()).toBe(before);
  });

  test('an unknown timesheet is a 404', async () => {
    const res = await put(987654, { status: 'SUBMITTED' });
    expect(res.statusCode).toBe(404);
  });
});
