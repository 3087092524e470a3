import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { approvedWeekSheet, pendingArrangement, type Week } from './approved';
import { seeder, type Seeder } from './seed';
import { startProduct, type Running } from './server';

/**
 * Approved, not invoiced: staff invoice several approved sheets of one vendor at once, one line per
 * sheet, from the finance screens.
 */
let product: Running;
let browser: Browser;
let page: Page;
let seed: Seeder;
let initech: number;
let annId: number;

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const run = promisify(execFile);
// Monday 16 to Sunday 22 November 2026, and the week before, whose Wednesday is Veterans Day (an
// invoice is never dated before the end of a week it bills, so both weeks are over)
const WEEK = { start: '2026-11-16', end: '2026-11-22' };
const EARLIER_WEEK = { start: '2026-11-09', end: '2026-11-15' };

/** Next week, Monday to Sunday, in New York: a week not over yet, whenever the test runs. */
function nextWeek() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format();
  const day = new Date(`${today}T00:00:00Z`);
  const monday = new Date(day.getTime() + ((8 - (day.getUTCDay() || 7)) % 7 || 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { start: monday.toISOString().slice(0, 10), end: sunday.toISOString().slice(0, 10) };
}

const arrangement = (employeeId: number, vendorId: number, billRate: number, item: string) =>
  pendingArrangement(seed, WEEK, { employeeId, vendorId, billRate, item });
const approvedSheet = (employeeId: number, vendorId: number, week: Week, hoursPerDay: number) =>
  approvedWeekSheet(seed, { employeeId, vendorId, week, hoursPerDay });

const checkbox = (name: string) => page.getByRole('checkbox', { name });
const annBox = () => checkbox('Select Ann Lee, 11/16/2026 - 11/22/2026');
const bobBox = () => checkbox('Select Bob Kay, 11/16/2026 - 11/22/2026');
const carlaBox = () => checkbox('Select Carla Diaz, 11/16/2026 - 11/22/2026');
const createButton = () => page.getByRole('button', { name: 'Create invoice' });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const vendorGroup = (name: string) => page.getByRole('region', { name, exact: true });

/** The name of the control that has keyboard focus: its aria-label, its label, or its text. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    const label = el?.labels?.[0]?.textContent ?? el?.textContent;
    return (el?.getAttribute('aria-label') ?? label ?? '').trim();
  });

/** What of the page lies past the window sideways: must be nothing at 1366 px. */
const sideways = () =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    table: (() => {
      const wrap = document.querySelector('main table')!.parentElement!;
      return wrap.scrollWidth - wrap.clientWidth;
    })(),
  }));

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  initech = await seed.vendor({ name: 'Initech' });
  const globex = await seed.vendor({ name: 'Globex' });
  annId = await seed.employee({ firstName: 'Ann', lastName: 'Lee', designation: 'Developer' });
  const bob = await seed.employee({
    firstName: 'Bob',
    lastName: 'Kay',
    designation: 'QA Engineer',
  });
  const carla = await seed.employee({
    firstName: 'Carla',
    lastName: 'Diaz',
    designation: 'Analyst',
  });
  await arrangement(annId, initech, 95.5, 'Software development');
  await arrangement(bob, initech, 120.1, 'Quality engineering');
  await approvedSheet(annId, initech, WEEK, 8); // 40 hours, $3,820.00
  await approvedSheet(bob, initech, WEEK, 6.45); // 32.25 hours, $3,873.23
  // approved already, but its week is not over: no invoice may bill it yet
  await approvedSheet(bob, initech, nextWeek(), 8);
  // no arrangement bills Carla at Globex: her sheet is listed but cannot be invoiced
  await approvedSheet(carla, globex, WEEK, 0);
  page = await (await newStaffContext(browser)).newPage();
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('staff invoice two approved sheets of one vendor at once, one line each', async () => {
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByText('No invoices found.').waitFor();
  await page.getByRole('link', { name: 'Approved, not invoiced' }).click();
  await page.waitForURL('**/on/invoices/approved');
  await expectFocusOnHeading(page, 'Approved, not invoiced');

  // a vendor a group, with its weeks and what they bill; next week's sheet is not offered yet
  await vendorGroup('Initech').waitFor();
  expect(await vendorGroup('Initech').innerText()).toContain('2 weeks: 72.25 hours, $7,693.23');
  expect(await vendorGroup('Globex').innerText()).toContain(
    '1 week: none can be invoiced; 1 without a billing arrangement',
  );
  await expectNoSeriousA11yViolations(page, 'approved, not invoiced, by vendor');

  // the sheet no arrangement bills is listed, with its reason, and cannot be checked
  await button('Show weeks of Globex').click();
  const carlaRow = page.getByRole('row').filter({ hasText: 'Carla Diaz' });
  expect(await carlaRow.innerText()).toContain('No billing arrangement');
  expect(await carlaBox().isDisabled()).toBe(true);
  expect(await button('Select all weeks of Globex').isDisabled()).toBe(true);
  await button('Show weeks of Initech').click();
  await annBox().waitFor();
  const annRow = await page.getByRole('row').filter({ hasText: 'Ann Lee' }).innerText();
  for (const cell of ['11/16/2026', '11/22/2026', '40.00', '$95.50', '$3,820.00'])
    expect(annRow).toContain(cell);
  expect(await page.getByRole('row').filter({ hasText: 'Bob Kay' }).count()).toBe(1);
  expect(await sideways()).toEqual({ page: 0, table: 0 });
  await expectNoSeriousA11yViolations(page, 'approved, not invoiced, weeks shown');

  // each week opens its sheet
  await page.getByRole('link', { name: 'Ann Lee, 11/16/2026 - 11/22/2026' }).click();
  await page.waitForURL(/\/on\/timesheet-items\?timesheetId=\d+$/);
  // the sheet's own screen, not the list it was opened from: Ann Lee's name is on both
  await page.getByRole('heading', { name: 'Timesheet Items' }).waitFor();
  await page.getByText('Ann Lee').first().waitFor();
  await page.goBack();
  await page.waitForURL('**/on/invoices/approved');

  // all of Initech in one click
  await button('Select all weeks of Initech').click();
  await page.getByText('2 timesheets selected, total $7,693.23').waitFor();
  expect(await createButton().isEnabled()).toBe(true);
  // its weeks, shown again, are checked
  if (await button('Show weeks of Initech').isVisible()) {
    await button('Show weeks of Initech').click();
  }
  expect([await annBox().isChecked(), await bobBox().isChecked()]).toEqual([true, true]);
  await expectNoSeriousA11yViolations(page, 'approved, not invoiced, two selected');
  await page.screenshot({ path: `${SHOTS}/approved-not-invoiced-1366.png` });

  await createButton().click();
  await page.waitForURL(/\/on\/invoices\/edit\/\d+$/);
  await page.getByText('Invoice INV-000001 created from 2 timesheets.').waitFor();
  await expectFocusOnHeading(page, 'Edit Invoice');
  expect(await page.getByLabel('Description 1').inputValue()).toBe(
    'Software development, Ann Lee (11/16/2026 - 11/22/2026)',
  );
  expect(await page.getByLabel('Quantity 1').inputValue()).toBe('40');
  expect(await page.getByLabel('Description 2').inputValue()).toBe(
    'Quality engineering, Bob Kay (11/16/2026 - 11/22/2026)',
  );
  expect(await page.getByLabel('Description 3').count()).toBe(0);
  await page.getByText('Total: $7,693.23').waitFor();
  // the invoice bills the two sheets: its vendor is shown, and cannot change
  const vendor = page.getByRole('textbox', { name: 'Vendor' });
  expect(await vendor.inputValue()).toBe('Initech');
  expect(await vendor.getAttribute('readonly')).not.toBeNull();
  await page
    .getByText('This invoice was made from timesheets: its vendor cannot change.')
    .waitFor();
  await expectNoSeriousA11yViolations(page, 'invoice made from two timesheets');
  await page.screenshot({ path: `${SHOTS}/invoice-from-timesheets-1366.png` });

  // back in the view, the two sheets are invoiced: only Globex is left, its weeks shown at once
  await page.goBack();
  await page.waitForURL('**/on/invoices/approved');
  await carlaBox().waitFor();
  await eventually(async () => expect(await vendorGroup('Initech').count()).toBe(0));
  await page.getByRole('link', { name: 'Back to Invoices' }).click();
  await page.waitForURL('**/on/invoices');
  const invoice = page.getByRole('row').filter({ hasText: 'INV-000001' });
  await invoice.waitFor();
  expect(await invoice.innerText()).toMatch(/Initech[\s\S]*\$7,693\.23[\s\S]*Pending/);
});

test('the keyboard alone reaches the view, checks a sheet and creates its invoice', async () => {
  await approvedSheet(annId, initech, EARLIER_WEEK, 7.5); // 4 working days: 30 hours, $2,865.00
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByRole('row').filter({ hasText: 'INV-000001' }).waitFor();
  await page.getByRole('link', { name: 'Approved, not invoiced' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Approved, not invoiced');
  await vendorGroup('Initech').waitFor();
  const next = checkbox('Select Ann Lee, 11/09/2026 - 11/15/2026');

  // Back to Invoices, the vendor filter, Clear Filters; the selection's buttons and Globex's
  // Select all are disabled
  for (const stop of [
    'Back to Invoices',
    'Vendor',
    'Clear Filters',
    'Show weeks of Globex',
    'Select all weeks of Initech',
  ]) {
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(stop);
  }
  await page.keyboard.press('Enter');
  await page.getByText('1 timesheet selected, total $2,865.00').waitFor();
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Show weeks of Initech');
  await page.keyboard.press('Enter');
  await next.waitFor();
  expect(await next.isChecked()).toBe(true);
  expect(await focused()).toBe('Hide weeks of Initech');
  for (const stop of ['Select all weeks of Initech', 'Show weeks of Globex', 'Create invoice']) {
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(stop);
  }
  await page.keyboard.press('Enter');
  await page.getByText('Invoice INV-000002 created from 1 timesheet.').waitFor();
  await page.getByText('Total: $2,865.00').waitFor();
});

test('the invoice carries its timesheets: the view shows each week, the PDF adds its pages', async () => {
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  const invoice = page.getByRole('row').filter({ hasText: 'INV-000001' });
  await invoice.getByRole('button', { name: /^Actions for invoice/ }).click();
  const [view] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'View' }).click(),
  ]);
  // the app's page at the invoice's own address, the document in its frame
  const document = view.frameLocator('iframe[title="Invoice INV-000001"]');
  await document.getByRole('heading', { name: 'Ann Lee, 11/16/2026 - 11/22/2026' }).waitFor();
  await document.getByRole('heading', { name: 'Bob Kay, 11/16/2026 - 11/22/2026' }).waitFor();
  expect(await document.getByRole('heading', { name: 'Timesheet annex' }).count()).toBe(2);
  const monday = await document
    .getByRole('row')
    .filter({ hasText: /11\/16\/2026\s*Mon/ })
    .first()
    .innerText();
  for (const cell of ['Mon', 'Billable', '8.00', 'Sprint work']) expect(monday).toContain(cell);
  await view.close();

  await invoice.getByRole('button', { name: /^Actions for invoice/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download' }).click(),
  ]);
  const file = (await download.path())!;
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  // the invoice, a page of days per sheet, and the page of each sheet's attached one-page PDF
  expect(info).toMatch(/^Pages:\s+5$/m);
  expect(text).toContain('Ann Lee, 11/16/2026 - 11/22/2026');
  expect(text).toMatch(/11\/16\/2026\s+Mon\s+Billable\s+8\.00/);
  expect(text).toContain('Billable hours: 32.25');
  expect(text).toContain('Attachment Ann Lee, 11/16/2026: week.pdf (page 1 of 1)');
  expect(text).toContain('Attachment Bob Kay, 11/16/2026: week.pdf (page 1 of 1)');
  expect(text).not.toContain('could not be added');
});
