/**
 * Every status a billing arrangement is in × every status its form saves it with: the moves of
 * BILLING_WORKFLOW happen, every other save is the table's 409 and changes nothing, and a cancelled
 * arrangement saved again as it is answers as it is.
 */
import { BILLING_STATUSES } from '@staffledger/contracts';
import { billingBody, billingSnapshot, createBilling } from '../../testing/billings.fixture.js';
import { callApi, seedEmployee, seedTenant, seedVendor } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

/**
 * The moves of docs/workflows.md#billing-arrangements, written out here so that a change to the
 * table has to change this test too.
 */
const ALLOWED = new Set([
  'PENDING>ACTIVE',
  'PENDING>INACTIVE',
  'PENDING>CANCELLED',
  'ACTIVE>PENDING',
  'ACTIVE>INACTIVE',
  'ACTIVE>CANCELLED',
  'INACTIVE>PENDING',
  'INACTIVE>ACTIVE',
  'INACTIVE>CANCELLED',
]);

let t: TestApp;
let employer: string;
let corpId: number;
let vendorId: number;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  const a = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  employer = a.employer;
  corpId = a.corpId;
  vendorId = await seedVendor(t, corpId, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

const pairs = BILLING_STATUSES.flatMap((from) => BILLING_STATUSES.map((to) => [from, to]));

test.each(pairs)('a billing saved %s → %s', async (from, to) => {
  // an employee of its own, so that no two arrangements of the test overlap; periods still ahead,
  // so that an Active one makes no timesheet
  made += 1;
  const employeeId = await seedEmployee(t, corpId, { firstName: 'Pat', lastName: `No${made}` });
  const body = (status: string) =>
    billingBody(employeeId, vendorId, {
      status,
      billingCode: `M-${made}`,
      startDate: '2030-03-04',
      firstPeriodEndDate: '2030-03-10',
    });
  const billing = await createBilling(t, employer, body(from));
  const before = await billingSnapshot(t);
  const res = await callApi(t, 'PUT', `/api/billing/${billing.id}`, employer, body(to));
  if (from === 'CANCELLED') {
    if (to === from) {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A cancelled billing can no longer change.');
    }
    expect(await billingSnapshot(t)).toBe(before);
  } else if (from === to || ALLOWED.has(`${from}>${to}`)) {
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(to);
  } else {
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Cannot change ${/^[AEIOU]/.test(from) ? 'an' : 'a'} ${from.toLowerCase()} billing to ${to.toLowerCase()}.`,
    );
    expect(await billingSnapshot(t)).toBe(before);
  }
});
