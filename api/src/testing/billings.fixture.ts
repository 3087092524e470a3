/** Billing arrangements for the tests: the body the billing form sends, and creates through the API. */
import { callApi } from './fixtures.js';
import type { TestApp } from './testApp.js';

/** The body of a weekly billing arrangement, as the billing form sends it. */
export const billingBody = (employeeId: number, vendorId: number, over: object = {}) => ({
  employeeId,
  vendorId,
  billRate: 87.35,
  invoiceDueDays: 30,
  invoiceFrequency: 'WEEKLY',
  billingCode: 'ACME-01',
  itemDescription: 'Consulting services',
  startDate: '2025-03-03',
  firstPeriodEndDate: '2025-03-09',
  endDate: null,
  status: 'PENDING',
  notes: null,
  ...over,
});

/** A billing arrangement created through the API as `token`; anything but 201 stops the setup. */
export async function createBilling(t: TestApp, token: string, body: object, corpId?: number) {
  const res = await callApi(t, 'POST', '/api/billing', token, body, corpId);
  if (res.statusCode !== 201) throw new Error(`billing not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number } & Record<string, unknown>;
}

/**
 * An Active weekly arrangement of the employee at the vendor from `start` (YYYY-MM-DD),
 * made as `token`: its Pending sheets of every week begun so far come with it.
 */
export function activeWeekly(
  t: TestApp,
  token: string,
  ids: { employeeId: number; vendorId: number },
  start: string,
  billingCode: string,
) {
  const end = new Date(Date.parse(`${start}T12:00:00Z`) + 6 * 86_400_000);
  return createBilling(
    t,
    token,
    billingBody(ids.employeeId, ids.vendorId, {
      status: 'ACTIVE',
      billingCode,
      startDate: start,
      firstPeriodEndDate: end.toISOString().slice(0, 10),
    }),
  );
}

/** Every billing row and the audit count: equal before and after means nothing changed. */
export async function billingSnapshot(t: TestApp): Promise<string> {
  return JSON.stringify([
    (await t.db.query('SELECT * FROM billings ORDER BY id')).rows,
    (await t.db.query('SELECT count(*) FROM audit_log')).rows,
  ]);
}
