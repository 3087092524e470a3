/** GET /invoices/{id}/html-view and GET /invoices/{id}/pdf-db. */
import { PDFDocument } from 'pdf-lib';
import {
  createInvoice,
  invoiceBody,
  seedVendorWithContact,
} from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedTenant, setSetting } from '../../testing/fixtures.js';

let t: TestApp;
let corpId: number;
let employer: string;

const get = (url: string) => callApi(t, 'GET', url, employer);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpId, employer } = await seedTenant(t, 'Acme & Sons', 'boss@a.example'));
});

afterAll(async () => {
  await t?.close();
});

describe('html-view', () => {
  test('a complete document with every value escaped, no script allowed and never cached', async () => {
    const vendor = await seedVendorWithContact(t, corpId, '<script>alert(1)</script>', null, {
      address: '1 "Main" St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    const invoice = await createInvoice(
      t,
      employer,
      invoiceBody(vendor, {
        items: [
          { description: '<img src=x onerror=alert(2)>', quantity: 1234.5, price: 1000 },
          { description: "O'Brien & Co", quantity: 1, price: 0.5 },
        ],
      }),
    );
    const res = await get(`/api/invoices/${invoice.id}/html-view`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);

    const html = res.body;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('</html>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('O&#39;Brien &amp; Co');
    expect(html).toContain('Acme &amp; Sons');
    expect(html).toContain('1 &quot;Main&quot; St');
    expect(html).toContain('Springfield, IL 62701');
    expect(html).toContain(invoice.number);
    expect(html).toContain('03/10/2025');
    expect(html).toContain('04/09/2025');
    // stored Pending, due 04/09/2025: shown as the list shows it
    expect(html).toContain('<dd>Overdue</dd>');
    expect(html).toContain('1,234.50');
    expect(html).toContain('$1,000.00');
    expect(html).toContain('$1,234,500.00');
    expect(html).toContain('$0.50');
    expect(html).toContain('$1,234,500.50');
  });
});

describe('pdf-db', () => {
  test('a PDF download with the expected headers', async () => {
    const vendor = await seedVendorWithContact(t, corpId, 'Globex', null);
    const invoice = await createInvoice(t, employer, invoiceBody(vendor));
    const res = await get(`/api/invoices/${invoice.id}/pdf-db`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // named by its number, as the client knows it, not by the internal id
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Invoice ${invoice.number}`);
  });

  test('a number prefix with "/" (allowed in a setting) is named with "-" instead', async () => {
    await setSetting(t, corpId, 'numberPrefix', 'ACME/2026-');
    try {
      const vendor = await seedVendorWithContact(t, corpId, 'Umbrella', null);
      const invoice = await createInvoice(t, employer, invoiceBody(vendor));
      expect(invoice.number).toMatch(/^ACME\/2026-\d{6}$/);
      const res = await get(`/api/invoices/${invoice.id}/pdf-db`);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${invoice.number.replace('/', '-')}.pdf"`,
      );
    } finally {
      await setSetting(t, corpId, 'numberPrefix', 'INV-');
    }
  });

  test('names outside the font (emoji, CJK) are drawn as ? rather than failing', async () => {
    const vendor = await seedVendorWithContact(t, corpId, 'Sakura 桜 Trading 🌸', null, {
      address: 'Straße 1 — Café',
    });
    const invoice = await createInvoice(
      t,
      employer,
      invoiceBody(vendor, {
        items: [{ description: '翻訳 services 🚀\nsecond line', quantity: 2, price: 10 }],
      }),
    );
    const res = await get(`/api/invoices/${invoice.id}/pdf-db`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('200 lines continue on further pages', async () => {
    const vendor = await seedVendorWithContact(t, corpId, 'Initech', null);
    const items = Array.from({ length: 200 }, (_, i) => ({
      description: `Line ${i + 1}${i % 10 === 0 ? ` ${'long description '.repeat(20)}` : ''}`,
      quantity: 1,
      price: i,
    }));
    const invoice = await createInvoice(t, employer, invoiceBody(vendor, { items }));
    expect(invoice.amount).toBe(19900);
    const res = await get(`/api/invoices/${invoice.id}/pdf-db`);
    expect(res.statusCode).toBe(200);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(3);
  });
});
