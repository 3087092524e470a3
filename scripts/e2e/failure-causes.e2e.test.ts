/**
 * Failures that say what happened, as staff meet them at 1366×900: a list whose API cannot be
 * reached, then is back (its cause, then Retry by mouse and by keyboard); a Save while the server
 * is down; files of other types dropped or picked beside a PDF (named and refused, the PDF
 * added); a file over the size limit (the server's reason, not a network failure).
 */
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { launch, staffPageFor } from './browser';
import { solidPng } from './png';
import { seeder, TINY_PDF } from './seed';
import { startProduct, type Running } from './server';

const DOWN = 'The server could not be reached. Check your connection and try again.';
const WEEKDAYS = ['11/16/2026', '11/17/2026', '11/18/2026', '11/19/2026', '11/20/2026'];
// the timesheets list's page, not the items or a sheet
const LIST_CALL = /\/api\/timesheets\?/;

let product: Running;
let browser: Browser;
let page: Page;
let sheetId: number;

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  const seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const vendorId = await seed.vendor({ name: 'Globex' });
  const employeeId = await seed.employee({ firstName: 'Ann', lastName: 'Lee', designation: 'Dev' });
  sheetId = await seed.week(employeeId, vendorId, '2026-11-16', 'GLX-DEV');
  page = await staffPageFor(browser, product.url, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const alert = () => page.getByRole('alert');
const sheetRow = () => page.getByRole('row').filter({ hasText: 'GLX-DEV' });

test('a list the server could not be reached for names the cause; Retry loads it', async () => {
  await page.route(LIST_CALL, (route) => route.abort('connectionrefused'), { times: 1 });
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await alert().getByText(`Failed to load timesheets: ${DOWN}`).waitFor();
  expect(await page.getByText('Failed to load timesheets', { exact: true }).count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'timesheets list, server unreachable');
  await alert().getByRole('button', { name: 'Retry' }).click();
  await sheetRow().waitFor();
  expect(await alert().count()).toBe(0);
  // the focus waits on the list that Retry filled
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    'Timesheets',
  );
});

test('a restarting server says so; Retry works from the keyboard', async () => {
  await page.route(
    LIST_CALL,
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}',
      }),
    { times: 1 },
  );
  await page.getByRole('link', { name: 'Billings' }).click();
  await page.getByText('No billings found.').waitFor();
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await alert()
    .getByText(
      'Failed to load timesheets: The server is restarting or busy. Try again in a moment.',
    )
    .waitFor();
  await expectNoSeriousA11yViolations(page, 'timesheets list, server restarting');
  // Tab from the last filter reaches Retry
  await page.getByRole('button', { name: 'Clear Filters' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Retry');
  await page.keyboard.press('Enter');
  await sheetRow().waitFor();
  expect(await alert().count()).toBe(0);
});

test('a Save while the server is down says so in the product’s frame; the next Save goes through', async () => {
  await page.goto(`${product.url}/on/timesheet-items?timesheetId=${sheetId}`);
  for (const day of WEEKDAYS) {
    await page.getByLabel(`Hours Worked ${day}`).click();
    await page.getByLabel(`Hours Worked ${day}`).fill('8');
    await page.getByLabel(`Activities ${day}`).fill('Sprint work');
  }
  await page.route(/\/items\/save$/, (route) => route.abort('connectionrefused'), { times: 1 });
  await page.getByRole('button', { name: 'Save' }).click();
  await alert().getByText(`Failed to save timesheet items: ${DOWN}`).waitFor();
  expect(await page.getByText(/Failed to fetch/).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'timesheet items, save unreachable');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Timesheet saved successfully').waitFor();
  expect(await page.getByLabel(`Hours Worked ${WEEKDAYS[0]}`).inputValue()).toBe('8');
});

test('a dropped .docx is named and refused while the PDF of the same drop is added', async () => {
  const transfer = await page.evaluateHandle((pdf) => {
    const data = new DataTransfer();
    data.items.add(new File([Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0))], 'week.pdf'));
    data.items.add(
      new File(['PK'], 'notes.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    return data;
  }, TINY_PDF.toString('base64'));
  await page
    .getByRole('button', { name: /Drop files here/ })
    .dispatchEvent('drop', { dataTransfer: transfer });
  await page.getByRole('button', { name: 'Download week.pdf' }).waitFor();
  await page.getByText('✅ Files uploaded successfully').waitFor();
  await alert()
    .getByText('notes.docx was not added: only PDF, JPEG and PNG files are accepted.')
    .waitFor();
  expect(await page.getByRole('button', { name: 'Download notes.docx' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'timesheet items, a .docx refused');
});

test('the picker, reached by keyboard, names a refused file the same way; Dismiss clears it', async () => {
  const picker = page.getByLabel('Choose files');
  // the picker is disabled while the sheet saves or uploads: a user presses Space once it can
  // take it
  for (let i = 0; i < 100 && !(await picker.isEnabled()); i++) await page.waitForTimeout(100);
  // focused and pressed in one step, on the element as it is then (a re-render may replace it)
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), picker.press('Space')]);
  // the dialog's type filter switched to all files
  await chooser.setFiles([
    { name: 'scan.png', mimeType: 'image/png', buffer: solidPng(4, [10, 200, 30]) },
    { name: 'hours.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('PK') },
  ]);
  await page.getByRole('button', { name: 'Download scan.png' }).waitFor();
  const refused = alert().filter({
    hasText: 'hours.xlsx was not added: only PDF, JPEG and PNG files are accepted.',
  });
  await refused.waitFor();
  expect(await page.getByText('notes.docx was not added', { exact: false }).count()).toBe(0);
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  expect(await page.getByText(/was not added/).count()).toBe(0);
});

test('a file over the size limit reads the server’s reason, not a network failure', async () => {
  const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
  TINY_PDF.copy(big);
  await page.getByLabel('Choose files').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: big,
  });
  await page
    .getByText('❌ Failed to upload files (huge.pdf): Each attachment must be at most 10 MB.')
    .waitFor();
  expect(await page.getByText(DOWN, { exact: false }).count()).toBe(0);
});
