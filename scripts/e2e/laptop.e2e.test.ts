import { tmpdir } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import {
  apiPost,
  apiSend,
  eventually,
  launch,
  newStaffContext,
  setPassword,
  signIn,
  STAFF_VIEWPORT,
  switchCorporation,
} from './browser';
import { seeder } from './seed';
import { ADMIN, startProduct, type Running } from './server';

/**
 * The staff screens on the laptops staff have: 1366 and 1280 px wide. Long names are seeded on
 * purpose: they are what pushes a table past the window.
 */
let product: Running;
let browser: Browser;
let superToken: string;
let corpId: number;
let submittedId: number;

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const LAPTOP = STAFF_VIEWPORT;
const SMALL_LAPTOP = { width: 1280, height: 900 };
const CORP = 'Acme Staffing';
const VENDOR = 'Globex Intercontinental Logistics and Consulting Services Incorporated';
const EMPLOYEE = { first: 'Maximiliana', last: 'Featherstonehaughworthington' };
const EMPLOYEE_NAME = `${EMPLOYEE.first} ${EMPLOYEE.last}`;
const EMPLOYER = { username: 'dana.kim@acme.example', password: 'Approve-Hours-1' };
/** The employer's password once the Change Password test has run. */
const EMPLOYER_NOW = { username: EMPLOYER.username, password: 'Changed-Pass-2' };

const post = (path: string, body: unknown) => apiPost(product.url, superToken, path, body, corpId);

const send = (method: string, path: string, body?: unknown) =>
  apiSend(product.url, superToken, method, path, body, corpId);

async function seed() {
  const seed = await seeder(product.url);
  superToken = seed.token;
  corpId = await seed.corporation(CORP);
  const vendorId = await seed.vendor({
    name: VENDOR,
    address: '1200 North Lakeshore Boulevard, Building C, Suite 4400',
    city: 'Rancho Santa Margarita',
    state: 'CA',
    zip: '92688',
    payable: { name: 'Pat', role: 'AP', email: 'ap@globex.example' },
  });
  const employeeId = await seed.employee({
    firstName: EMPLOYEE.first,
    lastName: EMPLOYEE.last,
    designation: 'Senior Principal Software Development Engineer in Test',
  });
  await seed.employee({
    firstName: 'Dana',
    lastName: 'Kim',
    designation: 'Account Manager',
    role: 'EMPLOYER',
    email: EMPLOYER.username,
  });
  await post('/billing', {
    employeeId,
    vendorId,
    billRate: 1234.5,
    invoiceDueDays: 30,
    invoiceFrequency: 'BIWEEKLY',
    billingCode: 'GLX-ENGINEERING-2026',
    itemDescription: 'Software development and quality engineering services',
    startDate: '2026-11-02',
    firstPeriodEndDate: '2026-11-08',
    endDate: '2027-12-31',
    status: 'CANCELLED',
    notes: null,
  });
  for (const [start, end, status] of [
    ['2026-11-02', '2026-11-08', 'SUBMITTED'],
    ['2026-11-09', '2026-11-15', 'APPROVED'],
    ['2026-11-16', '2026-11-22', 'PENDING'],
  ]) {
    const sheet = (await post('/timesheets', {
      employeeId,
      vendorId,
      periodStartDate: start,
      periodEndDate: end,
      status: 'PENDING',
      billingCode: 'GLX-ENGINEERING-2026',
      notes: 'Worked on the quarterly release, including two on-call nights and a weekend cut-over',
    })) as { id: number };
    if (status === 'PENDING') continue;
    // a week of holidays needs no hours, comments or attachment to be submitted
    const items = (await send('GET', `/timesheets/${sheet.id}/items`)) as Array<{ id: number }>;
    const holidays = items.map((i) => ({
      id: i.id,
      type: 'HOLIDAY',
      hoursWorked: 0,
      extraHours: 0,
      comment: null,
    }));
    await send('PUT', `/timesheets/${sheet.id}/items/submit`, holidays);
    if (status === 'APPROVED')
      await send('PUT', `/timesheets/${sheet.id}/status`, { status: 'APPROVED' });
    else submittedId = sheet.id;
  }
  await post('/invoices', {
    vendorId,
    invoiceDate: '2026-11-20',
    dueDate: '2026-12-20',
    status: 'PENDING',
    items: [{ description: 'Consulting', quantity: 40, price: 1234.5 }],
  });
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  await seed();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function staffPage(
  viewport: { width: number; height: number } = LAPTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newStaffContext(browser, { viewport });
  const page = await context.newPage();
  await signIn(page, product.url);
  await switchCorporation(page, CORP);
  return { context, page };
}

test("a row's ⚙ menu opens with a mouse click at 1366 px, and its item runs", async () => {
  const { context, page } = await staffPage();
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  const gear = page.getByRole('button', { name: `Actions for timesheet ${submittedId}` });
  await gear.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  // A scroll of the table, as when the browser brings a half-hidden button into view, and a wheel
  // over the page leave it open, under its button.
  await page.locator('main table').evaluate((table) => {
    table.parentElement!.dispatchEvent(new Event('scroll'));
  });
  await page.mouse.wheel(0, 120);
  await page.waitForTimeout(300);
  expect(await menu.isVisible()).toBe(true);
  const [buttonBox, menuBox] = [await gear.boundingBox(), await menu.boundingBox()];
  expect(Math.abs(menuBox!.y - (buttonBox!.y + buttonBox!.height + 2))).toBeLessThanOrEqual(1);
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['View', 'Accept', 'Reject']);
  await expectNoSeriousA11yViolations(page, 'timesheets list at 1366 px, gear menu open');
  await menu.getByRole('menuitem', { name: 'View' }).click();
  await page.waitForURL(`**/on/timesheet-items?timesheetId=${submittedId}`);
  await context.close();
});

const LISTS: Array<{ link: string; columns: string[] }> = [
  {
    link: 'Corporations',
    columns: ['Logo', 'Name', 'Address', 'City', 'State', 'Zip', 'Status', 'Start Date', 'Actions'],
  },
  {
    link: 'Vendors',
    columns: ['Name', 'Address', 'City', 'State', 'Zip', 'Status', 'Start Date', 'Invoiced'],
  },
  {
    link: 'Employees',
    columns: [
      'Employee ID',
      'Name',
      'Designation',
      'Status',
      'Category',
      'Work Auth',
      'Start Date',
      'End Date',
    ],
  },
  {
    link: 'Billings',
    columns: [
      'Billing ID',
      'Employee',
      'Vendor',
      'Billing Code',
      'Rate',
      'Frequency',
      'Due Days',
      'Description',
      'Start',
      'First Period End',
      'End',
      'Status',
    ],
  },
  {
    link: 'Invoices',
    columns: [
      'Number',
      'Customer',
      'Amount',
      'Invoice Date',
      'Due Date',
      'Status',
      'Sent',
      'Actions',
    ],
  },
  {
    link: 'Timesheets',
    columns: [
      // the selection column's header holds only its checkbox ('Select all on this page')
      '',
      'ID',
      'Employee',
      'Vendor',
      'Billing Code',
      'Start Date',
      'End Date',
      'Total Hours',
      'Status',
      'Notes',
      'Actions',
    ],
  },
  { link: 'Admin', columns: ['Feature', 'Category', 'Description', 'Value', 'Last Updated'] },
  { link: 'Outbox', columns: ['Date', 'To', 'Subject', 'Attachments', 'Delivery'] },
];

/** What of the list's table lies past the window or its box: both must be nothing. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const wrap = document.querySelector('main table')!.parentElement!;
    const headers = Array.from(document.querySelectorAll('main th')).map((th) => {
      const r = th.getBoundingClientRect();
      return { text: th.textContent?.trim(), right: Math.round(r.right) };
    });
    return {
      sideways: wrap.scrollWidth - wrap.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cutOff: headers.filter((h) => h.right > document.documentElement.clientWidth),
    };
  });
}

describe.each([
  ['1280', SMALL_LAPTOP],
  ['1366', LAPTOP],
])('at %s px wide', (_w, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await staffPage(viewport)));
  afterAll(async () => context?.close());

  test.each(LISTS.map((l) => [l.link, l.columns] as const))(
    'the %s list shows all its columns without sideways scrolling',
    async (link, columns) => {
      await page.getByRole('link', { name: link, exact: true }).click();
      const headers = async () =>
        (await page.locator('main th').allTextContents()).map((t) =>
          t.replace(/[▲▼↑↓]/g, '').trim(),
        );
      await eventually(async () => expect(await headers()).toEqual(columns));
      await page.locator('main tbody tr').first().waitFor();
      expect(await overflow(page)).toEqual({ sideways: 0, page: 0, cutOff: [] });
      await expectNoSeriousA11yViolations(page, `${link} list at ${viewport.width} px`);
    },
  );

  test('a long name is cut short on screen and whole in its tooltip', async () => {
    await page.getByRole('link', { name: 'Billings', exact: true }).click();
    const vendorCell = page.getByRole('cell', { name: VENDOR });
    await vendorCell.waitFor();
    expect(await vendorCell.locator('[title]').getAttribute('title')).toBe(VENDOR);
    const shown = await vendorCell.evaluate((td) => {
      const text = td.querySelector('[title]') as HTMLElement;
      const fontSize = parseFloat(getComputedStyle(text).fontSize);
      return {
        cutShort: text.scrollHeight > text.clientHeight,
        lines: Math.round(text.clientHeight / (fontSize * 1.2)),
      };
    });
    expect(shown).toEqual({ cutShort: true, lines: 2 });
    await page.screenshot({ path: `${SHOTS}/billings-${viewport.width}.png` });
  });

  test("the items screen header keeps a long employee name off the vendor's", async () => {
    await page.goto(`${product.url}/on/timesheet-items?timesheetId=${submittedId}`);
    const header = page.getByRole('definition');
    await header.first().waitFor();
    const boxes = await page.locator('.sl-sheet-header dd').evaluateAll((dds) =>
      dds.map((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        const r = range.getBoundingClientRect();
        return {
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          box: dd.getBoundingClientRect().right,
        };
      }),
    );
    for (const b of boxes) expect(b.right).toBeLessThanOrEqual(b.box + 1);
    expect(await page.getByText(EMPLOYEE_NAME).isVisible()).toBe(true);
  });
});

test('a 401 from the API asks to sign in again over the page, which then carries on', async () => {
  const { context, page } = await staffPage();
  await page.getByRole('link', { name: 'Vendors', exact: true }).click();
  await page.getByRole('cell', { name: VENDOR }).waitFor();
  // The server stops taking the token (as after a new signing key).
  await page.evaluate(() => {
    const token = localStorage.getItem('jwtToken')!;
    const [head, body] = token.split('.');
    localStorage.setItem('jwtToken', `${head}.${body}.forged-signature`);
  });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await dialog.getByText('Your session has expired.').waitFor();
  expect(page.url()).toMatch(/\/on\/vendors$/);
  await expectNoSeriousA11yViolations(page, 'signing in again after a 401');
  await dialog.getByLabel('Password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'detached' });
  // the list's refused call went again with the new token
  await page.getByRole('cell', { name: VENDOR }).waitFor();
  await context.close();
});

test('after Change Password the user carries on, and signs in with the new one next time', async () => {
  // The employer gets a first password the way a new employee does.
  await setPassword(product.url, superToken, EMPLOYER);
  const context = await newStaffContext(browser);
  const page = await context.newPage();
  await signIn(page, product.url, EMPLOYER);
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByLabel(/^Current Password/).fill(EMPLOYER.password);
  await page.getByLabel(/^New Password/).fill('Changed-Pass-2');
  await page.getByLabel(/^Confirm New Password/).fill('Changed-Pass-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Password updated successfully.', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'security, password changed');
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page.getByRole('cell', { name: EMPLOYEE_NAME }).first().waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/on/login');
  await signIn(page, product.url, EMPLOYER_NOW);
  await context.close();
});

test('a super user with no corporation selected is told to select one, and can', async () => {
  const context = await newStaffContext(browser);
  const page = await context.newPage();
  await signIn(page, product.url);
  await page.getByRole('link', { name: 'Vendors', exact: true }).click();
  await page.getByRole('heading', { name: 'Select a corporation first' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'select a corporation first');
  await page.getByRole('link', { name: 'Go to Corporations' }).click();
  await page.waitForURL('**/on/corps');
  await page
    .getByRole('heading', { name: 'Select a corporation first' })
    .waitFor({ state: 'detached' });
  await switchCorporation(page, CORP);
  await page.getByRole('link', { name: 'Vendors', exact: true }).click();
  await page.getByRole('cell', { name: VENDOR }).waitFor();
  await context.close();
});

test('an employer who types the Corporations address is told it is not theirs, with a way back', async () => {
  const context = await newStaffContext(browser);
  const page = await context.newPage();
  await signIn(page, product.url, EMPLOYER_NOW);
  await page.goto(`${product.url}/on/corps`);
  await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'no access');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await page.waitForURL('**/on/landing');
  await context.close();
});
