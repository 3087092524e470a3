/**
 * The default holidays as a new corporation meets them, at 1366×900: its Admin settings hold
 * 'US federal', and a billing arrangement made in the form across Thanksgiving 2026 makes a week
 * whose Thursday 11/26/2026 is a Holiday, greyed, on the items screen.
 */
import type { Browser, Page } from 'playwright-core';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { eventually, launch, staffPageFor } from './browser';
import { seeder } from './seed';
import { startProduct, type Running } from './server';

// Monday 23 to Sunday 29 November 2026, with Thanksgiving on Thursday 26
const WEEK = { start: '2026-11-23', end: '2026-11-29' };

let product: Running;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  const seed = await seeder(product.url);
  await seed.corporation('Harvest Staffing');
  await seed.vendor({ name: 'Cornucopia Foods' });
  await seed.employee({ firstName: 'Tom', lastName: 'Turkey', designation: 'Chef' });
  page = await staffPageFor(browser, product.url, 'Harvest Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The background of a day's row, as the user sees it. */
const rowBackground = (day: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: day }) })
    .evaluate((row) => getComputedStyle(row).backgroundColor);

test('a new corporation’s holidays are the US federal ones', async () => {
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  const holidays = page.getByRole('row').filter({ hasText: 'holidays' });
  await holidays.waitFor();
  expect(await holidays.innerText()).toContain('US federal');
  await expectNoSeriousA11yViolations(page, 'admin settings, default holidays');
});

test('a billing arrangement across Thanksgiving makes a week whose Thursday is a Holiday', async () => {
  await page.getByRole('link', { name: 'Billings' }).click();
  await page.getByText('No billings found.').waitFor();
  await page.getByRole('button', { name: 'Create New' }).click();
  await expectFocusOnHeading(page, 'New Billing');
  await page.getByRole('option', { name: 'Tom Turkey' }).waitFor({ state: 'attached' });
  await page.getByLabel('Employee').selectOption({ label: 'Tom Turkey' });
  await page.getByLabel('Vendor').selectOption({ label: 'Cornucopia Foods' });
  await page.getByLabel('Bill Rate').fill('42');
  await page.getByLabel('Invoice Due Days').fill('30');
  await page.getByLabel('Invoice Frequency').selectOption({ label: 'Weekly' });
  await page.getByLabel('Billing Code').fill('FEAST-26');
  await page.getByLabel('Item Description').fill('Kitchen staff');
  await page.getByLabel('Start Date').fill(WEEK.start);
  await page.getByLabel('First Period End Date').fill(WEEK.end);
  await page.getByLabel('End Date', { exact: true }).fill(WEEK.end);
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/on/billings');

  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  const sheet = page.getByRole('row').filter({ hasText: 'FEAST-26' });
  await eventually(async () => expect(await sheet.count()).toBe(1));
  await sheet.getByRole('button', { name: /^Actions for timesheet/ }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await page.waitForURL('**/on/timesheet-items?timesheetId=*');

  const thanksgiving = page.getByLabel('Type 11/26/2026');
  await thanksgiving.waitFor();
  expect(await thanksgiving.inputValue()).toBe('HOLIDAY');
  expect(await thanksgiving.locator('option:checked').innerText()).toBe('Holiday');
  for (const day of ['11/23/2026', '11/24/2026', '11/25/2026', '11/27/2026']) {
    expect(await page.getByLabel(`Type ${day}`).inputValue()).toBe('BILLABLE');
  }
  // greyed as the weekend is, unlike the working days around it
  expect(await rowBackground('11/26/2026')).toBe(await rowBackground('11/28/2026'));
  expect(await rowBackground('11/26/2026')).not.toBe(await rowBackground('11/25/2026'));
  await expectNoSeriousA11yViolations(page, 'timesheet items, Thanksgiving week');
});
