/** A timesheet's history: every step of its life, who took it (by kind) and what went with it. */
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedSignedInEmployee,
  seedTenant,
  seedVendor,
  type Tenant,
} from '../../testing/fixtures.js';
import { issueGuestCode } from '../../testing/guest.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { createTimesheet, insertAttachment, weekBody } from '../../testing/timesheets.fixture.js';
import { generateAllDueTimesheets } from '../billings/billings.generate.js';
import { CLASSIFY_AUDIT_ACTORS } from '../../db/migrations/013_audit_actor_kind.js';

let t: TestApp;
let acme: Tenant;
let vendorId: number;
let ann: { id: number; token: string };
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme', 'boss@a.example');
  vendorId = await seedVendor(t, acme.corpId, 'Globex');
  ann = await seedSignedInEmployee(t, acme.corpId, { firstName: 'Ann', lastName: 'Lee' });
  code = await issueGuestCode(t, acme.corpId, ann.id);
  await createBilling(t, acme.employer, billingBody(ann.id, vendorId, { status: 'PENDING' }));
});

afterAll(async () => {
  await t?.close();
});

const history = async (id: number, token = acme.employer) => {
  const res = await callApi(t, 'GET', `/api/timesheets/${id}/history`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};
const guestHistory = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/guest/${code}/ts/${id}/history` });

/** Ann's items of the week: 8 hours a weekday, as the items screen sends them. */
async function fullWeek(id: number, token: string | null) {
  const items = (await callApi(t, 'GET', `/api/timesheets/${id}/items`, acme.employer)).json();
  const body = items.map((i: { id: number; type: string }) => ({
    id: i.id,
    type: i.type,
    hoursWorked: i.type === 'HOLIDAY' ? 0 : 8,
    extraHours: 0,
    comment: i.type === 'HOLIDAY' ? null : 'work',
  }));
  const url = token
    ? `/api/timesheets/${id}/items/submit`
    : `/api/guest/${code}/ts/${id}/items/submit`;
  return token
    ? callApi(t, 'PUT', url, token, body)
    : t.app.inject({ method: 'PUT', url, payload: body });
}

test('a sheet’s life, step by step, with who took each step and what went with it', async () => {
  const sheet = await createTimesheet(t, acme.employer, weekBody(ann.id, vendorId));
  await insertAttachment(t, acme.corpId, sheet.id);
  const status = (body: object) =>
    callApi(t, 'PUT', `/api/timesheets/${sheet.id}/status`, acme.employer, body);

  expect((await fullWeek(sheet.id, ann.token)).statusCode).toBe(200);
  expect((await status({ status: 'REJECTED', reason: 'Wrong client code.' })).statusCode).toBe(200);
  expect((await fullWeek(sheet.id, null)).statusCode).toBe(200);
  expect((await status({ status: 'APPROVED' })).statusCode).toBe(200);
  expect((await status({ status: 'LOCKED' })).statusCode).toBe(200);
  const invoice = (
    await callApi(t, 'GET', `/api/invoices?timesheetId=${sheet.id}`, acme.employer)
  ).json()[0] as { id: number; number: string };
  expect(
    (await callApi(t, 'DELETE', `/api/invoices/${invoice.id}`, acme.employer)).statusCode,
  ).toBe(204);

  const steps = (await history(sheet.id)).map((e) => [e.event, e.actorKind, e.actorName]);
  expect(steps).toEqual([
    ['created', 'staff', 'boss@a.example'],
    ['saved', 'employee', 'ann@example.com'],
    ['submitted', 'employee', 'ann@example.com'],
    ['rejected', 'staff', 'boss@a.example'],
    ['saved', 'guest', null],
    ['resubmitted', 'guest', null],
    ['accepted', 'staff', 'boss@a.example'],
    ['invoiced', 'staff', 'boss@a.example'],
    ['returned', 'staff', 'boss@a.example'],
  ]);
  const entries = await history(sheet.id);
  expect(entries[3]).toMatchObject({
    reason: 'Wrong client code.',
    from: 'SUBMITTED',
    to: 'REJECTED',
    invoice: null,
  });
  expect(entries[7]).toMatchObject({ invoice: { id: invoice.id, number: invoice.number } });
  expect(entries[8]).toMatchObject({
    from: 'LOCKED',
    to: 'APPROVED',
    invoice: { id: invoice.id, number: invoice.number },
  });
  for (const e of entries) expect(Date.parse(e.at as string)).not.toBeNaN();

  // the employee reads the same history of their own sheet
  expect((await history(sheet.id, ann.token)).length).toBe(9);
});

test('a guest sees staff by their kind, never by name', async () => {
  const sheet = await createTimesheet(
    t,
    acme.employer,
    weekBody(ann.id, vendorId, { periodStartDate: '2025-03-10', periodEndDate: '2025-03-16' }),
  );
  const res = await guestHistory(sheet.id);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    expect.objectContaining({ event: 'created', actorKind: 'staff', actorName: null }),
  ]);
});

test('a sheet made by the daily job says so', async () => {
  const ben = await seedSignedInEmployee(t, acme.corpId, { firstName: 'Ben' });
  await createBilling(
    t,
    acme.employer,
    billingBody(ben.id, vendorId, {
      status: 'ACTIVE',
      billingCode: 'JOB-1',
      startDate: '2025-03-03',
      firstPeriodEndDate: '2025-03-09',
      endDate: '2025-03-09',
    }),
  );
  // creating the active arrangement made its week at once, as staff; gone, the job makes it again
  await t.db.query(`DELETE FROM timesheets WHERE employee_id = $1`, [ben.id]);
  await generateAllDueTimesheets((fn) => t.app.withSystem(fn), '2025-03-20');
  const { rows } = await t.db.query('SELECT id FROM timesheets WHERE employee_id = $1', [ben.id]);
  expect(rows).toHaveLength(1);
  expect((await history(rows[0].id))[0]).toMatchObject({
    event: 'created',
    actorKind: 'job',
    actorName: null,
  });
});

test('another employee’s sheet, another tenant’s, or a missing one is a 404', async () => {
  const sheet = await createTimesheet(
    t,
    acme.employer,
    weekBody(ann.id, vendorId, { periodStartDate: '2025-03-17', periodEndDate: '2025-03-23' }),
  );
  const cy = await seedSignedInEmployee(t, acme.corpId, { firstName: 'Cy' });
  const bravo = await seedTenant(t, 'Bravo', 'boss@b.example');
  const as = (token: string, id = sheet.id) =>
    callApi(t, 'GET', `/api/timesheets/${id}/history`, token);
  expect((await as(cy.token)).statusCode).toBe(404);
  expect((await as(bravo.employer)).statusCode).toBe(404);
  expect((await as(acme.employer, 999_999_999)).statusCode).toBe(404);
});

test('the audit rows written before kinds existed are sorted by what they hold', async () => {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO audit_log (username, user_id, corp_id, entity, entity_id, action)
     SELECT v.username, u.id, $1, 'probe', v.n, 'update'
       FROM (VALUES ('1', NULL), ('2', 'guest of employee 7'), ('3', 'boss@a.example'),
                    ('4', 'ann@example.com'), ('5', 'gone@example.com')) AS v (n, username)
       LEFT JOIN users u ON lower(u.username) = v.username
     RETURNING id`,
    [acme.corpId],
  );
  await t.db.query(CLASSIFY_AUDIT_ACTORS);
  const kinds = await t.db.query(
    `SELECT entity_id, actor_kind FROM audit_log WHERE id = ANY($1) ORDER BY entity_id`,
    [rows.map((r) => r.id)],
  );
  expect(kinds.rows.map((r) => r.actor_kind)).toEqual(['job', 'guest', 'staff', 'employee', null]);
});
