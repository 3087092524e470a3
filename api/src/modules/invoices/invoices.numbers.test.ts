/** The gap-free invoice number sequence of each corporation. */
import { withTenantTx } from '../../db/tenant.js';
import { createInvoice, invoiceBody } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedTenant, seedVendor, twoTenants } from '../../testing/fixtures.js';
import { nextInvoiceNumber } from './invoices.repo.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const numberOf = (n: number, prefix = 'INV-') => `${prefix}${String(n).padStart(6, '0')}`;

test('each corporation counts from INV-000001 on its own', async () => {
  const { corpA, corpB, employerA, employerB } = await twoTenants(t, ['Acme', 'Bravo']);
  const vendorA = await seedVendor(t, corpA, 'Globex');
  const vendorB = await seedVendor(t, corpB, 'Initech');
  expect((await createInvoice(t, employerA, invoiceBody(vendorA))).number).toBe(numberOf(1));
  expect((await createInvoice(t, employerA, invoiceBody(vendorA))).number).toBe(numberOf(2));
  expect((await createInvoice(t, employerB, invoiceBody(vendorB))).number).toBe(numberOf(1));
});

test('a refused or rolled-back create does not use up a number', async () => {
  const c = await seedTenant(t, 'Charlie', 'boss@c.example');
  const vendor = await seedVendor(t, c.corpId, 'Globex');
  expect((await createInvoice(t, c.employer, invoiceBody(vendor))).number).toBe(numberOf(1));

  const refused = await callApi(t, 'POST', '/api/invoices', c.employer, invoiceBody(vendor + 999));
  expect(refused.statusCode).toBe(400);
  // a create that fails after taking its number gives the number back with its transaction
  const failed = withTenantTx(t.db.pool, { corpId: c.corpId, userId: null }, async (tx) => {
    expect(await nextInvoiceNumber(tx, c.corpId)).toBe(numberOf(2));
    throw new Error('the insert failed');
  });
  await expect(failed).rejects.toThrow('the insert failed');

  expect((await createInvoice(t, c.employer, invoiceBody(vendor))).number).toBe(numberOf(2));
});

test('10 concurrent creates get 10 consecutive numbers', async () => {
  const d = await seedTenant(t, 'Delta', 'boss@d.example');
  const vendor = await seedVendor(t, d.corpId, 'Globex');
  const created = await Promise.all(
    Array.from({ length: 10 }, () => createInvoice(t, d.employer, invoiceBody(vendor))),
  );
  const numbers = created.map((i) => i.number).sort();
  expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numberOf(i + 1)));
});

test('the number starts with the INVOICE numberPrefix setting; the body’s number is never taken', async () => {
  const e = await seedTenant(t, 'Echo', 'boss@e.example');
  const vendor = await seedVendor(t, e.corpId, 'Globex');
  await t.db.query(
    `UPDATE admin_settings SET value = 'ECH/'
      WHERE corp_id = $1 AND category = 'INVOICE' AND feature = 'numberPrefix'`,
    [e.corpId],
  );
  const created = await createInvoice(t, e.employer, invoiceBody(vendor, { number: 'X-1' }));
  expect(created.number).toBe(numberOf(1, 'ECH/'));
});
