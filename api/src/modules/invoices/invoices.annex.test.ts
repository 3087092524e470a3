/**
 * Invoices that carry their hours: the PDF and the HTML view of an invoice made from a timesheet
 * end with the sheet's days and its attachments. The PDF is turned into page images and text by
 * poppler (pdftoppm, pdftotext), as a reader would see it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedEmployee,
  seedTenant,
  seedVendor,
  setSetting,
  type Tenant,
} from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { createTimesheet, forceStatus, weekBody } from '../../testing/timesheets.fixture.js';

const run = promisify(execFile);

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let acme: Tenant;
let invoiceId: number;
let dir: string;

async function signedSheetPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    pdf
      .addPage([612, 792])
      .drawText(`Client signature page ${n}`, { x: 72, y: 700, size: 14, font });
  }
  return Buffer.from(await pdf.save());
}

async function attach(
  corpId: number,
  sheetId: number,
  filename: string,
  type: string,
  content: Buffer,
) {
  await t.db.query(
    `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type, size_bytes, content)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [corpId, sheetId, filename, type, content.length, content],
  );
}

/** The invoice's PDF as poppler reads it: its page images and its text. */
async function readPdf(id: number) {
  const res = await callApi(t, 'GET', `/api/invoices/${id}/pdf-db`, acme.employer);
  expect(res.statusCode).toBe(200);
  const file = path.join(dir, `invoice-${id}-${Date.now()}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  const prefix = `${file}-page`;
  await run('pdftoppm', ['-r', '40', '-png', file, prefix]);
  const images = fs.readdirSync(dir).filter((f) => f.startsWith(path.basename(prefix)));
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
  return { pages: images.length, text, bytes: res.rawPayload.length };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-annex-'));
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  const vendorId = await seedVendor(t, acme.corpId, 'Globex');
  const employeeId = await seedEmployee(t, acme.corpId, { firstName: 'Ann', lastName: 'Lee' });
  await createBilling(t, acme.employer, billingBody(employeeId, vendorId, { status: 'PENDING' }));
  const sheet = await createTimesheet(t, acme.employer, weekBody(employeeId, vendorId));
  await t.db.query(
    `UPDATE timesheet_items SET hours_worked = 8, comment = 'Migration & tests for <Globex>'
      WHERE timesheet_id = $1 AND type = 'BILLABLE'`,
    [sheet.id],
  );
  await t.db.query(
    `UPDATE timesheet_items SET extra_hours = 1.5, comment = $2
      WHERE timesheet_id = $1 AND calendar_date = '2025-03-05'`,
    [sheet.id, `Release night: ${'long comment '.repeat(12)}end`],
  );
  await attach(acme.corpId, sheet.id, 'signed.pdf', 'application/pdf', await signedSheetPdf());
  await attach(acme.corpId, sheet.id, 'whiteboard.png', 'image/png', PNG);
  await attach(acme.corpId, sheet.id, 'damaged.pdf', 'application/pdf', Buffer.from('%PDF-1.7 no'));
  await forceStatus(t, sheet.id, 'APPROVED');
  const locked = await callApi(t, 'PUT', `/api/timesheets/${sheet.id}/status`, acme.employer, {
    status: 'LOCKED',
  });
  expect(locked.statusCode).toBe(200);
  invoiceId = (
    await callApi(t, 'GET', `/api/invoices?timesheetId=${sheet.id}`, acme.employer)
  ).json()[0].id;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the PDF: the invoice, the sheet’s days, its PDF’s pages, its image, a note for a damaged file', async () => {
  const { pages, text, bytes } = await readPdf(invoiceId);
  // invoice 1 + days 1 + signed.pdf 2 + whiteboard.png 1 + damaged.pdf 1
  expect(pages).toBe(6);
  console.log(`invoice annex: ${pages} pages, ${bytes} bytes`);
  expect(text).toContain('Timesheet annex');
  expect(text).toContain('Ann Lee, 03/03/2025 - 03/09/2025');
  expect(text).toMatch(/03\/05\/2025\s+Wed\s+Billable\s+8\.00\s+1\.50\s+Release night/);
  expect(text).toMatch(/03\/08\/2025\s+Sat\s+Holiday\s+0\.00\s+0\.00/);
  expect(text).toContain('Migration & tests for <Globex>');
  expect(text).toContain('Billable hours: 41.50');
  expect(text).toContain('Client signature page 1');
  expect(text).toContain('Client signature page 2');
  expect(text).toContain('Attachment Ann Lee, 03/03/2025: signed.pdf (page 2 of 2)');
  expect(text).toContain('Attachment Ann Lee, 03/03/2025: whiteboard.png');
  expect(text).toContain('The attachment Ann Lee, 03/03/2025: damaged.pdf could not be added');

  // what the client reads: no internal status, and every page, the attachments' too, numbered
  expect(text).not.toContain('Status');
  expect(text).not.toContain('Pending');
  const numbers = text
    .split('\f')
    .slice(0, pages)
    .map((page) => page.match(/Page (\d+) of (\d+)/g));
  expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => [`Page ${n} of 6`]));
});

test('the HTML view shows the same annex, its image inline, under a policy that allows only that', async () => {
  const res = await callApi(t, 'GET', `/api/invoices/${invoiceId}/html-view`, acme.employer);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-security-policy']).toContain('img-src data:');
  expect(res.body).toContain('<h3>Ann Lee, 03/03/2025 - 03/09/2025</h3>');
  expect(res.body).toContain('Migration &amp; tests for &lt;Globex&gt;');
  expect(res.body).toContain(`src="data:image/png;base64,${PNG.toString('base64')}"`);
  expect(res.body).toContain('Attached PDF: signed.pdf');
  expect(res.body).toMatch(/Billable hours<\/td><td class="num">41\.50/);
});

test('with INVOICE annexTimesheets false, the invoice is its own page only', async () => {
  await setSetting(t, acme.corpId, 'annexTimesheets', 'false');
  try {
    const { pages, text } = await readPdf(invoiceId);
    expect(pages).toBe(1);
    expect(text).not.toContain('Timesheet annex');
    const html = await callApi(t, 'GET', `/api/invoices/${invoiceId}/html-view`, acme.employer);
    expect(html.body).not.toContain('Timesheet annex');
  } finally {
    await setSetting(t, acme.corpId, 'annexTimesheets', 'true');
  }
});
