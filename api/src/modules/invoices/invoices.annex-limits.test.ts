/**
 * The invoice PDF's annex is bounded in memory and time whatever its attachments: the largest
 * files uploads allow are drawn without their pixels held, and a file over the limits that was
 * stored before uploads were held to them is named on a page of its own, never decoded. Memory is
 * the process's peak resident size during the request (VmHWM, reset just before it) above its size
 * when the request started; the PDF is read back with poppler's pdftotext.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { billingBody, createBilling } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedEmployee,
  seedTenant,
  seedVendor,
  type Tenant,
} from '../../testing/fixtures.js';
import { craftJpeg, craftPdf, craftPdfWith, craftPng } from '../../testing/images.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { createTimesheet, forceStatus, weekBody } from '../../testing/timesheets.fixture.js';

const run = promisify(execFile);

/** What one invoice PDF may add to the process at its peak, in MB (measured: see docs/files.md). */
const PEAK_MB = 120;
/**
 * The processor time one invoice PDF may take, in ms (measured: see docs/files.md): the process's
 * own, so that other work on a shared machine does not count (the wall time is printed too).
 */
const RENDER_CPU_MS = 15_000;

let t: TestApp;
let acme: Tenant;
let employeeId: number;
let vendorId: number;
let dir: string;

type File = { filename: string; type: string; content: Buffer };

/** An invoice made from a locked sheet of the week of `monday` holding `files`. */
async function invoiceWith(monday: string, sunday: string, files: File[]): Promise<number> {
  const body = weekBody(employeeId, vendorId, { periodStartDate: monday, periodEndDate: sunday });
  const sheet = await createTimesheet(t, acme.employer, body);
  for (const f of files) {
    await t.db.query(
      `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type, size_bytes, content)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [acme.corpId, sheet.id, f.filename, f.type, f.content.length, f.content],
    );
  }
  await forceStatus(t, sheet.id, 'APPROVED');
  const locked = await callApi(t, 'PUT', `/api/timesheets/${sheet.id}/status`, acme.employer, {
    status: 'LOCKED',
  });
  expect(locked.statusCode).toBe(200);
  return (await callApi(t, 'GET', `/api/invoices?timesheetId=${sheet.id}`, acme.employer)).json()[0]
    .id;
}

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const peakKb = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]);

/** The invoice's PDF, the time it took (wall and processor) and the most the process grew. */
async function measuredPdf(invoiceId: number) {
  // the test's own garbage (the images it made) collected first, so that it hides no growth
  collectGarbage();
  fs.writeFileSync('/proc/self/clear_refs', '5'); // the peak starts again from here
  const before = peakKb();
  const start = performance.now();
  const cpu = process.cpuUsage();
  const res = await callApi(t, 'GET', `/api/invoices/${invoiceId}/pdf-db`, acme.employer);
  const { user, system } = process.cpuUsage(cpu);
  const cpuMs = Math.round((user + system) / 1000);
  const ms = Math.round(performance.now() - start);
  const peakMb = Math.round((peakKb() - before) / 1024);
  expect(res.statusCode).toBe(200);
  const file = path.join(dir, `invoice-${invoiceId}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const pages = text.split('\f').length - 1;
  return { ms, cpuMs, peakMb, pages, text, bytes: res.rawPayload.length };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-annex-limits-'));
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  vendorId = await seedVendor(t, acme.corpId, 'Globex');
  employeeId = await seedEmployee(t, acme.corpId, { firstName: 'Ann', lastName: 'Lee' });
  await createBilling(t, acme.employer, billingBody(employeeId, vendorId, { status: 'PENDING' }));
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('ten attachments at the largest the uploads allow: drawn, within the bounds', async () => {
  // 40 megapixels each but one; pdf-lib alone decoded such a PNG to about 450 MB at its peak
  const opaque = craftPng({ width: 8_000, height: 5_000, colorType: 2 });
  const withAlpha = craftPng({ width: 8_000, height: 5_000, colorType: 6 });
  // an interlaced PNG is left to pdf-lib's decoding, within its 4 megapixels
  const interlaced = craftPng({ width: 2_000, height: 2_000, colorType: 6, interlaced: true });
  const jpeg = craftJpeg(10_000, 4_000);
  const pdf = await craftPdf(200, [2_384, 3_370]);
  const files: File[] = [
    ...[1, 2, 3].map((n) => ({ filename: `scan-${n}.png`, type: 'image/png', content: opaque })),
    { filename: 'interlaced.png', type: 'image/png', content: interlaced },
    ...[1, 2].map((n) => ({ filename: `photo-${n}.png`, type: 'image/png', content: withAlpha })),
    ...[1, 2].map((n) => ({ filename: `photo-${n}.jpg`, type: 'image/jpeg', content: jpeg })),
    ...[1, 2].map((n) => ({ filename: `ledger-${n}.pdf`, type: 'application/pdf', content: pdf })),
  ];
  const invoiceId = await invoiceWith('2025-03-03', '2025-03-09', files);

  const { ms, cpuMs, peakMb, pages, text, bytes } = await measuredPdf(invoiceId);
  console.log(
    `largest allowed annex: ${pages} pages, ${bytes} bytes, ${ms} ms (${cpuMs} ms of processor), +${peakMb} MB`,
  );
  // the invoice, the sheet's days, 8 images and 2 × 200 pages
  expect(pages).toBe(2 + 8 + 400);
  for (const f of files.filter((f) => f.type !== 'application/pdf')) {
    expect(text).toContain(`Attachment Ann Lee, 03/03/2025: ${f.filename}`);
  }
  expect(text).toContain('Attachment Ann Lee, 03/03/2025: ledger-2.pdf (page 200 of 200)');
  expect(text).not.toContain('could not be added');
  expect(peakMb).toBeLessThan(PEAK_MB);
  expect(cpuMs).toBeLessThan(RENDER_CPU_MS);
}, 60_000);

test('files over the limits stored before the checks are named, never decoded', async () => {
  const files: File[] = [
    {
      filename: 'huge.png',
      type: 'image/png',
      content: craftPng({ width: 8_000, height: 6_000, colorType: 0 }),
    },
    { filename: 'huge.jpg', type: 'image/jpeg', content: craftJpeg(65_000, 65_000) },
    { filename: 'ledger.pdf', type: 'application/pdf', content: await craftPdf(300) },
    {
      filename: 'bomb.pdf',
      type: 'application/pdf',
      content: await craftPdfWith({ inflated: 200_000_000 }),
    },
  ];
  const invoiceId = await invoiceWith('2025-03-10', '2025-03-16', files);

  const { ms, cpuMs, peakMb, pages, text } = await measuredPdf(invoiceId);
  console.log(
    `over-limit annex: ${pages} pages, ${ms} ms (${cpuMs} ms of processor), +${peakMb} MB`,
  );
  expect(pages).toBe(2 + 4);
  const notAdded = (name: string) =>
    `The attachment Ann Lee, 03/10/2025: ${name} could not be added to this document.`;
  expect(text).toContain(notAdded('huge.png'));
  expect(text).toContain('It is 8,000 × 6,000 pixels. An image can be at most 10,000 pixels a');
  expect(text).toContain(notAdded('huge.jpg'));
  expect(text).toContain('It is 65,000 × 65,000 pixels.');
  expect(text).toContain(notAdded('ledger.pdf'));
  expect(text).toContain('It has 300 pages. A PDF can have at most 200 pages.');
  expect(text).toContain(notAdded('bomb.pdf'));
  expect(text).toContain('It has object streams that decode to more than 64 MB.');
  expect(peakMb).toBeLessThan(PEAK_MB);
  expect(cpuMs).toBeLessThan(RENDER_CPU_MS);

  const html = await callApi(t, 'GET', `/api/invoices/${invoiceId}/html-view`, acme.employer);
  expect(html.statusCode).toBe(200);
  expect(html.body).not.toContain('data:image/');
  expect(html.body).toContain(
    '<p>The attachment huge.png is not shown: it is 8,000 × 6,000 pixels. An image can be at ' +
      'most 10,000 pixels a side and 40 megapixels.</p>',
  );
  expect(html.body).toContain('<p>The attachment huge.jpg is not shown: it is 65,000 × 65,000');
}, 60_000);
