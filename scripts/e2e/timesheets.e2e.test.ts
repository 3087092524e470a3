import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import {
  eventually,
  launch,
  newStaffContext,
  setPassword,
  signIn,
  switchCorporation,
} from './browser';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { seeder, TINY_PDF, type Seeder } from './seed';
import { startProduct, type Running } from './server';

let product: Running;
let browser: Browser;
let page: Page;
const EMPLOYEE = { username: 'sam.rivera@acme.example', password: 'Hours-Entered-1' };
const EMPLOYER = { username: 'dana.kim@acme.example', password: 'Approve-Hours-1' };
// Monday 16 to Sunday 22 November 2026: five working days and a weekend, no federal holiday.
const WEEKDAYS = ['11/16/2026', '11/17/2026', '11/18/2026', '11/19/2026', '11/20/2026'];
const PAYABLE = 'payable@globex.example';
const PDF = TINY_PDF;

/** An employee with a sign-in account (Access Level `role`) and a password. */
async function seedEmployee(seed: Seeder, user: typeof EMPLOYEE, role: string) {
  const [firstName, lastName] = user.username
    .split('@')[0]
    .split('.')
    .map((w) => w[0].toUpperCase() + w.slice(1));
  const designation = role === 'EMPLOYER' ? 'Account Manager' : 'Developer';
  const id = await seed.employee({ firstName, lastName, designation, role, email: user.username });
  await setPassword(product.url, seed.token, user);
  return id;
}

async function signInAsStaff() {
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
}

async function logout() {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/on/login');
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  const seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const vendorId = await seed.vendor({
    name: 'Globex Corporation',
    payable: { name: 'Pat Payable', role: 'Accounts payable', email: PAYABLE },
  });
  const employeeId = await seedEmployee(seed, EMPLOYEE, 'EMPLOYEE');
  await seedEmployee(seed, EMPLOYER, 'EMPLOYER');
  // the arrangement the sheet is invoiced under (Pending: it makes no sheets of its own)
  await seed.post('/billing', {
    employeeId,
    vendorId,
    billRate: 95.5,
    invoiceDueDays: 15,
    invoiceFrequency: 'WEEKLY',
    billingCode: 'GLX-DEV',
    itemDescription: 'Software development',
    startDate: '2026-11-16',
    firstPeriodEndDate: '2026-11-22',
    endDate: null,
    status: 'PENDING',
    notes: null,
  });
  page = await (await newStaffContext(browser, { acceptDownloads: true })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('staff create a timesheet through the form and see it in the list', async () => {
  await signInAsStaff();
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page.getByText('No timesheets found.').waitFor();
  await expectFocusOnHeading(page, 'Timesheets');
  await expectNoSeriousA11yViolations(page, 'timesheets list, empty');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expectFocusOnHeading(page, 'New Timesheet');
  await page.getByRole('option', { name: 'Sam Rivera' }).waitFor({ state: 'attached' });
  await expectNoSeriousA11yViolations(page, 'timesheet form (new)');
  await page.getByLabel('Employee').selectOption({ label: 'Sam Rivera' });
  await page.getByLabel('Vendor').selectOption({ label: 'Globex Corporation' });
  await page.getByLabel('Period Start Date').fill('2026-11-16');
  await page.getByLabel('Period End Date').fill('2026-11-22');
  await page.getByLabel('Billing Code').fill('GLX-DEV');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/on/timesheets');
  await expectFocusOnHeading(page, 'Timesheets');
  const row = page.getByRole('row').filter({ hasText: 'GLX-DEV' });
  await row.waitFor();
  await expectNoSeriousA11yViolations(page, 'timesheets list');
  const text = await row.innerText();
  for (const cell of ['Sam Rivera', 'Globex Corporation', '11/16/2026', '11/22/2026', 'Pending']) {
    expect(text).toContain(cell);
  }
  await logout();
});

test('the employee sees only Timesheet Items, enters the week, attaches a file and submits', async () => {
  await signIn(page, product.url, EMPLOYEE);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Timesheet Items' }).click();
  await page.getByRole('textbox', { name: `Activities ${WEEKDAYS[0]}` }).waitFor();
  await expectFocusOnHeading(page, 'Timesheet Items');
  await expectNoSeriousA11yViolations(page, 'timesheet items, editable');
  expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Timesheet Items']);
  // weekends start as Holiday rows
  expect(await page.getByLabel('Type 11/21/2026').inputValue()).toBe('HOLIDAY');
  expect(await page.getByLabel('Type 11/22/2026').inputValue()).toBe('HOLIDAY');

  // Submit refuses empty working days (Save keeps them: a week is filled in a day at a time)
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('All non-holiday rows must have Hours Worked > 0 and a Comment').waitFor();
  await expectNoSeriousA11yViolations(page, 'timesheet items, validation error');

  for (const day of WEEKDAYS) {
    await page.getByLabel(`Hours Worked ${day}`).fill('7.5');
    await page.getByLabel(`Activities ${day}`).fill(`Sprint work on ${day}`);
  }
  await page.getByLabel(`Extra Hours ${WEEKDAYS[4]}`).fill('0.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Timesheet saved successfully').waitFor();

  // a billable week cannot be submitted without an attachment
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('At least one attachment is required for Billable timesheets').waitFor();
  await expectNoSeriousA11yViolations(page, 'timesheet items, submit refused');

  await page.getByLabel('Choose files', { exact: true }).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a timesheet') },
    { name: 'signed-week.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await page.getByText('✅ Files uploaded successfully').waitFor();
  await page.getByRole('button', { name: 'Download signed-week.pdf' }).waitFor();
  expect(await page.getByRole('button', { name: 'Download notes.txt' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'timesheet items, file attached');

  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Timesheet submitted successfully').waitFor();
  await eventually(async () => {
    expect(await page.getByLabel(`Hours Worked ${WEEKDAYS[0]}`).isDisabled()).toBe(true);
  });
  expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  expect(await page.getByText('37.75').count()).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, 'timesheet items, submitted');

  // the submitted values are kept
  await page.reload();
  await eventually(async () => {
    expect(await page.getByLabel(`Hours Worked ${WEEKDAYS[2]}`).inputValue()).toBe('7.5');
  });
  expect(await page.getByLabel(`Activities ${WEEKDAYS[2]}`).inputValue()).toBe(
    `Sprint work on ${WEEKDAYS[2]}`,
  );
  await logout();
});

test('staff filter by status, accept and invoice the timesheet, export and open it', async () => {
  await signInAsStaff();
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  const row = () => page.getByRole('row').filter({ hasText: 'GLX-DEV' });
  await row().waitFor();

  await page.getByRole('button', { name: 'Status All Statuses' }).click();
  await page.getByRole('checkbox', { name: 'Submitted' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'timesheets list, status filter open');
  await page.getByRole('checkbox', { name: 'Submitted' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Status 1 selected' }).waitFor();
  await eventually(async () => expect(page.url()).toContain('status=SUBMITTED'));
  await row().waitFor();
  expect(await row().innerText()).toContain('37.75');

  await row()
    .getByRole('button', { name: /^Actions for timesheet/ })
    .click();
  await page.getByRole('menuitem', { name: 'Accept' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'timesheets list, gear menu open');
  expect(await page.getByRole('menuitem', { name: 'Invoice' }).count()).toBe(0);
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  // the Submitted filter now hides it: clear the filters to see it Approved
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await eventually(async () => expect(await row().innerText()).toContain('Approved'));

  await row()
    .getByRole('button', { name: /^Actions for timesheet/ })
    .click();
  expect(await page.getByRole('menuitem', { name: 'Accept' }).count()).toBe(0);
  await page.getByRole('menuitem', { name: 'Invoice' }).click();
  await eventually(async () => expect(await row().innerText()).toContain('Locked'));
  await expectNoSeriousA11yViolations(page, 'timesheets list, locked');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('timesheets.xlsx');
  const book = XLSX.read(readFileSync((await download.path())!));
  expect(book.SheetNames).toEqual(['Timesheets']);
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Timesheets);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    Employee: 'Sam Rivera',
    'Billing Code': 'GLX-DEV',
    'Total Hours': 37.75,
  });
  // real dates, shown as the list shows them
  const [shown] = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Timesheets, {
    raw: false,
  });
  expect(shown).toMatchObject({ 'Start Date': '11/16/2026', 'End Date': '11/22/2026' });

  // View opens the items screen of that sheet, read-only, with its attachment
  await row()
    .getByRole('button', { name: /^Actions for timesheet/ })
    .click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await page.waitForURL('**/on/timesheet-items?timesheetId=*');
  await page.getByRole('button', { name: 'Download signed-week.pdf' }).waitFor();
  expect(await page.getByLabel(`Activities ${WEEKDAYS[0]}`).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Delete signed-week.pdf' }).count()).toBe(0);
  await expectFocusOnHeading(page, 'Timesheet Items');
  await expectNoSeriousA11yViolations(page, 'timesheet items, read-only');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download signed-week.pdf' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('signed-week.pdf');
  expect(readFileSync((await file.path())!).equals(PDF)).toBe(true);

  // invoicing made the vendor's Pending invoice: 37.75 billable hours at 95.50
  await page.getByRole('link', { name: 'Invoices' }).click();
  const invoice = page.getByRole('row').filter({ hasText: 'Globex Corporation' });
  await invoice.waitFor();
  expect(await invoice.innerText()).toMatch(/INV-000001[\s\S]*\$3,605\.13[\s\S]*Pending/);
  await invoice.getByRole('link', { name: 'INV-000001' }).click();
  expect(await page.getByLabel('Description 1').inputValue()).toBe(
    'Software development (11/16/2026 - 11/22/2026)',
  );
  expect(await page.getByLabel('Quantity 1').inputValue()).toBe('37.75');
  expect(await page.getByLabel('Price 1').inputValue()).toBe('95.5');
  await expectNoSeriousA11yViolations(page, 'invoice form (edit), from a timesheet');
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('an employer has every staff entry but Corporations and works the list of their corporation', async () => {
  await logout();
  await signIn(page, product.url, EMPLOYER);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Timesheets', exact: true }).click();
  const links = await sidebar.getByRole('link').allTextContents();
  // the sidebar in its order (docs/roles-and-tenancy.md), less Corporations (super only)
  expect(links).toEqual([
    'Admin',
    'Outbox',
    'Vendors',
    'Employees',
    'Billings',
    'Invoices',
    'Timesheets',
    'Timesheet Items',
  ]);
  await page.getByRole('row').filter({ hasText: 'GLX-DEV' }).waitFor();
  expect(await page.getByRole('row').filter({ hasText: 'Locked' }).count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'timesheets list, employer');

  // and the invoices and billings of their corporation
  await sidebar.getByRole('link', { name: 'Invoices' }).click();
  await page.getByRole('row').filter({ hasText: 'INV-000001' }).waitFor();
  await sidebar.getByRole('link', { name: 'Billings' }).click();
  await page.getByRole('row').filter({ hasText: 'GLX-DEV' }).waitFor();
});
