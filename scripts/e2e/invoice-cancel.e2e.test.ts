import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { approvedWeekSheet, pendingArrangement, type Week } from './approved';
import { launch, newStaffContext, signIn, switchCorporation } from './browser';
import { seeder, type Seeder } from './seed';
import { ADMIN, startProduct, type Running } from './server';

/**
 * A sent invoice is cancelled, not deleted (issue 28): it keeps its number, shows Cancelled, and
 * its timesheet waits for an invoice again; an unsent one is deleted, its dialog saying the sheet
 * goes back; the HTML view has its own address, which a reload, or a new sign-in, shows again.
 */
let product: Running;
let browser: Browser;
let page: Page;
let seed: Seeder;

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();

/** Monday to Sunday of the last week that is over, by New York's calendar. */
function lastWeek(): Week {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7);
  const start = d.toISOString().slice(0, 10);
  d.setUTCDate(d.getUTCDate() + 6);
  return { start, end: d.toISOString().slice(0, 10) };
}
const WEEK = lastWeek();
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const invoiceRow = (number: string) => page.getByRole('row').filter({ hasText: number });
const gear = (number: string) =>
  invoiceRow(number).getByRole('button', { name: `Actions for invoice ${number}` });
const menuItems = () => page.getByRole('menuitem').allInnerTexts();

/** The Approved, not invoiced page, from the Invoices list. */
async function waitingSheets(): Promise<string> {
  await page.getByRole('link', { name: 'Approved, not invoiced' }).click();
  await expectFocusOnHeading(page, 'Approved, not invoiced');
  await page.getByRole('table').waitFor();
  return page.getByRole('table').innerText();
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const initech = await seed.vendor({
    name: 'Initech',
    payable: { name: 'Bill Lumbergh', role: 'Accounts', email: 'billing@initech.example' },
  });
  for (const [firstName, lastName] of [
    ['Ann', 'Lee'],
    ['Bob', 'Kay'],
  ]) {
    const employeeId = await seed.employee({ firstName, lastName, designation: 'Developer' });
    await pendingArrangement(seed, WEEK, {
      employeeId,
      vendorId: initech,
      billRate: 100,
      item: 'Development',
    });
    const sheet = await approvedWeekSheet(seed, {
      employeeId,
      vendorId: initech,
      week: WEEK,
      hoursPerDay: 8,
    });
    await seed.post('/invoices/from-timesheets', { timesheetIds: [sheet] });
  }
  // Ann's invoice, INV-000001, goes to the client; Bob's, INV-000002, is never sent
  await seed.send('PUT', '/invoices/1/remind');
  page = await (await newStaffContext(browser)).newPage();
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await invoiceRow('INV-000002').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('a sent invoice is cancelled with the mouse: its number stays, its sheet waits again', async () => {
  await gear('INV-000001').click();
  expect(await menuItems()).toEqual(['View', 'Download', 'Cancel', 'Remind', 'Paid']);
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Cancel invoice INV-000001? It was sent, so it keeps its number and is marked Cancelled. Its 1 timesheet goes back to Approved.',
  });
  await dialog.waitFor();
  await expectNoSeriousA11yViolations(page, 'invoices list, cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
  await page.getByText('Invoice cancelled successfully').waitFor();
  // the number stays on the list, now Cancelled
  await invoiceRow('INV-000001').filter({ hasText: 'Cancelled' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'invoices list, cancelled');
  await gear('INV-000001').click();
  expect(await menuItems()).toEqual(['View', 'Download']);
  await page.keyboard.press('Escape');

  const waiting = await waitingSheets();
  expect(waiting).toContain('Ann Lee');
  expect(waiting).toContain(`${usDate(WEEK.start)}\t${usDate(WEEK.end)}`);
  expect(waiting).not.toContain('Bob Kay');
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await invoiceRow('INV-000001').waitFor();
});

test('an unsent invoice is deleted from the keyboard; its dialog says the sheet goes back', async () => {
  await gear('INV-000002').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem').first().waitFor();
  expect(await menuItems()).toEqual(['View', 'Download', 'Delete', 'Send', 'Paid']);
  // the menu's keys: down to Delete, then Enter
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete invoice INV-000002? Its 1 timesheet goes back to Approved.',
  });
  await dialog.waitFor();
  // the focus is on Delete, as in the browser's own confirm box
  expect(
    await dialog
      .getByRole('button', { name: 'Delete' })
      .evaluate((b) => b === document.activeElement),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByText('Invoice deleted successfully').waitFor();
  await invoiceRow('INV-000002').waitFor({ state: 'detached' });
  expect(await invoiceRow('INV-000001').count()).toBe(1);

  const waiting = await waitingSheets();
  expect(waiting).toContain('Bob Kay');
  expect(waiting).toContain('Ann Lee');
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await invoiceRow('INV-000001').waitFor();
});

test('the HTML view has its own address: a reload, and a new sign-in, show the invoice again', async () => {
  await gear('INV-000001').click();
  const [view] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'View' }).click(),
  ]);
  await page.getByText('HTML view opened in new window').waitFor();
  const document = view.frameLocator('iframe[title="Invoice INV-000001"]');
  await document.getByText('CANCELLED', { exact: true }).waitFor();
  expect(new URL(view.url()).pathname).toBe('/on/invoices/1/view');
  // no token in the address, nor anything the history keeps
  expect(view.url()).not.toMatch(/token|jwt|sig/i);
  await view.getByRole('heading', { name: 'Invoice INV-000001', level: 1 }).waitFor();
  await expectNoSeriousA11yViolations(view, 'invoice HTML view');
  await view.screenshot({ path: `${SHOTS}/invoice-view-cancelled-1366.png` });

  await view.reload();
  await document.getByText('Development').first().waitFor();
  expect(new URL(view.url()).pathname).toBe('/on/invoices/1/view');

  // the session ends (a bookmark opened later): sign in, and the invoice shows
  await view.evaluate(() => localStorage.removeItem('jwtToken'));
  await view.reload();
  await view.getByLabel('Username').fill(ADMIN.username);
  await view.getByLabel('Password').fill(ADMIN.password);
  await view.getByRole('button', { name: 'Login' }).click();
  await view.waitForURL('**/on/invoices/1/view');
  await document.getByText('CANCELLED', { exact: true }).waitFor();
  await view.close();
});
