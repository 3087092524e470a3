/**
 * Every status an invoice is in × every status its form saves it with: the moves of
 * INVOICE_WORKFLOW happen, every other save is the table's 409 and changes nothing, and a final
 * invoice saved again as it is answers as it is.
 */
import { INVOICE_STATUSES } from '@staffledger/contracts';
import { createInvoice, invoiceBody, invoiceSnapshot } from '../../testing/invoices.fixture.js';
import { callApi, seedTenant, seedVendor } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { addDays, businessToday } from '../common/business-day.js';

/**
 * The moves of docs/workflows.md#states-and-moves, written out here so that a change to the table
 * has to change this test too.
 */
const ALLOWED = new Set([
  'PENDING>PAID',
  'PENDING>OVERDUE',
  'PENDING>CANCELLED',
  'OVERDUE>PENDING',
  'OVERDUE>PAID',
  'OVERDUE>CANCELLED',
]);
const FINAL = new Set(['PAID', 'CANCELLED']);

let t: TestApp;
let employer: string;
let vendor: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  employer = a.employer;
  vendor = await seedVendor(t, a.corpId, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

/**
 * The form's body of an invoice saved with `status`; an unpaid invoice reads Overdue exactly when
 * it is past due, so one that is to be Overdue is due yesterday and any other in a month.
 */
const body = (status: string, readAs = status) =>
  invoiceBody(vendor, {
    status,
    amount: 1330,
    dueDate: addDays(businessToday(), readAs === 'OVERDUE' ? -1 : 30),
  });

const pairs = INVOICE_STATUSES.flatMap((from) => INVOICE_STATUSES.map((to) => [from, to]));

test.each(pairs)('an invoice saved %s → %s', async (from, to) => {
  const invoice = await createInvoice(t, employer, body(from));
  const before = await invoiceSnapshot(t);
  const res = await callApi(t, 'PUT', `/api/invoices/${invoice.id}`, employer, body(to, from));
  const stored = async () =>
    (await t.db.query('SELECT status FROM invoices WHERE id = $1', [invoice.id])).rows[0].status;
  if (FINAL.has(from)) {
    if (from === to) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: invoice.id, status: from });
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`A ${from.toLowerCase()} invoice can no longer change.`);
    }
    expect(await invoiceSnapshot(t)).toBe(before);
  } else if (from === to || ALLOWED.has(`${from}>${to}`)) {
    expect(res.statusCode).toBe(200);
    expect(await stored()).toBe(to);
  } else {
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Cannot change ${/^[AEIOU]/.test(from) ? 'an' : 'a'} ${from.toLowerCase()} invoice to ${to.toLowerCase()}.`,
    );
    expect(await invoiceSnapshot(t)).toBe(before);
  }
  // the status of a final invoice, saved with changes, is refused too
  if (FINAL.has(from) && from === to) {
    const changed = { ...body(to), dueDate: addDays(businessToday(), 31) };
    const again = await callApi(t, 'PUT', `/api/invoices/${invoice.id}`, employer, changed);
    expect(again.statusCode).toBe(409);
  }
});

test.each(INVOICE_STATUSES)('the Paid action on a %s invoice follows the table', async (from) => {
  const invoice = await createInvoice(t, employer, body(from));
  const res = await callApi(t, 'PUT', `/api/invoices/${invoice.id}/paid`, employer);
  if (ALLOWED.has(`${from}>PAID`)) {
    expect(res.statusCode).toBe(200);
  } else {
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`A ${from.toLowerCase()} invoice can no longer change.`);
  }
});
