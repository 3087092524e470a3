/** Invoicing a timesheet (APPROVED → LOCKED) and giving it back when its invoice is deleted. */
import { invoiceSnapshot, type InvoiceJson } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedEmployee,
  seedTenant,
  seedVendor,
  type Method,
} from '../../testing/fixtures.js';
import { createTimesheet, forceStatus, weekBody } from '../../testing/timesheets.fixture.js';
import { businessToday } from '../common/business-day.js';

let t: TestApp;
let corpId: number;
let employer: string;
let vendor: number;
let people = 0;

const call = (method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, employer, payload);
const lock = (id: number) => call('PUT', `/api/timesheets/${id}/status`, { status: 'LOCKED' });
const statusOf = async (id: number) =>
  (await t.db.query('SELECT status FROM timesheets WHERE id = $1', [id])).rows[0].status;

async function invoicesOf(timesheetId: number): Promise<InvoiceJson[]> {
  const rows: InvoiceJson[] = (
    await call('GET', `/api/invoices?timesheetId=${timesheetId}`)
  ).json();
  return Promise.all(rows.map(async (r) => (await call('GET', `/api/invoices/${r.id}`)).json()));
}

/** `date` plus `days`, YYYY-MM-DD. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An APPROVED week (Mon 2025-03-03 to Sun 03-09) of a fresh employee: 8 hours on Monday to
 * Thursday, 1.25 extra hours on Monday, and 3 hours on a NON_BILLABLE Friday: 33.25 billable hours.
 */
async function approvedWeek(over: object = {}) {
  const employeeId = await seedEmployee(t, corpId, { firstName: `P${++people}` });
  const sheet = await createTimesheet(t, employer, weekBody(employeeId, vendor, over));
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = 8, comment = 'work'
      WHERE timesheet_id = $1 AND type = 'BILLABLE'`,
    [sheet.id],
  );
  await t.db.query(
    `UPDATE timesheet_items SET extra_hours = 1.25 WHERE timesheet_id = $1 AND calendar_date = '2025-03-03'`,
    [sheet.id],
  );
  await t.db.query(
    `UPDATE timesheet_items SET type = 'NON_BILLABLE', hours_worked = 3
      WHERE timesheet_id = $1 AND calendar_date = '2025-03-07'`,
    [sheet.id],
  );
  await forceStatus(t, sheet.id, 'APPROVED');
  return { sheet, employeeId };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ corpId, employer } = await seedTenant(t, 'Acme Staffing', 'boss@a.example'));
  vendor = await seedVendor(t, corpId, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

test('locking an approved sheet makes its Pending invoice: billable hours at the bill rate', async () => {
  const { sheet, employeeId } = await approvedWeek();
  await createBilling(t, employer, billingBody(employeeId, vendor, { status: 'PENDING' }));

  const res = await lock(sheet.id);
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('LOCKED');

  const [invoice] = await invoicesOf(sheet.id);
  const today = businessToday();
  expect(invoice).toEqual({
    id: expect.any(Number),
    number: expect.stringMatching(/^INV-\d{6}$/),
    vendorId: vendor,
    customer: 'Globex',
    // 33.25 × 87.35 = 2904.3875
    amount: 2904.39,
    invoiceDate: today,
    dueDate: plusDays(today, 30),
    status: 'PENDING',
    sent: false,
    sheets: 1,
    sentAt: null,
    timesheetId: sheet.id,
    daysOverdue: null,
    updateDate: expect.any(String),
    items: [
      {
        id: expect.any(Number),
        description: 'Consulting services (03/03/2025 - 03/09/2025)',
        quantity: 33.25,
        price: 87.35,
        amount: 2904.39,
        timesheetId: sheet.id,
      },
    ],
  });
  const audit = await t.db.query(
    `SELECT action, username FROM audit_log WHERE entity = 'invoice' AND entity_id = $1`,
    [String(invoice.id)],
  );
  expect(audit.rows).toEqual([{ action: 'create', username: 'boss@a.example' }]);
});

test('without a billing arrangement the sheet stays APPROVED (409) and nothing is made', async () => {
  const { sheet, employeeId } = await approvedWeek();
  await createBilling(t, employer, billingBody(employeeId, vendor, { status: 'CANCELLED' }));
  const before = await invoiceSnapshot(t);
  const res = await lock(sheet.id);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    error: 'conflict',
    message: 'No billing arrangement for this employee and vendor: create one before invoicing.',
  });
  expect(await statusOf(sheet.id)).toBe('APPROVED');
  expect(await invoiceSnapshot(t)).toBe(before);
});

test('the arrangement with the sheet’s billing code wins over a newer one; then the newest', async () => {
  const { sheet, employeeId } = await approvedWeek({ billingCode: 'acme-01' });
  await createBilling(t, employer, billingBody(employeeId, vendor, { status: 'INACTIVE' }));
  await createBilling(
    t,
    employer,
    billingBody(employeeId, vendor, { billingCode: 'OTHER', billRate: 10, status: 'ACTIVE' }),
  );
  expect((await lock(sheet.id)).statusCode).toBe(200);
  expect((await invoicesOf(sheet.id))[0].items[0].price).toBe(87.35);

  const second = await approvedWeek({ billingCode: 'NONE' });
  await createBilling(t, employer, billingBody(second.employeeId, vendor, { billRate: 20 }));
  await createBilling(
    t,
    employer,
    billingBody(second.employeeId, vendor, { billRate: 30, itemDescription: 'Newest' }),
  );
  expect((await lock(second.sheet.id)).statusCode).toBe(200);
  const [invoice] = await invoicesOf(second.sheet.id);
  expect(invoice.items[0]).toMatchObject({
    price: 30,
    description: expect.stringMatching(/^Newest /),
  });
});

test('a sheet generated from an arrangement is billed by that arrangement, due after its days', async () => {
  const { sheet, employeeId } = await approvedWeek();
  const own = await createBilling(
    t,
    employer,
    billingBody(employeeId, vendor, { billRate: 50, invoiceDueDays: 0, status: 'PENDING' }),
  );
  await createBilling(t, employer, billingBody(employeeId, vendor, { billRate: 99 }));
  await t.db.query('UPDATE timesheets SET billing_id = $2 WHERE id = $1', [sheet.id, own.id]);
  expect((await lock(sheet.id)).statusCode).toBe(200);
  const [invoice] = await invoicesOf(sheet.id);
  expect(invoice).toMatchObject({ amount: 1662.5, dueDate: invoice.invoiceDate });
});

test('a sheet is invoiced once; deleting its invoice returns it to APPROVED', async () => {
  const { sheet, employeeId } = await approvedWeek();
  await createBilling(t, employer, billingBody(employeeId, vendor, { status: 'PENDING' }));
  expect((await lock(sheet.id)).statusCode).toBe(200);
  const [invoice] = await invoicesOf(sheet.id);

  // locked again after a forced step back, the sheet keeps its one invoice
  await forceStatus(t, sheet.id, 'APPROVED');
  expect((await lock(sheet.id)).statusCode).toBe(200);
  expect((await invoicesOf(sheet.id)).map((i) => i.id)).toEqual([invoice.id]);

  const deleted = await call('DELETE', `/api/invoices/${invoice.id}`);
  expect(deleted.statusCode).toBe(204);
  expect(await statusOf(sheet.id)).toBe('APPROVED');
  const audit = await t.db.query(
    `SELECT action, changes FROM audit_log
      WHERE entity = 'timesheet' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
    [String(sheet.id)],
  );
  expect(audit.rows[0]).toEqual({
    action: 'status',
    changes: {
      status: { from: 'LOCKED', to: 'APPROVED' },
      invoice: { id: invoice.id, number: invoice.number },
    },
  });

  // invoiced again, it gets a new invoice
  expect((await lock(sheet.id)).statusCode).toBe(200);
  const [again] = await invoicesOf(sheet.id);
  expect(again.id).not.toBe(invoice.id);

  // a paid invoice stays, and so does the lock
  expect((await call('PUT', `/api/invoices/${again.id}/paid`)).statusCode).toBe(200);
  expect((await call('DELETE', `/api/invoices/${again.id}`)).statusCode).toBe(409);
  expect(await statusOf(sheet.id)).toBe('LOCKED');
});
