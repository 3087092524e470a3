/**
 * GET /invoices reads overdue from the due date: an unpaid invoice past due is listed, filtered,
 * sorted and counted as Overdue before the daily job has stored it (docs/workflows.md).
 */
import { addDays, businessToday } from '../common/business-day.js';
import { createInvoice, invoiceBody, type InvoiceJson } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedVendor, twoTenants } from '../../testing/fixtures.js';

let t: TestApp;
let employerA: string;
let employerB: string;
/** Invoice ids of corporation A by what they stand for. */
let ids: Record<string, number>;

const today = businessToday();
const list = (query: string, token = employerA) =>
  callApi(t, 'GET', `/api/invoices${query}`, token);
const idsOf = (res: { json(): InvoiceJson[] }) => res.json().map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await twoTenants(t);
  ({ employerA, employerB } = tenants);
  const vendorA = await seedVendor(t, tenants.corpA, 'Globex');
  const vendorB = await seedVendor(t, tenants.corpB, 'Initech');
  const make = async (token: string, vendor: number, dueDate: string, status: string) =>
    (
      await createInvoice(
        t,
        token,
        invoiceBody(vendor, { invoiceDate: addDays(today, -60), dueDate, status }),
      )
    ).id;
  // made in id order; the job never runs in this file, so each keeps the status it was given
  ids = {
    pastDuePending: await make(employerA, vendorA, addDays(today, -22), 'PENDING'),
    dueYesterday: await make(employerA, vendorA, addDays(today, -1), 'PENDING'),
    dueToday: await make(employerA, vendorA, today, 'PENDING'),
    markedOverdue: await make(employerA, vendorA, addDays(today, -40), 'OVERDUE'),
    // marked by the job, then given a later due date by hand: no longer past due
    overdueMovedOn: await make(employerA, vendorA, addDays(today, 5), 'OVERDUE'),
    paidLate: await make(employerA, vendorA, addDays(today, -30), 'PAID'),
    cancelledLate: await make(employerA, vendorA, addDays(today, -30), 'CANCELLED'),
  };
  await make(employerB, vendorB, addDays(today, -3), 'PENDING');
});

afterAll(async () => {
  await t?.close();
});

const stored = async (id: number) =>
  (await t.db.query('SELECT status FROM invoices WHERE id = $1', [id])).rows[0].status;

test('a Pending invoice past its due date is listed as Overdue, with its days, before the job runs', async () => {
  expect(await stored(ids.pastDuePending)).toBe('PENDING');
  const res = await list('?status=OVERDUE&sort=id&order=asc&limit=50');
  expect(res.statusCode).toBe(200);
  expect(idsOf(res)).toEqual([ids.pastDuePending, ids.dueYesterday, ids.markedOverdue]);
  expect(res.json().map((r: InvoiceJson & { daysOverdue: number }) => r.daysOverdue)).toEqual([
    22, 1, 40,
  ]);
  expect(res.json().every((r: InvoiceJson) => r.status === 'OVERDUE')).toBe(true);
  // the count that pages the filter agrees with the rows
  expect(res.headers['x-total-count']).toBe('3');
});

test('Pending lists the unpaid invoices not yet past due: due today, or due later', async () => {
  const res = await list('?status=pending&sort=id&order=asc&limit=50');
  expect(idsOf(res)).toEqual([ids.dueToday, ids.overdueMovedOn]);
  expect(res.json().map((r: InvoiceJson) => r.status)).toEqual(['PENDING', 'PENDING']);
  expect(res.json().map((r: InvoiceJson & { daysOverdue: unknown }) => r.daysOverdue)).toEqual([
    null,
    null,
  ]);
  expect(res.headers['x-total-count']).toBe('2');
});

test('every row says Overdue exactly when it has days overdue; Paid and Cancelled never', async () => {
  const rows = (await list('?sort=id&order=asc')).json() as (InvoiceJson & {
    daysOverdue: number | null;
  })[];
  expect(rows).toHaveLength(7);
  for (const r of rows) expect(r.status === 'OVERDUE').toBe((r.daysOverdue ?? 0) > 0);
  expect(rows.map((r) => r.status)).toEqual([
    'OVERDUE',
    'OVERDUE',
    'PENDING',
    'OVERDUE',
    'PENDING',
    'PAID',
    'CANCELLED',
  ]);
});

test('sorting by status sorts by the status the rows show', async () => {
  const res = await list('?sort=status&order=asc');
  expect(res.json().map((r: InvoiceJson) => r.status)).toEqual([
    'CANCELLED',
    'OVERDUE',
    'OVERDUE',
    'OVERDUE',
    'PAID',
    'PENDING',
    'PENDING',
  ]);
});

test('the status filter offers Overdue while only the due date says so', async () => {
  const res = await list('/statuses', employerB);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(['OVERDUE']);
  expect((await list('/statuses')).json()).toEqual(['PENDING', 'PAID', 'OVERDUE', 'CANCELLED']);
  expect(idsOf(await list('?status=OVERDUE', employerB))).toHaveLength(1);
});

test('one invoice and its HTML view read the status as the list does', async () => {
  const one = async (id: number) => (await list(`/${id}`)).json();
  expect(await stored(ids.pastDuePending)).toBe('PENDING');
  expect((await one(ids.pastDuePending)).status).toBe('OVERDUE');
  expect((await one(ids.pastDuePending)).daysOverdue).toBe(22);
  expect((await one(ids.overdueMovedOn)).status).toBe('PENDING');
  expect((await one(ids.dueToday)).status).toBe('PENDING');
  const html = (await list(`/${ids.pastDuePending}/html-view`)).body;
  expect(html).toContain('<dt>Status</dt><dd>Overdue</dd>');
});

test('a form saved without a status keeps the one it shows: past due, Overdue', async () => {
  const res = await callApi(t, 'PUT', `/api/invoices/${ids.dueYesterday}`, employerA, {
    ...((await list(`/${ids.dueYesterday}`)).json() as InvoiceJson),
    status: undefined,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('OVERDUE');
  expect(await stored(ids.dueYesterday)).toBe('OVERDUE');
});
