/**
 * An invoice made from timesheets reads in the order of its annex (period, then employee), and is
 * never dated before the end of a week it bills, whether made from the sheets, typed naming one, or
 * saved again (docs/workflows.md#invoicing-a-timesheet).
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

let t: TestApp;
let acme: Tenant;
let globex: number;

const call = (method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, acme.employer, payload);

/** An approved week from `monday` of a new employee `name`, billed to Globex. */
async function approvedWeek(firstName: string, monday: string): Promise<number> {
  const employeeId = await seedEmployee(t, acme.corpId, { firstName, lastName: 'Doe' });
  await createBilling(t, acme.employer, billingBody(employeeId, globex));
  const sunday = new Date(`${monday}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  const sheet = await createTimesheet(
    t,
    acme.employer,
    weekBody(employeeId, globex, {
      periodStartDate: monday,
      periodEndDate: sunday.toISOString().slice(0, 10),
    }),
  );
  await forceStatus(t, sheet.id, 'APPROVED');
  return sheet.id;
}

const status = async (id: number) =>
  (await t.db.query('SELECT status FROM timesheets WHERE id = $1', [id])).rows[0].status;

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme', 'boss@a.example');
  globex = await seedVendor(t, acme.corpId, 'Globex');
});
afterAll(() => t?.close());

test('the lines run by period, then employee, as the annex does, whatever the sheets’ ids', async () => {
  // made newest week first, so that id order and period order disagree
  const zoe = await approvedWeek('Zoe', '2025-03-17');
  const bob = await approvedWeek('Bob', '2025-03-03');
  const amy = await approvedWeek('Amy', '2025-03-03');
  const res = await call('POST', '/api/invoices/from-timesheets', {
    timesheetIds: [zoe, bob, amy],
  });
  expect(res.statusCode).toBe(201);
  const invoice = res.json() as InvoiceJson;
  expect(invoice.items.map((i) => [i.timesheetId, i.description])).toEqual([
    [amy, 'Consulting services, Amy Doe (03/03/2025 - 03/09/2025)'],
    [bob, 'Consulting services, Bob Doe (03/03/2025 - 03/09/2025)'],
    [zoe, 'Consulting services, Zoe Doe (03/17/2025 - 03/23/2025)'],
  ]);

  const html = (await call('GET', `/api/invoices/${invoice.id}/html-view`)).body;
  const annex = html.slice(html.indexOf('</table>'));
  const places = ['Amy Doe', 'Bob Doe', 'Zoe Doe'].map((name) => annex.indexOf(name));
  expect(places.every((p) => p > 0)).toBe(true);
  expect([...places].sort((a, b) => a - b)).toEqual(places);
});

test('sheets of a week not over yet are not invoiced today: 409 naming the week, nothing changes', async () => {
  const past = await approvedWeek('Pat', '2025-04-07');
  const future = await approvedWeek('Fay', '2099-01-05');
  const before = await invoiceSnapshot(t);
  const res = await call('POST', '/api/invoices/from-timesheets', {
    timesheetIds: [past, future],
  });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(
    /^The invoice date \d\d\/\d\d\/\d{4} is before the end of the week it bills, 01\/05\/2099 - 01\/11\/2099\.$/,
  );
  expect(await invoiceSnapshot(t)).toBe(before);
  expect(await status(future)).toBe('APPROVED');

  // locking the sheet alone makes its invoice the same way: refused, the sheet stays Approved
  const lock = await call('PUT', `/api/timesheets/${future}/status`, { status: 'LOCKED' });
  expect(lock.statusCode).toBe(409);
  expect(lock.json().message).toContain('01/05/2099 - 01/11/2099');
  expect(await status(future)).toBe('APPROVED');
});

test('an invoice typed naming a sheet is dated on or after the week’s last day, else 400', async () => {
  const sheet = await approvedWeek('Ned', '2025-05-05');
  const before = await invoiceSnapshot(t);
  const early = invoiceBody(globex, {
    timesheetId: sheet,
    invoiceDate: '2025-05-10',
    dueDate: '2025-06-30',
  });
  const res = await call('POST', '/api/invoices', early);
  expect(res.statusCode).toBe(400);
  const reason =
    'The invoice date 05/10/2025 is before the end of the week it bills, 05/05/2025 - 05/11/2025.';
  expect(res.json()).toMatchObject({ message: reason, fieldErrors: { invoiceDate: reason } });
  expect(await invoiceSnapshot(t)).toBe(before);

  const onTime = await call('POST', '/api/invoices', { ...early, invoiceDate: '2025-05-11' });
  expect(onTime.statusCode).toBe(201);
  expect(await status(sheet)).toBe('LOCKED');
});

test('saving an invoice of timesheets with a date before its last week’s end is a 400', async () => {
  const early = await approvedWeek('Eve', '2025-06-02');
  const late = await approvedWeek('Lou', '2025-06-16');
  const made = await call('POST', '/api/invoices/from-timesheets', { timesheetIds: [late, early] });
  const invoice = made.json() as InvoiceJson;
  const before = await invoiceSnapshot(t);
  const put = (invoiceDate: string) =>
    call('PUT', `/api/invoices/${invoice.id}`, {
      ...invoice,
      invoiceDate,
      dueDate: '2025-12-31',
      corpId: acme.corpId,
    });
  const res = await put('2025-06-20');
  expect(res.statusCode).toBe(400);
  expect(res.json().fieldErrors.invoiceDate).toBe(
    'The invoice date 06/20/2025 is before the end of the week it bills, 06/16/2025 - 06/22/2025.',
  );
  expect(await invoiceSnapshot(t)).toBe(before);

  const ok = await put('2025-06-22');
  expect(ok.statusCode).toBe(200);
  expect(ok.json().invoiceDate).toBe('2025-06-22');
});
