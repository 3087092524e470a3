import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { apiPost, apiToken, eventually, launch, newStaffContext, signIn } from './browser';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { solidPng } from './png';
import { ADMIN, startProduct, type Running } from './server';

let product: Running;
let browser: Browser;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'sl-e2e-files-'));

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  const context = await newStaffContext(browser, { acceptDownloads: true });
  page = await context.newPage();
  // Seed a few corporations through the API so that filtering and sorting have something to do.
  const token = await apiToken(product.url);
  for (const [name, city, status] of [
    ['Northwind Staffing', 'Boston', 'ACTIVE'],
    ['Northbridge Talent', 'Denver', 'INACTIVE'],
    ['Southgate Partners', 'Austin', 'ACTIVE'],
    ['Northpoint Labor', 'Seattle', 'ACTIVE'],
  ]) {
    await apiPost(product.url, token, '/corps', { name, city, status, contacts: [] });
  }
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

function rowFor(name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test('a wrong password is refused on the login screen', async () => {
  await page.goto(`${product.url}/on/login`);
  await page.getByLabel('Username').waitFor();
  await expectNoSeriousA11yViolations(page, 'login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login failed. Please check your credentials and try again.').waitFor();
  await expectNoSeriousA11yViolations(page, 'login, failed');
});

test('a super user creates a corporation with two contacts, uploads its logo and switches to it', async () => {
  await signIn(page, product.url);
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  await expectNoSeriousA11yViolations(page, 'landing');

  await page.getByRole('link', { name: 'Corporations' }).click();
  await page.waitForURL('**/on/corps');
  // a route change puts keyboard focus on the new page's heading
  await expectFocusOnHeading(page, 'Corporations');
  await page.getByRole('row').filter({ hasText: 'Northwind Staffing' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'corps list');
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.waitForURL('**/on/corps/new');
  await expectFocusOnHeading(page, 'New Corporation');
  await expectNoSeriousA11yViolations(page, 'corps form (new)');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme Staffing');
  await page.getByLabel('Address').fill('1 Main Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('Zip').fill('62701');
  await page.getByLabel('Country').fill('USA');
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByLabel('Start Date').fill('2026-01-15');
  await page.getByLabel('Website').fill('https://acme.example');

  await page.getByRole('tab', { name: 'Contact' }).click();
  for (const [i, name, role, email, phone] of [
    [1, 'Ada Lovelace', 'CEO', 'ada@acme.example', '555-0101'],
    [2, 'Grace Hopper', 'CTO', 'grace@acme.example', '555-0102'],
  ] as const) {
    await page.getByRole('button', { name: /Add Contact/i }).click();
    await page.getByLabel(`Contact ${i} Name`).fill(name);
    await page.getByLabel(`Contact ${i} Role`).fill(role);
    await page.getByLabel(`Contact ${i} Email`).fill(email);
    await page.getByLabel(`Contact ${i} Phone`).fill(phone);
  }
  await expectNoSeriousA11yViolations(page, 'corps form, contact tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved successfully').waitFor();
  await page.waitForURL('**/on/corps');
  // back on the list after the save, focus is on its heading
  await expectFocusOnHeading(page, 'Corporations');

  // The corporation was stored with both contacts.
  await rowFor('Acme Staffing').getByRole('link', { name: 'Acme Staffing' }).click();
  await page.waitForURL('**/on/corps/edit/*');
  await eventually(async () =>
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Acme Staffing',
    ),
  );
  await expectNoSeriousA11yViolations(page, 'corps form (edit)');
  await page.getByRole('tab', { name: 'Contact' }).click();
  await eventually(async () =>
    expect(await page.getByLabel('Contact 2 Email').inputValue()).toBe('grace@acme.example'),
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/on/corps');

  // Upload a logo through the cell's file picker.
  const logo = join(work, 'acme.png');
  writeFileSync(logo, solidPng(64, [200, 30, 30]));
  const chooser = page.waitForEvent('filechooser');
  await rowFor('Acme Staffing')
    .getByRole('button', { name: /Upload logo/ })
    .click();
  await (await chooser).setFiles(logo);
  await rowFor('Acme Staffing').getByRole('img').waitFor();

  // Switch to it: the header shows its name and logo.
  await rowFor('Acme Staffing').getByRole('button', { name: 'Switch' }).click();
  await rowFor('Acme Staffing').getByRole('button', { name: 'Active' }).waitFor();
  const header = page.getByRole('banner');
  await header.getByText('Acme Staffing').waitFor();
  await expectNoSeriousA11yViolations(page, 'corps list, a corporation selected');
  const headerLogo = header.getByRole('img');
  await eventually(async () =>
    expect(await headerLogo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64),
  );
  expect(await headerLogo.evaluate((img) => (img as HTMLImageElement).height)).toBe(40);
});

test('a keyboard user skips from the top of a page to its heading', async () => {
  // a fresh document: focus starts at the top, where the skip link is the first stop
  await page.goto(`${product.url}/on/corps`);
  await page.getByRole('heading', { name: 'Corporations' }).waitFor();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  expect((await skip.boundingBox())!.width).toBeGreaterThan(100); // shown while focused
  await expectNoSeriousA11yViolations(page, 'corps list, skip link focused');
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Corporations');
  expect(page.url()).toBe(`${product.url}/on/corps`);
  expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1); // out of sight again
});

test('the super user edits an admin setting of the selected corporation', async () => {
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.waitForURL('**/on/admin');
  await expectFocusOnHeading(page, 'Admin Settings');
  const row = page.getByRole('row').filter({ hasText: 'defaultDueDays' });
  await row.waitFor();
  await expectNoSeriousA11yViolations(page, 'admin list');
  await row.getByRole('link').first().click();
  await page.waitForURL('**/on/admin/edit/*');
  // read-only once the setting has loaded, with its value in place
  await eventually(async () =>
    expect(await page.getByLabel('Feature').inputValue()).toBe('defaultDueDays'),
  );
  expect(await page.getByLabel('Feature').getAttribute('readonly')).not.toBeNull();
  await expectNoSeriousA11yViolations(page, 'admin form (edit)');
  await page.getByLabel('Value').fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/on/admin');
  await eventually(async () =>
    expect(await page.getByRole('row').filter({ hasText: 'defaultDueDays' }).innerText()).toContain(
      '45',
    ),
  );
});

test('the corporations list filters, sorts and exports exactly the filtered rows', async () => {
  await page.getByRole('link', { name: 'Corporations' }).click();
  await page.waitForURL('**/on/corps');
  await page.getByLabel('Name').fill('north');
  await eventually(async () => expect(await page.getByRole('row').count()).toBe(4)); // header + 3 matches
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await eventually(async () => expect(await page.getByRole('row').count()).toBe(3));

  await page.getByRole('button', { name: /^Name/ }).click();
  await page.getByRole('button', { name: /^Name/ }).click();
  await eventually(async () =>
    expect(await page.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    ),
  );
  const names = await page.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
  expect(names).toEqual(['Northwind Staffing', 'Northpoint Labor']);
  await expectNoSeriousA11yViolations(page, 'corps list, filtered and sorted');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = join(work, 'corps.xlsx');
  await (await download).saveAs(file);
  const book = XLSX.read(readFileSync(file));
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
  expect(rows.map((r) => r.Name)).toEqual(['Northwind Staffing', 'Northpoint Labor']);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await eventually(async () => expect(await page.getByRole('row').count()).toBe(6));
});

test('the security screen names what is missing', async () => {
  await page.getByRole('banner').getByRole('link', { name: 'Security' }).click();
  await page.waitForURL('**/on/security');
  await expectFocusOnHeading(page, 'Change Password');
  await expectNoSeriousA11yViolations(page, 'security');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('All fields are required.').waitFor();
  await expectNoSeriousA11yViolations(page, 'security, validation error');
});

test('signing out clears the session and returns to the login screen', async () => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/on/login');
  await expectNoSeriousA11yViolations(page, 'login, signed out');
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await page.goto(`${product.url}/on/corps`);
  // signed out, the page leads to the login page, which leads back to it
  await page.waitForURL('**/on/login?next=%2Fon%2Fcorps');
});
