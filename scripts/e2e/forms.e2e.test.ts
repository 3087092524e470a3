/**
 * Forms that agree with the server (docs/screens.md#forms): what the server no longer lets change
 * is read-only with its reason, required fields are marked and their errors clear when fixed, a
 * save the server refuses is said in the page, and no screen opens the browser's own dialog box.
 * By mouse, and the corporation form by keyboard.
 */
import { tmpdir } from 'node:os';
import type { Browser, Dialog, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { seeder, type Seeder } from './seed';
import { startProduct, type Running } from './server';

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const SUBMITTED_REASON =
  'This timesheet is submitted; its employee, vendor and period can no longer change.';
const PENDING_HINT = 'A Pending arrangement makes no timesheets until it is Active.';

let product: Running;
let browser: Browser;
let page: Page;
let seed: Seeder;
let sheetId: number;
let activeId: number;
/** Every native dialog a page opened: there must be none. */
const nativeDialogs: string[] = [];

/** A Submitted week of Ann at Initech, 16 to 22 November 2026, 8 hours a weekday. */
async function submittedWeek(employeeId: number, vendorId: number) {
  const id = await seed.week(employeeId, vendorId, '2026-11-16', 'INI-ANN');
  await seed.submitWeek(id, 'Ward rounds');
  return id;
}

/** The corporation's INVOICE defaultDueDays set to `days`, as Admin saves it. */
async function setDefaultDueDays(days: string) {
  const [setting] = (await seed.send(
    'GET',
    '/admin?category=INVOICE&feature=defaultDueDays',
  )) as Array<{ id: number }>;
  await seed.send('PUT', `/admin/${setting.id}`, { value: days });
}

/** A field by its label, which ends with ' *' when it is required. */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
/** The text of a control's label, its required mark included. */
const labelOf = (control: Locator) =>
  control.evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent ?? '');
/** A field's description: its error or its hint, as a screen reader reads it after the label. */
const descriptionOf = (control: Locator) =>
  control.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const initech = await seed.vendor({ name: 'Initech' });
  const ann = await seed.employee({ firstName: 'Ann', lastName: 'Lee', designation: 'Developer' });
  sheetId = await submittedWeek(ann, initech);
  // Ann's arrangement at Initech, Active from 16 November, open-ended
  activeId = (
    await seed.post('/billing', {
      employeeId: ann,
      vendorId: initech,
      billRate: 87.5,
      invoiceDueDays: 30,
      invoiceFrequency: 'WEEKLY',
      billingCode: 'INI-ANN',
      itemDescription: 'Software development',
      startDate: '2026-11-16',
      firstPeriodEndDate: '2026-11-22',
      endDate: null,
      status: 'ACTIVE',
      notes: null,
    })
  ).id;
  await setDefaultDueDays('21');
  page = await (await newStaffContext(browser)).newPage();
  page.on('dialog', (dialog: Dialog) => {
    nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('a Submitted sheet shows its employee, vendor and period read-only with the reason', async () => {
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page.getByRole('link', { name: String(sheetId), exact: true }).click();
  await page.getByRole('heading', { name: 'Edit Timesheet' }).waitFor();
  const employee = page.getByRole('textbox', { name: 'Employee' });
  await employee.waitFor();
  expect(await employee.inputValue()).toBe('Ann Lee');
  for (const label of ['Employee', 'Vendor', 'Period Start Date', 'Period End Date']) {
    const control = field(label);
    expect(await control.getAttribute('readonly')).not.toBeNull();
    expect(await descriptionOf(control)).toBe(SUBMITTED_REASON);
  }
  expect(await page.getByRole('textbox', { name: 'Vendor' }).inputValue()).toBe('Initech');
  expect(await field('Period Start Date').inputValue()).toBe('2026-11-16');
  // what may still change is editable: the notes, and the status by the moves it allows
  expect(await field('Notes').getAttribute('readonly')).toBeNull();
  const status = page.getByRole('combobox', { name: 'Status' });
  expect(await status.locator('option').allTextContents()).toEqual([
    'Submitted',
    'Approved',
    'Rejected',
  ]);
  await expectNoSeriousA11yViolations(page, 'submitted timesheet');
  await page.screenshot({ path: `${SHOTS}/forms-submitted-sheet-1366.png` });

  await field('Notes').click();
  await page.keyboard.type('Checked with Initech');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/on\/timesheets$/);
  const row = page.getByRole('row').filter({ hasText: 'Checked with Initech' });
  expect(await row.innerText()).toContain('Submitted');
});

test('by keyboard: the corporation Name is required, and a refused save clears once fixed', async () => {
  await page.getByRole('link', { name: 'Corporations', exact: true }).click();
  await page.waitForURL(/\/on\/corps$/);
  await page.getByRole('row').filter({ hasText: 'Acme Staffing' }).waitFor();
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('heading', { name: 'New Corporation' }).waitFor();
  const name = page.getByRole('textbox', { name: 'Name' });
  expect(await name.evaluate((el: HTMLInputElement) => el.required)).toBe(true);
  expect(await labelOf(name)).toBe('Name *');

  // blank after spaces: the form's own check, on the field
  await name.focus();
  await page.keyboard.type('   ');
  await page.keyboard.press('Enter');
  await page.getByText('Name is required').waitFor();
  expect(await descriptionOf(name)).toBe('Name is required');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Umbrella Staffing');
  expect(await page.getByText('Name is required').count()).toBe(0);

  // a website the server refuses: said in the page, on its field and in the form's banner
  const website = page.getByRole('textbox', { name: 'Website' });
  await website.focus();
  await page.keyboard.type('ftp://files.umbrella.example');
  await page.keyboard.press('Enter');
  const banner = page.getByRole('alert').filter({ hasText: 'Failed to save:' });
  await banner.waitFor();
  const refusal = 'Website must be an http:// or https:// address';
  expect(await banner.innerText()).toContain(refusal);
  expect(await descriptionOf(website)).toBe(refusal);
  await expectNoSeriousA11yViolations(page, 'corporation form refused');
  await page.screenshot({ path: `${SHOTS}/forms-corporation-refused-1366.png` });

  // fixing the field clears its error and the banner
  await page.keyboard.press('Control+A');
  await page.keyboard.type('https://umbrella.example');
  await banner.waitFor({ state: 'detached' });
  expect(await page.getByText(refusal).count()).toBe(0);
  await page.keyboard.press('Enter');
  await page.getByText('Saved successfully').waitFor();
  await page.waitForURL(/\/on\/corps$/);
  await page.getByRole('row').filter({ hasText: 'Umbrella Staffing' }).waitFor();
});

test('the corporation filter offers Onboarding, as the form does', async () => {
  const filter = page.getByRole('combobox', { name: 'Status' });
  expect(await filter.locator('option').allTextContents()).toEqual([
    'All Statuses',
    'Active',
    'Inactive',
    'Onboarding',
  ]);
});

test('a new arrangement: due days from the setting, the Pending hint, a second Active one refused', async () => {
  // still acting for Acme Staffing: a new corporation is not selected by being made
  await page.getByRole('banner').getByText('Acme Staffing').waitFor();
  await page.getByRole('link', { name: 'Billings', exact: true }).click();
  await page.waitForURL(/\/on\/billings$/);
  await page.getByRole('row').filter({ hasText: 'INI-ANN' }).waitFor();
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('heading', { name: 'New Billing' }).waitFor();
  const dueDays = page.getByRole('spinbutton', { name: 'Invoice Due Days' });
  await eventually(async () => expect(await dueDays.inputValue()).toBe('21'));
  const status = page.getByRole('combobox', { name: 'Status' });
  expect(await status.inputValue()).toBe('PENDING');
  expect(await descriptionOf(status)).toBe(PENDING_HINT);
  await page.getByText(PENDING_HINT).waitFor();
  await expectNoSeriousA11yViolations(page, 'new billing');

  await page.getByRole('combobox', { name: 'Employee' }).selectOption({ label: 'Ann Lee' });
  await page.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'Initech' });
  await page.getByRole('spinbutton', { name: 'Bill Rate' }).fill('95');
  await page.getByRole('combobox', { name: 'Invoice Frequency' }).selectOption({ label: 'Weekly' });
  await page.getByRole('textbox', { name: 'Billing Code' }).fill('INI-ANN-2');
  await page.getByRole('textbox', { name: 'Item Description' }).fill('Senior development');
  await field('Start Date').fill('2026-11-23');
  await field('First Period End Date').fill('2026-11-29');
  await status.selectOption({ label: 'Active' });
  expect(await page.getByText(PENDING_HINT).count()).toBe(0);
  await page.getByRole('button', { name: 'Save' }).click();

  const banner = page.getByRole('alert').filter({ hasText: 'Failed to save billing:' });
  await banner.waitFor();
  expect(await banner.innerText()).toContain(
    `Billing ${activeId} (INI-ANN, from 2026-11-16, open-ended) is already Active for this ` +
      'employee and vendor over these dates. Make it Inactive or change the dates first.',
  );
  expect(page.url()).toMatch(/\/on\/billings\/new$/);
  await expectNoSeriousA11yViolations(page, 'second active billing refused');
  await page.screenshot({ path: `${SHOTS}/forms-second-active-billing-1366.png` });

  // kept Pending, it saves, and the list shows one Active arrangement
  await status.selectOption({ label: 'Pending' });
  await page.getByText(PENDING_HINT).waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/on\/billings$/);
  await page.getByRole('row').filter({ hasText: 'INI-ANN-2' }).waitFor();
  const rows = await page.getByRole('row').filter({ hasText: 'Initech' }).allInnerTexts();
  expect(rows.filter((r) => r.includes('Active'))).toHaveLength(1);
});

test('no screen opened the browser’s own alert, confirm or prompt', () => {
  expect(nativeDialogs).toEqual([]);
});
