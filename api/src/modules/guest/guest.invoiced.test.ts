/**
 * A guest sees only what a guest needs (docs/guests.md#what-a-code-opens): whatever a sheet went
 * through, no guest answer names an invoice, a rate or an amount.
 */
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import { callApi, seedCorp, seedVendor } from '../../testing/fixtures.js';
import { filledItems, guestCall, seedGuest, seedWeek } from '../../testing/guest.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { forceStatus, insertAttachment } from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpId: number;

beforeAll(async () => {
  t = await createTestApp();
  corpId = await seedCorp(t, 'Acme');
});
afterAll(() => t?.close());

/** Every key of a JSON answer, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
}

const staff = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: object) =>
  callApi(t, method, url, t.superToken, body, corpId);

test('a sheet that was invoiced and opened again answers the guest without its invoice, rate or amount', async () => {
  const vendorId = await seedVendor(t, corpId, 'Globex');
  const guest = await seedGuest(t, corpId, { firstName: 'Gina', lastName: 'Guest' });
  await createBilling(t, t.superToken, billingBody(guest.employeeId, vendorId), corpId);
  const sheet = await seedWeek(t, corpId, guest.employeeId, vendorId, '2025-03-03');
  await insertAttachment(t, corpId, sheet.id);
  const week = (await staff('GET', `/api/timesheets/${sheet.id}/items`)).json();
  const submitted = await staff(
    'PUT',
    `/api/timesheets/${sheet.id}/items/submit`,
    filledItems(week),
  );
  expect(submitted.statusCode).toBe(200);
  for (const status of ['APPROVED', 'LOCKED']) {
    expect((await staff('PUT', `/api/timesheets/${sheet.id}/status`, { status })).statusCode).toBe(
      200,
    );
  }
  const invoice = (await staff('GET', `/api/invoices?timesheetId=${sheet.id}`)).json()[0] as {
    id: number;
    number: string;
  };
  expect((await staff('DELETE', `/api/invoices/${invoice.id}`)).statusCode).toBe(204);
  // back to Approved, then open again (older rows and fixes in the database reach this)
  await forceStatus(t, sheet.id, 'PENDING');

  const answers = [
    await guestCall(t, 'GET', guest.code, '/verify'),
    await guestCall(t, 'GET', guest.code, `/ts/${sheet.id}/items`),
    await guestCall(t, 'GET', guest.code, `/ts/${sheet.id}/attachments`),
    await guestCall(t, 'GET', guest.code, `/ts/${sheet.id}/history`),
    await guestCall(t, 'PUT', guest.code, `/ts/${sheet.id}/items/save`, {
      payload: filledItems(week),
    }),
    await guestCall(t, 'PUT', guest.code, `/ts/${sheet.id}/items/submit`, {
      payload: filledItems(week),
    }),
    await guestCall(t, 'GET', guest.code, `/ts/${sheet.id}/history`),
  ];
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
  const history = answers[3].json() as { event: string }[];
  // the guest still reads what happened to the week, without the invoice it went on
  expect(history.map((e) => e.event)).toContain('invoiced');
  for (const answer of answers) {
    expect(keysOf(answer.json()).filter((k) => /invoice|rate|amount/i.test(k))).toEqual([]);
    expect(answer.body).not.toContain(invoice.number);
    expect(answer.body).not.toContain('87.35');
  }
});
