import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { seeder } from './seed';
import { startProduct, type Running } from './server';

let product: Running;
let browser: Browser;
let page: Page;
let superToken: string;
const PAYABLE = 'billing@initech.example';

/** YYYY-MM-DD of `days` from today by New York's calendar, the one billing periods follow. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function readBook(trigger: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return {
    name: download.suggestedFilename(),
    book: XLSX.read(readFileSync((await download.path())!)),
  };
}

const invoiceRow = (text: string) => page.getByRole('row').filter({ hasText: text });

async function openGear(text: string) {
  await invoiceRow(text)
    .getByRole('button', { name: /^Actions for invoice/ })
    .click();
}

/** Answers Delete's question in the product's confirm dialog. */
async function confirmDelete(number: string) {
  await page
    .getByRole('alertdialog', { name: `Are you sure you want to delete invoice ${number}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  const seed = await seeder(product.url);
  superToken = seed.token;
  await seed.corporation('Acme Staffing');
  await seed.vendor({
    name: 'Initech',
    payable: { name: 'Bill Lumbergh', role: 'Accounts', email: PAYABLE },
  });
  await seed.employee({ firstName: 'Riley', lastName: 'Chen', designation: 'QA Engineer' });
  page = await (await newStaffContext(browser, { acceptDownloads: true })).newPage();
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('staff make an active billing through the form and find its timesheets waiting', async () => {
  await page.getByRole('link', { name: 'Billings' }).click();
  await page.getByText('No billings found.').waitFor();
  await expectFocusOnHeading(page, 'Billings');
  await expectNoSeriousA11yViolations(page, 'billings list, empty');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expectFocusOnHeading(page, 'New Billing');
  await page.getByRole('option', { name: 'Riley Chen' }).waitFor({ state: 'attached' });
  await expectNoSeriousA11yViolations(page, 'billing form (new)');
  await page.getByLabel('Employee').selectOption({ label: 'Riley Chen' });
  await page.getByLabel('Vendor').selectOption({ label: 'Initech' });
  await page.getByLabel('Bill Rate').fill('120.5');
  await page.getByLabel('Invoice Due Days').fill('30');
  await page.getByLabel('Invoice Frequency').selectOption({ label: 'Weekly' });
  await page.getByLabel('Billing Code').fill('INI-QA');
  await page.getByLabel('Item Description').fill('QA engineering');
  // two weekly periods have begun by today
  await page.getByLabel('Start Date').fill(dayFromToday(-13));
  await page.getByLabel('First Period End Date').fill(dayFromToday(-7));
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await expectNoSeriousA11yViolations(page, 'billing form, filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/on/billings');
  await expectFocusOnHeading(page, 'Billings');

  const row = page.getByRole('row').filter({ hasText: 'INI-QA' });
  await row.waitFor();
  await expectNoSeriousA11yViolations(page, 'billings list');
  const text = await row.innerText();
  for (const cell of ['Riley Chen', 'Initech', '$120.50', 'Weekly', 'QA engineering', 'Active'])
    expect(text).toContain(cell);
  expect(text).toContain(usDate(dayFromToday(-13)));

  const { name, book } = await readBook(() =>
    page.getByRole('button', { name: 'Download Excel' }).click(),
  );
  expect(name).toBe('billings.xlsx');
  expect(book.SheetNames).toEqual(['Billings']);
  // a real number and a real date, which the spreadsheet shows as the list does
  const [billing] = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Billings);
  expect(billing.Rate).toBe(120.5);
  expect(typeof billing.Start).toBe('number');
  const [shown] = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Billings, {
    raw: false,
  });
  expect(shown).toMatchObject({ Rate: '$120.50', Start: usDate(dayFromToday(-13)) });

  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page.getByRole('heading', { name: 'Timesheets' }).waitFor();
  await expectFocusOnHeading(page, 'Timesheets');
  const sheets = page.getByRole('row').filter({ hasText: 'INI-QA' });
  await eventually(async () => expect(await sheets.count()).toBe(2));
  await expectNoSeriousA11yViolations(page, 'timesheets list, pending sheets');
  expect(await sheets.filter({ hasText: 'Pending' }).count()).toBe(2);
  expect(await sheets.filter({ hasText: usDate(dayFromToday(-6)) }).count()).toBe(1);
});

test('staff write an invoice with line items, send it, download it and mark it paid', async () => {
  await page.getByRole('link', { name: 'Invoices' }).click();
  await page.getByText('No invoices found.').waitFor();
  await expectFocusOnHeading(page, 'Invoices');
  await expectNoSeriousA11yViolations(page, 'invoices list, empty');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expectFocusOnHeading(page, 'New Invoice');
  await page.getByRole('option', { name: 'Initech' }).waitFor({ state: 'attached' });
  await expectNoSeriousA11yViolations(page, 'invoice form (new)');
  await page.getByLabel('Vendor').selectOption({ label: 'Initech' });
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByLabel('Description 1').fill('Test plan');
  await page.getByLabel('Quantity 1').fill('3');
  await page.getByLabel('Price 1').fill('33.33');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByLabel('Description 2').fill('Regression runs');
  await page.getByLabel('Quantity 2').fill('1.5');
  await page.getByLabel('Price 2').fill('40');
  await page.getByText('Total: $159.99').waitFor();
  await expectNoSeriousA11yViolations(page, 'invoice form, line items');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('✅ Invoice created successfully').waitFor();
  await page.waitForURL('**/on/invoices');
  await expectFocusOnHeading(page, 'Invoices');

  const row = () => invoiceRow('INV-000001');
  await row().waitFor();
  expect(await row().innerText()).toMatch(/Initech[\s\S]*\$159\.99[\s\S]*Pending/);
  await expectNoSeriousA11yViolations(page, 'invoices list, saved');

  await openGear('INV-000001');
  await page.getByRole('menuitem', { name: 'Send' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'invoices list, gear menu open');
  await page.getByRole('menuitem', { name: 'Send' }).click();
  // asks first, naming the address
  const question = page.getByRole('alertdialog', {
    name: `Send invoice INV-000001 to ${PAYABLE}?`,
  });
  await question.getByRole('button', { name: 'Send' }).click();
  await page.getByText(`Invoice INV-000001 sent successfully to ${PAYABLE}`).waitFor();
  await eventually(async () => {
    const res = await fetch(`${product.url}/api/outbox?to=${encodeURIComponent(PAYABLE)}`, {
      headers: { Authorization: `Bearer ${superToken}` },
    });
    const mails = (await res.json()) as { subject: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('INV-000001');
  });

  await openGear('INV-000001');
  expect(await page.getByRole('menuitem', { name: 'Send' }).count()).toBe(0);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('INV-000001.pdf');
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await page.getByText('PDF downloaded successfully').waitFor();

  await openGear('INV-000001');
  const [view] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'View' }).click(),
  ]);
  await view.getByRole('heading', { name: 'Invoice INV-000001' }).waitFor();
  await view
    .frameLocator('iframe[title="Invoice INV-000001"]')
    .getByText('Regression runs')
    .waitFor();
  await view.close();
  await page.getByText('HTML view opened in new window').waitFor();

  await openGear('INV-000001');
  await page.getByRole('menuitem', { name: 'Remind' }).click();
  await page
    .getByRole('alertdialog', { name: `Send a reminder of invoice INV-000001 to ${PAYABLE}?` })
    .getByRole('button', { name: 'Remind' })
    .click();
  await page.getByText(`Reminder sent successfully to ${PAYABLE}`).waitFor();
  await openGear('INV-000001');
  await page.getByRole('menuitem', { name: 'Paid' }).click();
  await page.getByText('Invoice marked as paid').waitFor();
  await eventually(async () => expect(await row().innerText()).toContain('Paid'));
  await expectNoSeriousA11yViolations(page, 'invoices list, paid');

  // a paid invoice opens read-only and is neither deleted nor cancelled
  await row().getByRole('link', { name: 'INV-000001' }).click();
  await page.getByText('This invoice is Paid and can no longer change.').waitFor();
  expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  expect(await page.getByLabel('Description 2').inputValue()).toBe('Regression runs');
  await expectNoSeriousA11yViolations(page, 'invoice form (edit), read-only');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/on/invoices');
  await openGear('INV-000001');
  expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['View', 'Download']);
  await page.keyboard.press('Escape');
  expect(await row().count()).toBe(1);
});

test('an invoice without lines keeps its amount; deleting it takes it off the list', async () => {
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByLabel('Vendor').selectOption({ label: 'Initech' });
  await page.getByLabel('Amount').fill('250');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('✅ Invoice created successfully').waitFor();
  await page.waitForURL('**/on/invoices');
  await invoiceRow('INV-000002').waitFor();
  expect(await invoiceRow('INV-000002').innerText()).toContain('$250.00');

  // the status filter offers the statuses present: Pending and Paid
  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await eventually(async () => expect(await invoiceRow('INV-000002').count()).toBe(0));
  await invoiceRow('INV-000001').waitFor();
  await expectNoSeriousA11yViolations(page, 'invoices list, filtered');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await invoiceRow('INV-000002').waitFor();

  const { name, book } = await readBook(() =>
    page.getByRole('button', { name: 'Download Excel' }).click(),
  );
  expect(name).toBe('invoices.xlsx');
  expect(book.SheetNames).toEqual(['Invoices']);
  const invoices = XLSX.utils.sheet_to_json<{ Amount: number }>(book.Sheets.Invoices);
  expect(invoices).toHaveLength(2);
  // amounts are numbers, so the spreadsheet can sum them
  expect(invoices.map((i) => i.Amount).sort((a, b) => a - b)).toEqual([159.99, 250]);

  await openGear('INV-000002');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmDelete('INV-000002');
  await page.getByText('Invoice deleted successfully').waitFor();
  await eventually(async () => expect(await invoiceRow('INV-000002').count()).toBe(0));
});
