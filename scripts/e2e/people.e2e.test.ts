import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import {
  eventually,
  launch,
  newStaffContext,
  resetCodeFromOutbox,
  signIn,
  switchCorporation,
} from './browser';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { seeder } from './seed';
import { startProduct, type Running } from './server';

let product: Running;
let browser: Browser;
let page: Page;
let superToken: string;
let corpId: number;
const work = mkdtempSync(join(tmpdir(), 'sl-e2e-people-'));
const EMPLOYEE = { username: 'maria.lopez@acme.example', password: 'Timesheet-Pass-1' };

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  const seed = await seeder(product.url);
  superToken = seed.token;
  corpId = await seed.corporation('Acme Staffing');
  page = await (await newStaffContext(browser, { acceptDownloads: true })).newPage();
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const primaryBoxes = () => [1, 2, 3].map((i) => page.getByLabel(`Contact ${i} Primary Contact`));

async function checkedStates(): Promise<boolean[]> {
  return Promise.all(primaryBoxes().map((box) => box.isChecked()));
}

test('a vendor with three contacts keeps exactly one primary contact as it moves', async () => {
  await page.getByRole('link', { name: 'Vendors' }).click();
  await page.waitForURL('**/on/vendors');
  // the previous screen stays until the remote has loaded: wait for the vendors screen itself
  await page.getByRole('heading', { name: 'Vendors' }).waitFor();
  await expectFocusOnHeading(page, 'Vendors');
  await page.getByText('No vendors found.').waitFor();
  await expectNoSeriousA11yViolations(page, 'vendors list, empty');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expectFocusOnHeading(page, 'New Vendor');
  await expectNoSeriousA11yViolations(page, 'vendor form (new)');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Globex Corporation');
  await page.getByLabel('City').fill('Cypress Creek');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByLabel('Invoiced').selectOption({ label: 'Yes' });

  await page.getByRole('tab', { name: 'Contact' }).click();
  for (const [i, name] of [
    [1, 'Hank Scorpio'],
    [2, 'Frank Grimes'],
    [3, 'Lenny Leonard'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByLabel(`Contact ${i} Name`).fill(name);
    await page
      .getByLabel(`Contact ${i} Email`)
      .fill(`${name.split(' ')[0].toLowerCase()}@globex.example`);
  }
  expect(await checkedStates()).toEqual([true, false, false]); // the first contact added is primary
  await primaryBoxes()[1].check();
  expect(await checkedStates()).toEqual([false, true, false]);
  await page.getByRole('button', { name: 'Remove Contact 2' }).click();
  // removing the primary makes the first remaining contact primary
  expect(await page.getByLabel('Contact 1 Primary Contact').isChecked()).toBe(true);
  expect(await page.getByLabel('Contact 2 Primary Contact').isChecked()).toBe(false);
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await page.getByLabel('Contact 3 Name').fill('Carl Carlson');
  await page.getByLabel('Contact 3 Primary Contact').check();
  expect(await checkedStates()).toEqual([false, false, true]);
  await expectNoSeriousA11yViolations(page, 'vendor form, contact tab');

  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/on/vendors');
  await expectFocusOnHeading(page, 'Vendors');
  await page.getByRole('link', { name: 'Globex Corporation' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'vendors list');

  // Reopened, the vendor kept its data.
  await page.getByRole('link', { name: 'Globex Corporation' }).click();
  await page.waitForURL('**/on/vendors/edit/*');
  await eventually(async () => expect(await page.getByLabel('State').inputValue()).toBe('OR'));
  await expectNoSeriousA11yViolations(page, 'vendor form (edit)');
  await page.getByRole('tab', { name: 'Contact' }).click();
  await eventually(async () =>
    expect(await page.getByLabel('Contact 3 Name').inputValue()).toBe('Carl Carlson'),
  );
  expect(await checkedStates()).toEqual([false, false, true]);
  expect(await page.getByLabel('Contact 2 Name').inputValue()).toBe('Lenny Leonard');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/on/vendors');
});

test('the vendors list filters and exports exactly the filtered rows', async () => {
  const headers = { 'X-Corp-ID': String(corpId) };
  for (const [name, invoiced] of [
    ['Globex Logistics', false],
    ['Initech', true],
  ] as const) {
    await fetch(`${product.url}/api/vendors`, {
      method: 'POST',
      headers: {
        ...headers,
        Authorization: `Bearer ${superToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name, invoiced, status: 'ACTIVE', contacts: [] }),
    });
  }
  await page.reload();
  await page.getByLabel('Name').fill('globex');
  await eventually(async () => expect(await page.getByRole('row').count()).toBe(3));
  await page.getByLabel('Invoiced only').check();
  await eventually(async () => expect(await page.getByRole('row').count()).toBe(2));
  await expectNoSeriousA11yViolations(page, 'vendors list, filtered');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = join(work, 'vendors.xlsx');
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('vendors.xlsx');
  await saved.saveAs(file);
  const book = XLSX.read(readFileSync(file));
  expect(book.SheetNames).toEqual(['Vendors']);
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Vendors);
  expect(rows.map((r) => r.Name)).toEqual(['Globex Corporation']);
});

test('an employee created with Access Level employee sets a password by e-mail and signs in', async () => {
  await page.getByRole('link', { name: 'Employees' }).click();
  await page.waitForURL('**/on/employees');
  await page.getByRole('heading', { name: 'Employees' }).waitFor();
  await expectFocusOnHeading(page, 'Employees');
  await page.getByText('No employees found.').waitFor();
  await expectNoSeriousA11yViolations(page, 'employees list, empty');
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.waitForURL('**/on/employees/new');
  await eventually(async () => expect(await page.getByLabel('Status').inputValue()).toBe('ACTIVE'));
  await expectFocusOnHeading(page, 'New Employee');
  await expectNoSeriousA11yViolations(page, 'employee form (new)');
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Category').fill('W2');
  await page.getByLabel('Work Auth').fill('Citizen');
  await page.getByLabel('Designation').fill('Analyst');
  await page.getByLabel('Access Level').selectOption({ label: 'Employee' });
  await page.getByLabel('Email').fill(EMPLOYEE.username);

  await page.getByRole('tab', { name: 'Contact' }).click();
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await page.getByLabel('Type').selectOption({ label: 'Phone' });
  await page.getByLabel('Value').fill('555-0199');
  expect(await page.getByLabel('Priority').inputValue()).toBe('1');
  await expectNoSeriousA11yViolations(page, 'employee form, contact tab');
  await page.getByRole('tab', { name: 'Family' }).click();
  await page.getByLabel('Spouse Name').fill('Luis Lopez');
  await page.getByLabel('Children Count').fill('2');
  await page.getByLabel('Emergency Contact').fill('Luis 555-0100');
  await expectNoSeriousA11yViolations(page, 'employee form, family tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Employee created successfully!').waitFor();
  await page.waitForURL('**/on/employees');
  await expectFocusOnHeading(page, 'Employees');
  await page.getByRole('row').filter({ hasText: 'Maria Lopez' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'employees list, saved');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/on/login');

  // Forgot Password: the reset code arrives by e-mail (the outbox holds every message).
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await page.getByLabel('Username').waitFor();
  await expectNoSeriousA11yViolations(page, 'password reset, forgot');
  await page.getByLabel('Username').fill(EMPLOYEE.username);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  const code = await resetCodeFromOutbox(product.url, superToken, EMPLOYEE.username);
  await expectNoSeriousA11yViolations(page, 'password reset, code sent');
  await page.goto(`${product.url}/on/password-reset?mode=reset`);
  await page.getByLabel('Reset Code').waitFor();
  await expectNoSeriousA11yViolations(page, 'password reset, reset');
  await page.getByLabel('Username').fill(EMPLOYEE.username);
  await page.getByLabel('New Password').fill(EMPLOYEE.password);
  await page.getByLabel('Reset Code').fill(code);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password updated successfully!').waitFor();
  await expectNoSeriousA11yViolations(page, 'password reset, done');
  await page.waitForURL('**/on/login');

  await signIn(page, product.url, EMPLOYEE);
  await page.getByRole('heading', { name: /Maria Lopez/ }).waitFor();
  await expectNoSeriousA11yViolations(page, 'landing, employee');
  // an employee's sidebar holds Timesheet Items only (docs/roles-and-tenancy.md#in-the-screens)
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Timesheet Items' }).waitFor();
  expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Timesheet Items']);
  expect(await page.evaluate(() => localStorage.getItem('employeeId'))).toMatch(/^\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('selectedCorpId'))).toBe(String(corpId));
});
