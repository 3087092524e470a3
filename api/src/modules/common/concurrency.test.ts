/**
 * Many staff at once on the same rows: gap-free numbers, one winner per workflow move, one row per
 * Idempotency-Key. Prints its figures for the closing notes.
 */
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedEmployee,
  seedTenant,
  seedVendor,
  type Tenant,
} from '../../testing/fixtures.js';
import { invoiceBody } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import {
  createTimesheet,
  forceStatus,
  insertAttachment,
} from '../../testing/timesheets.fixture.js';

let t: TestApp;
let acme: Tenant;
let vendorId: number;
let employeeId: number;
const figures: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme', 'boss@a.example');
  vendorId = await seedVendor(t, acme.corpId, 'Globex');
  employeeId = await seedEmployee(t, acme.corpId, { firstName: 'Ann', lastName: 'Lee' });
  await createBilling(t, acme.employer, billingBody(employeeId, vendorId, { billingCode: 'B1' }));
});

afterAll(async () => {
  console.log(`concurrency: ${figures.join('; ')}`);
  await t?.close();
});

const parallel = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn));

const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

/** A complete week of Ann's in `status`, billed by arrangement B1. */
async function weekIn(status: string, periodStartDate: string, periodEndDate: string) {
  const sheet = await createTimesheet(t, acme.employer, {
    employeeId,
    vendorId,
    periodStartDate,
    periodEndDate,
    billingCode: 'B1',
  });
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = 8, comment = 'work'
      WHERE timesheet_id = $1 AND type <> 'HOLIDAY'`,
    [sheet.id],
  );
  await t.db.query('UPDATE timesheets SET total_hours = 40 WHERE id = $1', [sheet.id]);
  await insertAttachment(t, acme.corpId, sheet.id);
  await forceStatus(t, sheet.id, status);
  return sheet.id;
}

const statusAudits = async (id: number) =>
  Number(
    (
      await t.db.query(
        `SELECT count(*) FROM audit_log
          WHERE entity = 'timesheet' AND entity_id = $1 AND action = 'status'`,
        [String(id)],
      )
    ).rows[0].count,
  );

test('50 parallel invoice creations get 50 distinct, gap-free numbers', async () => {
  const answers = await parallel(50, () =>
    callApi(t, 'POST', '/api/invoices', acme.employer, invoiceBody(vendorId)),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
  const numbers = answers.map((a) => a.json().number as string).sort();
  expect(numbers).toEqual(
    Array.from({ length: 50 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`),
  );
  figures.push(`50 parallel invoice creations → ${new Set(numbers).size} distinct numbers, 0 gaps`);
});

test('20 parallel Accepts of one submitted timesheet: one succeeds, 19 are 409, one audit row', async () => {
  const id = await weekIn('SUBMITTED', '2025-03-03', '2025-03-09');
  const answers = await parallel(20, () =>
    callApi(t, 'PUT', `/api/timesheets/${id}/status`, acme.employer, { status: 'APPROVED' }),
  );
  const codes = answers.map((a) => a.statusCode);
  expect([countOf(codes, 200), countOf(codes, 409)]).toEqual([1, 19]);
  expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
    'Cannot change an approved timesheet to approved.',
  );
  expect(await statusAudits(id)).toBe(1);
  figures.push(`20 parallel Accepts → 1 × 200, ${countOf(codes, 409)} × 409, 1 audit row`);
});

test('20 parallel Invoice actions of one approved timesheet make one invoice', async () => {
  const id = await weekIn('APPROVED', '2025-03-10', '2025-03-16');
  const answers = await parallel(20, () =>
    callApi(t, 'PUT', `/api/timesheets/${id}/status`, acme.employer, { status: 'LOCKED' }),
  );
  const codes = answers.map((a) => a.statusCode);
  expect([countOf(codes, 200), countOf(codes, 409)]).toEqual([1, 19]);
  const { rows } = await t.db.query('SELECT count(*) FROM invoices WHERE timesheet_id = $1', [id]);
  expect(Number(rows[0].count)).toBe(1);
  expect(await statusAudits(id)).toBe(1);
  figures.push(`20 parallel Invoice actions → 1 invoice, ${countOf(codes, 409)} × 409`);
});

test('20 parallel identical creates with one Idempotency-Key make one row and one answer', async () => {
  const before = Number((await t.db.query('SELECT count(*) FROM invoices')).rows[0].count);
  const answers = await parallel(20, () =>
    t.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: { ...t.auth(acme.employer), 'idempotency-key': '"one-invoice"' },
      payload: invoiceBody(vendorId),
    }),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
  const bodies = new Set(answers.map((a) => a.body));
  expect(bodies.size).toBe(1);
  const after = Number((await t.db.query('SELECT count(*) FROM invoices')).rows[0].count);
  expect(after - before).toBe(1);

  // the same key with another body, even at once with the first, is refused
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers: { ...t.auth(acme.employer), 'idempotency-key': '"one-invoice"' },
    payload: invoiceBody(vendorId, { dueDate: '2025-05-09' }),
  });
  expect(other.statusCode).toBe(422);
  figures.push(
    `20 parallel creates with one Idempotency-Key → ${after - before} row, ${bodies.size} answer`,
  );
});
