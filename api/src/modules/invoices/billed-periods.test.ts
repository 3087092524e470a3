/**
 * Never billing a week twice: the approved-not-invoiced list, one invoice for several sheets, and
 * the database's refusal of a second invoice for a sheet or for an arrangement's period.
 */
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedEmployee,
  seedTenant,
  seedVendor,
  type Method,
  type Tenant,
} from '../../testing/fixtures.js';
import { invoiceBody, invoiceSnapshot, type InvoiceJson } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { createTimesheet, forceStatus, weekBody } from '../../testing/timesheets.fixture.js';
import { BACKFILL_BILLED_PERIODS } from '../../db/migrations/011_billed_periods.js';

let t: TestApp;
let acme: Tenant;
let bravo: Tenant;
let globex: number;
let initech: number;
let people = 0;

const call = (method: Method, url: string, payload?: unknown, token = acme.employer) =>
  callApi(t, method, url, token, payload);
const statusOf = async (id: number) =>
  (await t.db.query('SELECT status FROM timesheets WHERE id = $1', [id])).rows[0].status;
const fromSheets = (timesheetIds: number[], token = acme.employer) =>
  call('POST', '/api/invoices/from-timesheets', { timesheetIds }, token);
const lock = (id: number) => call('PUT', `/api/timesheets/${id}/status`, { status: 'LOCKED' });
const snapshot = async () =>
  JSON.stringify([
    await invoiceSnapshot(t),
    (await t.db.query('SELECT id, status FROM timesheets ORDER BY id')).rows,
    (await t.db.query('SELECT * FROM billed_periods ORDER BY timesheet_id')).rows,
  ]);

/**
 * A fresh employee of Acme billed to `vendor` at 87.35 (arrangement ACME-01, Pending so that it
 * generates nothing), and their week of 2025-03-03 in `status` with 8 hours on 5 days: 40 hours.
 */
async function employeeWeek(vendor: number, status = 'APPROVED', billed = true) {
  const employeeId = await seedEmployee(t, acme.corpId, {
    firstName: `P${++people}`,
    lastName: 'Lee',
  });
  const billing = billed
    ? await createBilling(t, acme.employer, billingBody(employeeId, vendor))
    : null;
  const sheet = await week(employeeId, vendor, status);
  return { employeeId, billingId: billing?.id ?? null, sheetId: sheet };
}

async function week(employeeId: number, vendor: number, status: string, over: object = {}) {
  const sheet = await createTimesheet(t, acme.employer, weekBody(employeeId, vendor, over));
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = 8, comment = 'work'
      WHERE timesheet_id = $1 AND extract(isodow FROM calendar_date) < 6`,
    [sheet.id],
  );
  await forceStatus(t, sheet.id, status);
  return sheet.id;
}

/**
 * A second APPROVED sheet of the same employee, vendor and week, written straight in the database:
 * the API refuses an overlapping sheet, but billing must not rest on that (imports, older data).
 */
async function copyOf(sheetId: number): Promise<number> {
  const { rows } = await t.db.query(
    `INSERT INTO timesheets (corp_id, employee_id, vendor_id, period_start_date, period_end_date,
                             status, billing_code, billing_id, notes)
     SELECT corp_id, employee_id, vendor_id, period_start_date, period_end_date, 'APPROVED',
            billing_code, billing_id, 'copy'
       FROM timesheets WHERE id = $1
     RETURNING id`,
    [sheetId],
  );
  return rows[0].id;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme', 'boss@a.example');
  bravo = await seedTenant(t, 'Bravo', 'boss@b.example');
  globex = await seedVendor(t, acme.corpId, 'Globex');
  initech = await seedVendor(t, acme.corpId, 'Initech');
});

afterAll(async () => {
  await t?.close();
});

describe('GET /invoices/billable', () => {
  test('lists approved sheets not invoiced, with what each would bill, by vendor and period', async () => {
    const a = await employeeWeek(initech);
    const b = await employeeWeek(globex);
    const unbilled = await employeeWeek(globex, 'APPROVED', false);
    const submitted = await employeeWeek(globex, 'SUBMITTED');

    const res = await call('GET', '/api/invoices/billable');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { timesheetId: number }[];
    const mine = rows.filter((r) =>
      [a.sheetId, b.sheetId, unbilled.sheetId, submitted.sheetId].includes(r.timesheetId),
    );
    expect(mine).toEqual([
      {
        timesheetId: b.sheetId,
        employeeId: b.employeeId,
        employeeName: `P${people - 2} Lee`,
        vendorId: globex,
        vendorName: 'Globex',
        billingCode: 'ACME-01',
        periodStartDate: '2025-03-03',
        periodEndDate: '2025-03-09',
        hours: 40,
        billingId: b.billingId,
        billRate: 87.35,
        amount: 3494,
      },
      expect.objectContaining({
        timesheetId: unbilled.sheetId,
        hours: 40,
        billingId: null,
        billRate: null,
        amount: null,
      }),
      expect.objectContaining({ timesheetId: a.sheetId, vendorName: 'Initech', amount: 3494 }),
    ]);

    const onlyInitech = (await call('GET', `/api/invoices/billable?vendorId=${initech}`)).json();
    expect(onlyInitech.map((r: { vendorId: number }) => r.vendorId)).toEqual(
      onlyInitech.map(() => initech),
    );
    expect(onlyInitech.length).toBeGreaterThan(0);
  });

  test('another corporation sees none of them; a vendorId that is not an id is a 400', async () => {
    const res = await call('GET', '/api/invoices/billable', undefined, bravo.employer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await call('GET', '/api/invoices/billable?vendorId=abc')).statusCode).toBe(400);
  });
});

describe('POST /invoices/from-timesheets', () => {
  test('one invoice, a line per sheet with its employee and period; the sheets are locked', async () => {
    const a = await employeeWeek(globex);
    const b = await employeeWeek(globex);
    const res = await fromSheets([b.sheetId, a.sheetId]);
    expect(res.statusCode).toBe(201);
    const invoice: InvoiceJson = res.json();
    expect(invoice).toMatchObject({
      vendorId: globex,
      customer: 'Globex',
      amount: 6988,
      status: 'PENDING',
      timesheetId: null,
    });
    expect(invoice.items.map((i) => [i.description, i.quantity, i.price, i.amount])).toEqual([
      [`Consulting services, P${people - 1} Lee (03/03/2025 - 03/09/2025)`, 40, 87.35, 3494],
      [`Consulting services, P${people} Lee (03/03/2025 - 03/09/2025)`, 40, 87.35, 3494],
    ]);
    expect([await statusOf(a.sheetId), await statusOf(b.sheetId)]).toEqual(['LOCKED', 'LOCKED']);
    const billable = (await call('GET', '/api/invoices/billable')).json();
    expect(billable.map((r: { timesheetId: number }) => r.timesheetId)).not.toContain(a.sheetId);

    // deleting it gives both sheets back, and they can be invoiced again
    expect((await call('DELETE', `/api/invoices/${invoice.id}`)).statusCode).toBe(204);
    expect([await statusOf(a.sheetId), await statusOf(b.sheetId)]).toEqual([
      'APPROVED',
      'APPROVED',
    ]);
    expect((await fromSheets([a.sheetId, b.sheetId])).statusCode).toBe(201);
  });

  test('refusals change nothing: another vendor, not approved, unbilled, unknown, twice', async () => {
    const a = await employeeWeek(globex);
    const other = await employeeWeek(initech);
    const pending = await employeeWeek(globex, 'SUBMITTED');
    const unbilled = await employeeWeek(globex, 'APPROVED', false);
    const before = await snapshot();

    const mixed = await fromSheets([a.sheetId, other.sheetId]);
    expect([mixed.statusCode, mixed.json().fieldErrors]).toEqual([
      400,
      { timesheetIds: 'The timesheets of one invoice must have the same vendor.' },
    ]);
    const notApproved = await fromSheets([a.sheetId, pending.sheetId]);
    expect([notApproved.statusCode, notApproved.json().message]).toEqual([
      409,
      `Only approved timesheets can be invoiced: timesheet ${pending.sheetId} is submitted.`,
    ]);
    const noArrangement = await fromSheets([a.sheetId, unbilled.sheetId]);
    expect([noArrangement.statusCode, noArrangement.json().message]).toEqual([
      409,
      `No billing arrangement for P${people} Lee and this vendor: create one before invoicing.`,
    ]);
    expect((await fromSheets([a.sheetId, 999_999_999])).statusCode).toBe(404);
    expect((await fromSheets([a.sheetId, a.sheetId])).statusCode).toBe(400);
    expect((await fromSheets([])).statusCode).toBe(400);
    // another corporation's staff cannot reach Acme's sheet
    expect((await fromSheets([a.sheetId], bravo.employer)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  test('two staff at once on the same sheets: one invoice, the others are told which', async () => {
    const a = await employeeWeek(globex);
    const b = await employeeWeek(globex);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fromSheets([a.sheetId, b.sheetId])),
    );
    const made = answers.filter((r) => r.statusCode === 201);
    expect(made).toHaveLength(1);
    const number = made[0].json().number;
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        `The period 03/03/2025 - 03/09/2025 is already billed on invoice ${number}.`,
      ]);
    }
  });
});

describe('a period is billed once, whatever the path', () => {
  test('a second sheet of the same arrangement and week is refused by the Invoice action', async () => {
    const first = await employeeWeek(globex);
    expect((await lock(first.sheetId)).statusCode).toBe(200);
    const number = (await call('GET', `/api/invoices?timesheetId=${first.sheetId}`)).json()[0]
      .number;
    const copy = await copyOf(first.sheetId);
    const before = await snapshot();
    const res = await lock(copy);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      `The period 03/03/2025 - 03/09/2025 is already billed on invoice ${number}.`,
    ]);
    expect(await statusOf(copy)).toBe('APPROVED');
    expect(await snapshot()).toBe(before);
  });

  test('a hand-made invoice naming an approved sheet bills it and locks it', async () => {
    const { sheetId } = await employeeWeek(globex);
    const res = await call('POST', '/api/invoices', invoiceBody(globex, { timesheetId: sheetId }));
    expect(res.statusCode).toBe(201);
    expect(res.json().timesheetId).toBe(sheetId);
    expect(await statusOf(sheetId)).toBe('LOCKED');

    const before = await snapshot();
    const again = await call(
      'POST',
      '/api/invoices',
      invoiceBody(globex, { timesheetId: sheetId }),
    );
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      `The period 03/03/2025 - 03/09/2025 is already billed on invoice ${res.json().number}.`,
    ]);
    const action = await fromSheets([sheetId]);
    expect(action.statusCode).toBe(409);
    expect(await snapshot()).toBe(before);
  });

  test('a hand-made invoice naming a sheet of another vendor, or an unapproved one, is refused', async () => {
    const other = await employeeWeek(initech);
    const pending = await employeeWeek(globex, 'PENDING');
    const before = await snapshot();
    const wrongVendor = await call(
      'POST',
      '/api/invoices',
      invoiceBody(globex, { timesheetId: other.sheetId }),
    );
    expect([wrongVendor.statusCode, wrongVendor.json().fieldErrors]).toEqual([
      400,
      { timesheetId: 'The timesheet is of another vendor than the invoice' },
    ]);
    const notApproved = await call(
      'POST',
      '/api/invoices',
      invoiceBody(globex, { timesheetId: pending.sheetId }),
    );
    expect(notApproved.statusCode).toBe(409);
    const negative = await call('POST', '/api/invoices', invoiceBody(globex, { timesheetId: -4 }));
    expect([negative.statusCode, negative.json().fieldErrors?.timesheetId]).toEqual([
      400,
      'Timesheet must be a positive id',
    ]);
    expect(await snapshot()).toBe(before);
  });

  test('the database itself refuses a second row for a period', async () => {
    const first = await employeeWeek(globex);
    const copy = await copyOf(first.sheetId);
    const made = (await fromSheets([first.sheetId])).json();
    const insert = t.db.query(
      `INSERT INTO billed_periods (corp_id, invoice_id, timesheet_id, billing_id, period_start, period_end)
       VALUES ($1, $2, $3, $4, '2025-03-03', '2025-03-09')`,
      [acme.corpId, made.id, copy, first.billingId],
    );
    await expect(insert).rejects.toThrow(/billed_periods_period_key/);
  });
});

test('the migration records the invoices made before it, the older one where two billed a week', async () => {
  const first = await employeeWeek(globex);
  const copy = await copyOf(first.sheetId);
  const older = (await fromSheets([first.sheetId])).json();
  // what an earlier version allowed: a second invoice for the same week, through another sheet
  const newer = (await call('POST', '/api/invoices', invoiceBody(globex))).json();
  await t.db.query('UPDATE invoices SET timesheet_id = $2 WHERE id = $1', [newer.id, copy]);
  await t.db.query('UPDATE invoices SET timesheet_id = $2 WHERE id = $1', [
    older.id,
    first.sheetId,
  ]);
  await t.db.query('DELETE FROM billed_periods WHERE invoice_id = ANY($1)', [[older.id, newer.id]]);

  await t.db.query(BACKFILL_BILLED_PERIODS);
  const { rows } = await t.db.query(
    `SELECT invoice_id AS "invoiceId", timesheet_id AS "timesheetId", billing_id AS "billingId"
       FROM billed_periods WHERE invoice_id = ANY($1)`,
    [[older.id, newer.id]],
  );
  expect(rows).toEqual([
    { invoiceId: older.id, timesheetId: first.sheetId, billingId: first.billingId },
  ]);
});
