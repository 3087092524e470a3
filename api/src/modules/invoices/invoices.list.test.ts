/** GET /invoices (filters, sorts, paging) and GET /invoices/statuses. */
import { createInvoice, invoiceBody, type InvoiceJson } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedEmployee, seedVendor, twoTenants } from '../../testing/fixtures.js';
import { statementsOf, watchStatements } from '../../testing/statements.js';
import { createTimesheet, weekBody } from '../../testing/timesheets.fixture.js';
import { ID_SEARCHES } from '../../db/id-search.js';

let t: TestApp;
let corpA: number;
let employerA: string;
let employerB: string;
let vendors: number[];
let rows: InvoiceJson[];

const VENDORS = ['Globex', 'acme 50%_Off', 'Initech'];
const STATUSES = ['PENDING', 'OVERDUE', 'PAID'];
const AMOUNTS = [9.5, 10, 100, 87.35, 0, 1234.56, 55.55, 10.01, 3];

/**
 * 9 invoices of corporation A, made in this order (ids and numbers ascending); the Pending ones
 * fall due in 2099, since the list shows an unpaid invoice past due as Overdue.
 */
const seeded = AMOUNTS.map((amount, i) => ({
  vendor: i % 3,
  over: {
    items: [],
    amount,
    invoiceDate: `2025-0${(i % 5) + 1}-1${i % 9}`,
    dueDate: `${i < 3 ? 2099 : 2025}-0${(i % 5) + 2}-0${(i % 7) + 1}`,
    status: STATUSES[Math.floor(i / 3)],
  },
}));

const list = (query: string, token = employerA) =>
  callApi(t, 'GET', `/api/invoices${query}`, token);
const ids = (res: { json(): InvoiceJson[] }) => res.json().map((r) => r.id);
const byId = (id: number) => rows.find((r) => r.id === id) as InvoiceJson;

beforeAll(async () => {
  t = await createTestApp();
  watchStatements(t.app.pg);
  const { corpB, ...tenants } = await twoTenants(t);
  ({ corpA, employerA, employerB } = tenants);
  vendors = [];
  for (const name of VENDORS) vendors.push(await seedVendor(t, corpA, name));
  rows = [];
  for (const s of seeded) {
    rows.push(await createInvoice(t, employerA, invoiceBody(vendors[s.vendor], s.over)));
  }
  const vendorB = await seedVendor(t, corpB, 'Bravo Client');
  await createInvoice(t, employerB, invoiceBody(vendorB, { status: 'CANCELLED' }));
});

afterAll(async () => {
  await t?.close();
});

test('the list answers rows without lines, newest first by default', async () => {
  const res = await list('');
  expect(res.statusCode).toBe(200);
  expect(ids(res)).toEqual(rows.map((r) => r.id).reverse());
  const { items: _items, ...row } = rows[3];
  expect(res.json()[5]).toEqual(row);
  expect(res.headers['x-total-count']).toBeUndefined();
});

test.each([
  ['number', (r: InvoiceJson) => r.number],
  ['customer', (r: InvoiceJson) => r.customer.toLowerCase()],
  ['amount', (r: InvoiceJson) => r.amount],
  ['invoiceDate', (r: InvoiceJson) => r.invoiceDate],
  ['dueDate', (r: InvoiceJson) => r.dueDate],
  ['status', (r: InvoiceJson) => r.status],
])('sort=%s orders both ways, ties by id', async (sort, key) => {
  const cmp = (a: InvoiceJson, b: InvoiceJson) => {
    const [x, y] = [key(a), key(b)];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  };
  const asc = [...rows].sort(cmp).map((r) => r.id);
  expect(ids(await list(`?sort=${sort}&order=asc`))).toEqual(asc);
  expect(ids(await list(`?sort=${sort}&order=DESC`))).toEqual([...asc].reverse());
});

test('number and customer filter by contained text in any case, literally', async () => {
  const third = rows[2].number.slice(-3);
  expect(ids(await list(`?number=${third.toLowerCase()}`))).toEqual([rows[2].id]);
  const percent = await list(`?customer=${encodeURIComponent('50%_o')}`);
  expect(ids(percent).sort()).toEqual(
    rows
      .filter((r) => r.vendorId === vendors[1])
      .map((r) => r.id)
      .sort(),
  );
  expect(ids(await list('?customer=50%25x'))).toEqual([]);
});

test('a number text with no three letters or digits in a row is matched on the rows, not searched', async () => {
  const searches = (statements: string[]) =>
    statements.filter((q) => q.includes(ID_SEARCHES.invoiceNumber.fn));
  const matching = (text: string) =>
    rows
      .filter((r) => r.number.toLowerCase().includes(text.toLowerCase()))
      .map((r) => r.id)
      .reverse();
  // the trigram index cannot narrow such a text: searched, it would be read whole
  for (const text of [rows[2].number.slice(-2), rows[2].number.slice(-1), '-0']) {
    let res: Awaited<ReturnType<typeof list>> | undefined;
    const sent = await statementsOf(async () => (res = await list(`?number=${text}&limit=50`)));
    expect(searches(sent)).toEqual([]);
    expect(ids(res!)).toEqual(matching(text));
    expect(res!.headers['x-total-count']).toBe(String(matching(text).length));
  }
  const third = rows[2].number.slice(-3);
  let found: Awaited<ReturnType<typeof list>> | undefined;
  const sent = await statementsOf(async () => (found = await list(`?number=${third}&limit=50`)));
  expect(searches(sent)).toHaveLength(1);
  expect(ids(found!)).toEqual(matching(third));
});

test('status filters by one or several values in any case; vendorId by one vendor', async () => {
  const res = await list('?status=paid,Overdue&sort=id&order=asc');
  expect(ids(res)).toEqual(rows.filter((r) => r.status !== 'PENDING').map((r) => r.id));
  const byVendor = await list(`?vendorId=${vendors[2]}&sort=id&order=asc`);
  expect(ids(byVendor)).toEqual(rows.filter((r) => r.vendorId === vendors[2]).map((r) => r.id));
  expect((await list('?status=LATE')).statusCode).toBe(400);
});

test('timesheetId filters the invoice made from one timesheet', async () => {
  const employeeId = await seedEmployee(t, corpA, { firstName: 'Ann' });
  const sheet = await createTimesheet(t, employerA, weekBody(employeeId, vendors[0]));
  await t.db.query('UPDATE invoices SET timesheet_id = $2 WHERE id = $1', [rows[0].id, sheet.id]);
  expect(ids(await list(`?timesheetId=${sheet.id}`))).toEqual([rows[0].id]);
  expect((await list('?timesheetId=abc')).statusCode).toBe(400);
});

test('limit and offset answer one page with the filtered total', async () => {
  const res = await list('?sort=amount&order=asc&limit=4&offset=2');
  const asc = [...rows].sort((a, b) => a.amount - b.amount || a.id - b.id).map((r) => r.id);
  expect(ids(res)).toEqual(asc.slice(2, 6));
  expect(res.headers['x-total-count']).toBe('9');
  const filtered = await list('?status=PENDING&limit=2');
  expect(filtered.headers['x-total-count']).toBe('3');
  expect(filtered.json().every((r: InvoiceJson) => byId(r.id).status === 'PENDING')).toBe(true);
});

test.each([['?sort=vendor'], ['?order=up'], ['?limit=0'], ['?limit=1001'], ['?page=2']])(
  '%s is a 400',
  async (query) => {
    expect((await list(query)).statusCode).toBe(400);
  },
);

test('another corporation sees only its own invoices', async () => {
  const res = await list('', employerB);
  expect(res.json()).toHaveLength(1);
  expect(res.json()[0]).toMatchObject({ customer: 'Bravo Client', status: 'CANCELLED' });
});

describe('GET /invoices/statuses', () => {
  test('answers the statuses present in the corporation, in the order of the statuses', async () => {
    const res = await list('/statuses');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['PENDING', 'PAID', 'OVERDUE']);
    expect((await list('/statuses', employerB)).json()).toEqual(['CANCELLED']);
  });
});
