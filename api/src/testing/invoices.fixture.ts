/**
 * Seeding for the invoice tests: vendors with a primary contact, invoice bodies as the invoice form
 * sends them, and invoices created through the API.
 */
import { billingBody, createBilling } from './billings.fixture.js';
import { callApi, seedEmployee, type Tenant } from './fixtures.js';
import type { TestApp } from './testApp.js';
import { createTimesheet, forceStatus, weekBody } from './timesheets.fixture.js';

/** A vendor of `corpId` (made as the super user) whose primary contact has `email`. */
export async function seedVendorWithContact(
  t: TestApp,
  corpId: number,
  name: string,
  email: string | null,
  over: object = {},
): Promise<number> {
  const res = await callApi(
    t,
    'POST',
    '/api/vendors',
    t.superToken,
    {
      name,
      contacts: [
        { name: 'Other', email: 'other@vendor.example', isPrimary: false },
        { name: 'Pat Primary', email, isPrimary: true },
      ],
      ...over,
    },
    corpId,
  );
  if (res.statusCode !== 201) throw new Error(`vendor not created: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** The body of an invoice with two lines (total 1,330.00), as the invoice form sends it. */
export const invoiceBody = (vendorId: number, over: object = {}) => ({
  vendorId,
  amount: null,
  invoiceDate: '2025-03-10',
  dueDate: '2025-04-09',
  status: 'Pending',
  items: [
    { description: 'Consulting, week 10', quantity: 10, price: 125 },
    { description: 'Travel', quantity: 1.5, price: 53.33 },
  ],
  corpId: '0',
  ...over,
});

export type InvoiceJson = {
  id: number;
  number: string;
  vendorId: number;
  customer: string;
  amount: number;
  invoiceDate: string;
  dueDate: string;
  status: string;
  sent: boolean;
  timesheetId: number | null;
  updateDate: string;
  items: {
    id: number;
    description: string;
    quantity: number;
    price: number;
    amount: number;
    timesheetId: number | null;
  }[];
};

/** An invoice created through the API as `token`; anything but 201 stops the setup. */
export async function createInvoice(
  t: TestApp,
  token: string,
  body: object,
  corpId?: number,
): Promise<InvoiceJson> {
  const res = await callApi(t, 'POST', '/api/invoices', token, body, corpId);
  if (res.statusCode !== 201) throw new Error(`invoice not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Every invoice, line and counter row and the audit count: equal before and after means nothing changed. */
export async function invoiceSnapshot(t: TestApp): Promise<string> {
  return JSON.stringify([
    (await t.db.query('SELECT * FROM invoices ORDER BY id')).rows,
    (await t.db.query('SELECT * FROM invoice_items ORDER BY id')).rows,
    (await t.db.query('SELECT * FROM invoice_counters ORDER BY corp_id')).rows,
    (await t.db.query('SELECT * FROM timesheets ORDER BY id')).rows,
    (await t.db.query('SELECT count(*) FROM audit_log')).rows,
  ]);
}

/** invoiceSnapshot and every billed period: equal before and after means nothing changed. */
export async function billedSnapshot(t: TestApp): Promise<string> {
  return JSON.stringify([
    await invoiceSnapshot(t),
    (await t.db.query('SELECT * FROM billed_periods ORDER BY timesheet_id')).rows,
  ]);
}

/**
 * One invoice made from an approved week (`approvedWeek`) of each new employee named, at
 * `vendorId`: a line per sheet. Answers the sheets and the invoice.
 */
export async function invoiceOfWeeks(
  t: TestApp,
  tenant: Tenant,
  vendorId: number,
  firstNames: string[],
): Promise<{ sheets: number[]; invoice: InvoiceJson }> {
  const sheets: number[] = [];
  for (const name of firstNames) sheets.push(await approvedWeek(t, tenant, vendorId, name));
  const res = await callApi(t, 'POST', '/api/invoices/from-timesheets', tenant.employer, {
    timesheetIds: sheets,
  });
  if (res.statusCode !== 201) throw new Error(`invoice not made: ${res.statusCode} ${res.body}`);
  return { sheets, invoice: res.json() as InvoiceJson };
}

/**
 * An Approved week of 2025-03-03 (40 hours) of a new employee `firstName`, billed to `vendorId`
 * at 87.35: ready to be invoiced. Answers the sheet's id.
 */
export async function approvedWeek(
  t: TestApp,
  tenant: Tenant,
  vendorId: number,
  firstName: string,
): Promise<number> {
  const employeeId = await seedEmployee(t, tenant.corpId, { firstName });
  await createBilling(t, tenant.employer, billingBody(employeeId, vendorId));
  const sheet = await createTimesheet(t, tenant.employer, weekBody(employeeId, vendorId));
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = 8, comment = 'work'
      WHERE timesheet_id = $1 AND extract(isodow FROM calendar_date) < 6`,
    [sheet.id],
  );
  await forceStatus(t, sheet.id, 'APPROVED');
  return sheet.id;
}
