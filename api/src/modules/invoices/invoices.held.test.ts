/**
 * An invoice that carries timesheets stays theirs (docs/workflows.md#an-invoice-keeps-its-timesheets):
 * its vendor and the lines of its sheets hold until the invoice is deleted, which gives the weeks
 * back; its other fields, and lines of its own, still change.
 */
import {
  callApi,
  seedTenant,
  seedVendor,
  type Method,
  type Tenant,
} from '../../testing/fixtures.js';
import {
  approvedWeek as approvedWeekOf,
  billedSnapshot,
  invoiceBody,
  invoiceOfWeeks,
  type InvoiceJson,
} from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { BACKFILL_SHEET_LINES } from '../../db/migrations/027_invoice_sheet_lines.js';

const VENDOR_HELD =
  'This invoice was made from timesheets: its vendor cannot change. Cancel the invoice (or delete it, if it was never sent) to bill these weeks again.';
const LINES_HELD =
  'This invoice was made from timesheets: the lines of its timesheets cannot change or be removed. Cancel the invoice (or delete it, if it was never sent) to bill these weeks again.';

let t: TestApp;
let acme: Tenant;
let globex: number;
let initech: number;
let people = 0;

const call = (method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, acme.employer, payload);
const put = (invoice: InvoiceJson, over: object) =>
  call('PUT', `/api/invoices/${invoice.id}`, { ...invoice, ...over, corpId: acme.corpId });
const snapshot = () => billedSnapshot(t);

/** An approved week of 2025-03-03 (40 hours) of a new employee billed to Globex at 87.35. */
const approvedWeek = () => approvedWeekOf(t, acme, globex, `P${++people}`);

/** One invoice made from two approved weeks of Globex: a line per sheet. */
const invoiceOfTwoWeeks = () => invoiceOfWeeks(t, acme, globex, [`P${++people}`, `P${++people}`]);

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme', 'boss@a.example');
  globex = await seedVendor(t, acme.corpId, 'Globex');
  initech = await seedVendor(t, acme.corpId, 'Initech');
});
afterAll(() => t?.close());

test('each line made from a timesheet names it; a line of its own names none', async () => {
  const { sheets, invoice } = await invoiceOfTwoWeeks();
  expect(invoice.items.map((l) => l.timesheetId)).toEqual(sheets);
  // a line's timesheetId is an echo, never taken: a line of its own cannot claim a sheet
  const own = { description: 'Parking', quantity: 1, price: 20, timesheetId: sheets[0] };
  const res = await put(invoice, { amount: null, items: [...invoice.items, own] });
  expect(res.statusCode).toBe(200);
  expect((res.json() as InvoiceJson).items.map((l) => l.timesheetId)).toEqual([...sheets, null]);
});

test('another vendor is a 409 that says why, and nothing changes', async () => {
  const { invoice } = await invoiceOfTwoWeeks();
  const before = await snapshot();
  for (const over of [
    { vendorId: initech },
    // the case: another vendor and one line of a cent
    {
      vendorId: initech,
      amount: null,
      items: [{ description: 'Adjustment', quantity: 1, price: 0.01 }],
    },
  ]) {
    const res = await put(invoice, over);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: VENDOR_HELD });
  }
  expect(await snapshot()).toBe(before);
});

test('an invoice of one timesheet, locked or made by hand naming it, keeps its vendor too', async () => {
  const locked = await approvedWeek();
  expect(
    (await call('PUT', `/api/timesheets/${locked}/status`, { status: 'LOCKED' })).statusCode,
  ).toBe(200);
  const ofLocked = (await call('GET', `/api/invoices?timesheetId=${locked}`)).json()[0];
  const named = await approvedWeek();
  const byHand = await call('POST', '/api/invoices', invoiceBody(globex, { timesheetId: named }));
  expect(byHand.statusCode).toBe(201);
  for (const id of [ofLocked.id, byHand.json().id]) {
    const invoice = (await call('GET', `/api/invoices/${id}`)).json() as InvoiceJson;
    const before = await snapshot();
    const res = await put(invoice, { vendorId: initech });
    expect([res.statusCode, res.json().message]).toEqual([409, VENDOR_HELD]);
    expect(await snapshot()).toBe(before);
  }
});

test('a line of a timesheet cannot be rewritten or removed: 409, nothing changes', async () => {
  const { invoice } = await invoiceOfTwoWeeks();
  const [first, second] = invoice.items;
  const before = await snapshot();
  for (const items of [
    [{ ...first, quantity: 1 }, second],
    [{ ...first, price: 0.01 }, second],
    [{ ...first, description: 'Something else' }, second],
    [second],
    [],
    [{ description: 'Adjustment', quantity: 1, price: 0.01 }],
  ]) {
    const res = await put(invoice, { amount: items.length === 0 ? 0.01 : null, items });
    expect([items, res.statusCode, res.json()]).toEqual([
      items,
      409,
      { error: 'conflict', message: LINES_HELD },
    ]);
  }
  expect(await snapshot()).toBe(before);
});

test('its other fields, the order of its lines and lines of its own still change', async () => {
  const { invoice } = await invoiceOfTwoWeeks();
  // the invoice as read, sent back unchanged (every echo included)
  const same = await put(invoice, {});
  expect(same.statusCode).toBe(200);

  const [first, second] = invoice.items;
  const own = { description: 'Parking', quantity: 2, price: 22.75 };
  const edited = await put(invoice, {
    dueDate: '2099-12-31',
    status: 'OVERDUE',
    amount: null,
    items: [
      own,
      second,
      { description: first.description, quantity: first.quantity, price: first.price },
    ],
  });
  expect(edited.statusCode).toBe(200);
  const after = edited.json() as InvoiceJson;
  // Overdue chosen for an invoice due in 2099 reads Pending: the due date decides which it is
  expect(after).toMatchObject({ dueDate: '2099-12-31', status: 'PENDING', vendorId: globex });
  expect(after.amount).toBe(invoice.amount + 45.5);
  expect(after.items.map((l) => [l.description, l.timesheetId])).toEqual([
    ['Parking', null],
    [second.description, second.timesheetId],
    [first.description, first.timesheetId],
  ]);

  const dropped = await put(after, { amount: null, items: after.items.slice(1) });
  expect(dropped.statusCode).toBe(200);
  expect((dropped.json() as InvoiceJson).amount).toBe(invoice.amount);
});

test('deleting the invoice gives the weeks back: they can be billed again, to their vendor', async () => {
  const { sheets, invoice } = await invoiceOfTwoWeeks();
  expect((await call('DELETE', `/api/invoices/${invoice.id}`)).statusCode).toBe(204);
  const { rows } = await t.db.query('SELECT status FROM timesheets WHERE id = ANY($1)', [sheets]);
  expect(rows.map((r) => r.status)).toEqual(['APPROVED', 'APPROVED']);
  const again = await call('POST', '/api/invoices/from-timesheets', { timesheetIds: sheets });
  expect(again.statusCode).toBe(201);
  expect(again.json()).toMatchObject({ vendorId: globex, amount: invoice.amount });
});

test('the migration links the lines of invoices made from timesheets before it, and no other', async () => {
  const { sheets, invoice } = await invoiceOfTwoWeeks();
  const named = await approvedWeek();
  const byHand = await call('POST', '/api/invoices', invoiceBody(globex, { timesheetId: named }));
  const ids = [invoice.id, byHand.json().id];
  await t.db.query('UPDATE invoice_items SET timesheet_id = NULL WHERE invoice_id = ANY($1)', [
    ids,
  ]);

  await t.db.query(BACKFILL_SHEET_LINES);
  const { rows } = await t.db.query(
    `SELECT invoice_id AS "invoiceId", timesheet_id AS "timesheetId" FROM invoice_items
      WHERE invoice_id = ANY($1) ORDER BY invoice_id, position`,
    [ids],
  );
  expect(rows.map((r) => [Number(r.invoiceId), r.timesheetId && Number(r.timesheetId)])).toEqual([
    [invoice.id, sheets[0]],
    [invoice.id, sheets[1]],
    [ids[1], null],
    [ids[1], null],
  ]);
});
