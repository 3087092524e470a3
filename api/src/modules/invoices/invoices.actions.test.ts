/** PUT /invoices/{id}/paid and DELETE /invoices/{id}. */
import {
  createInvoice,
  invoiceBody,
  invoiceSnapshot,
  type InvoiceJson,
} from '../../testing/invoices.fixture.js';
import { addDays, businessToday } from '../common/business-day.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedTenant, seedVendor, type Method } from '../../testing/fixtures.js';

let t: TestApp;
let employer: string;
let vendor: number;

const call = (method: Method, url: string) => callApi(t, method, url, employer);
const snapshot = () => invoiceSnapshot(t);
/** An invoice stored in `status`: a Pending one due in a month, so that it still reads Pending. */
const make = (status: string) =>
  createInvoice(
    t,
    employer,
    invoiceBody(vendor, {
      status,
      ...(status === 'PENDING' && { dueDate: addDays(businessToday(), 30) }),
    }),
  );

async function lastAudit(id: number) {
  const { rows } = await t.db.query(
    `SELECT action, changes FROM audit_log
      WHERE entity = 'invoice' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
    [String(id)],
  );
  return rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  employer = a.employer;
  vendor = await seedVendor(t, a.corpId, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

describe('paid', () => {
  test.each(['PENDING', 'OVERDUE'])(
    'a %s invoice becomes PAID, stamped and audited',
    async (status) => {
      const invoice = await make(status);
      const res = await call('PUT', `/api/invoices/${invoice.id}/paid`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: invoice.id, status: 'PAID', amount: 1330 });
      const { rows } = await t.db.query('SELECT paid_at FROM invoices WHERE id = $1', [invoice.id]);
      expect(rows[0].paid_at).toBeInstanceOf(Date);
      expect(await lastAudit(invoice.id)).toEqual({
        action: 'status',
        changes: { status: { from: status, to: 'PAID' } },
      });
    },
  );

  test.each(['PAID', 'CANCELLED'])('a %s invoice is a 409 and changes nothing', async (status) => {
    const invoice = await make(status);
    const before = await snapshot();
    const res = await call('PUT', `/api/invoices/${invoice.id}/paid`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'conflict',
      message: `A ${status.toLowerCase()} invoice can no longer change.`,
    });
    expect(await snapshot()).toBe(before);
  });
});

describe('delete', () => {
  test.each(['PENDING', 'OVERDUE', 'CANCELLED'])(
    'a %s invoice is deleted with its lines (204) and audited',
    async (status) => {
      const invoice: InvoiceJson = await make(status);
      const res = await call('DELETE', `/api/invoices/${invoice.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await call('GET', `/api/invoices/${invoice.id}`)).statusCode).toBe(404);
      const items = await t.db.query('SELECT 1 FROM invoice_items WHERE invoice_id = $1', [
        invoice.id,
      ]);
      expect(items.rowCount).toBe(0);
      expect(await lastAudit(invoice.id)).toEqual({
        action: 'delete',
        changes: expect.objectContaining({ number: invoice.number, status, amount: 1330 }),
      });
    },
  );

  test('a paid invoice cannot be deleted (409) and nothing changes', async () => {
    const invoice = await make('PAID');
    const before = await snapshot();
    const res = await call('DELETE', `/api/invoices/${invoice.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: 'A paid invoice cannot be deleted.' });
    expect(await snapshot()).toBe(before);
  });

  test('an unknown invoice is a 404', async () => {
    expect((await call('DELETE', '/api/invoices/987654')).statusCode).toBe(404);
    expect((await call('PUT', '/api/invoices/987654/paid')).statusCode).toBe(404);
  });
});
