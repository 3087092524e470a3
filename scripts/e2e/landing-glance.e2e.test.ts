/**
 * The money at a glance (docs/screens.md#the-money-at-a-glance): an employer signs in to charts of
 * the invoices seeded through the API, reads a bar's value on hover and on keyboard focus, turns a
 * chart into its table, and follows a bar to the invoices it sums.
 */
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { launch, newStaffContext, signIn } from './browser';
import { seeder, type Seeder } from './seed';
import { startProduct, type Running } from './server';

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const EMPLOYER = { username: 'dana.kim@acme.example', password: 'Money-Glance-1' };

let product: Running;
let browser: Browser;
let page: Page;
let seed: Seeder;

/** Today in New York, where the product's business day runs, plus `days`: `YYYY-MM-DD`. */
function newYorkDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An invoice of one line of `price`, dated and due `daysAgo` days before today. */
const invoice = (vendorId: number, price: number, daysAgo: number) =>
  seed.post('/invoices', {
    vendorId,
    amount: null,
    invoiceDate: newYorkDay(-daysAgo),
    dueDate: newYorkDay(-daysAgo),
    status: 'Pending',
    items: [{ description: 'Consulting', quantity: 1, price }],
    corpId: '0',
  });

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const initech = await seed.vendor({ name: 'Initech' });
  const globex = await seed.vendor({ name: 'Globex' });
  await invoice(initech, 1200.1, 100); // over 90 days past due
  await invoice(initech, 300.2, 95);
  await invoice(globex, 450.05, 10); // 1–30 days
  await seed.employeeWithAccount(
    {
      firstName: 'Dana',
      lastName: 'Kim',
      designation: 'Account Manager',
      role: 'EMPLOYER',
      email: EMPLOYER.username,
    },
    EMPLOYER,
  );
  page = await (await newStaffContext(browser)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('the employer reads the charts, their values and tables, and follows a bar to its invoices', async () => {
  await signIn(page, product.url, EMPLOYER);
  await page.getByRole('heading', { name: 'The money at a glance' }).waitFor();
  const aging = page.getByRole('group', { name: 'Receivables by days past due' });
  const over90 = aging.getByRole('link', { name: 'Over 90 days past due: $1,500.30' });
  await over90.waitFor();
  await page
    .getByRole('group', { name: 'Vendors owing most' })
    .getByRole('link', { name: 'Initech: $1,500.30' })
    .waitFor();
  await page.getByRole('group', { name: 'Billed per month' }).waitFor();
  // no sheet was approved: the chart says so instead of drawing
  await page.getByText('No approved hours in the last 12 weeks.').waitFor();
  await expectNoSeriousA11yViolations(page, 'landing page with charts');
  await page.screenshot({ path: `${SHOTS}/landing-glance-1366.png`, fullPage: true });

  // the pointer on a bar writes its value above the chart
  await over90.hover();
  await aging.locator('text.shell-chart__value', { hasText: '$1,500.30' }).waitFor();
  // so does the keyboard's focus
  await aging.getByRole('link', { name: '1–30 days past due: $450.05' }).focus();
  await aging.getByText('1–30 days past due: $450.05', { exact: true }).last().waitFor();

  // the table form: the same numbers, then the chart again
  // the aging is the first chart
  const asTable = page.getByRole('button', { name: 'Show as table' }).first();
  await asTable.click();
  expect(await asTable.getAttribute('aria-pressed')).toBe('true');
  const table = page.getByRole('table', { name: 'Receivables by days past due' });
  await table.getByRole('row', { name: 'Over 90 days past due $1,500.30' }).waitFor();
  await table.getByRole('row', { name: '1–30 days past due $450.05' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'landing page, a chart as a table');
  await asTable.click();

  // a bar opens the invoices it sums: unpaid, due in its range
  await page
    .getByRole('group', { name: 'Receivables by days past due' })
    .getByRole('link', { name: 'Over 90 days past due: $1,500.30' })
    .click();
  await page.getByRole('heading', { name: 'Invoices' }).waitFor();
  await page.getByRole('checkbox', { name: 'Unpaid' }).waitFor();
  expect(await page.getByRole('checkbox', { name: 'Unpaid' }).isChecked()).toBe(true);
  expect(await page.getByRole('searchbox', { name: 'Due to' }).inputValue()).toBe(newYorkDay(-91));
  const rows = page.getByRole('row').filter({ hasText: 'Initech' });
  await rows.first().waitFor();
  expect(await rows.count()).toBe(2);
  expect(await page.getByRole('row').filter({ hasText: 'Globex' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'invoices list from an aging bar');

  // a vendor's bar opens that vendor's unpaid invoices, the vendor shown in the bar of filters
  await page.goBack();
  await page
    .getByRole('group', { name: 'Vendors owing most' })
    .getByRole('link', { name: 'Globex: $450.05' })
    .click();
  await page.getByRole('heading', { name: 'Invoices' }).waitFor();
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  await vendor.locator('option:checked', { hasText: 'Globex' }).waitFor({ state: 'attached' });
  await page.getByRole('row').filter({ hasText: 'Globex' }).first().waitFor();
  expect(await page.getByRole('row').filter({ hasText: 'Initech' }).count()).toBe(0);
  // All Vendors takes the filter off
  await vendor.selectOption({ label: 'All Vendors' });
  await page.getByRole('row').filter({ hasText: 'Initech' }).first().waitFor();
  expect(new URL(page.url()).searchParams.has('vendorId')).toBe(false);
});
