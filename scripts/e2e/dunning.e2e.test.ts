import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { apiSend, eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { seeder, type Seeder } from './seed';
import { startProduct, type Product } from './server';

/**
 * Dunning that follows each arrangement (#13): the vendor's billing contact receives the invoices
 * and their scheduled reminders; an invoice shows its e-mails; the Invoices list shows the days
 * overdue and filters the overdue invoices. Chasing money from the list (issue 28): Send and
 * Remind ask first, naming the address, and say to whom the e-mail went; a Sent column; an
 * invoice past due is Overdue on its own page too.
 */
let product: Product;
let browser: Browser;
let page: Page;
let seed: Seeder;
let initech: number;

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const PRIMARY = 'nina@initech.example';
const BILLING = 'billing@initech.example';

/** YYYY-MM-DD of `days` from today by New York's calendar, the one due dates follow. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const send = (method: string, path: string, body?: unknown) =>
  apiSend(product.url, seed.token, method, path, body, seed.corpId());

const invoice = (invoiceDate: string, dueDate: string) =>
  seed.post('/invoices', {
    vendorId: initech,
    invoiceDate,
    dueDate,
    status: 'PENDING',
    items: [{ description: 'QA engineering', quantity: 10, price: 120 }],
  });

const contactCard = (n: number) =>
  page.getByRole('group', { name: new RegExp(`^Contact ${n}\\b`) });
const invoiceRow = (number: string) => page.getByRole('row').filter({ hasText: number });
const reminders = () => page.getByRole('region', { name: 'Reminders' });
const gear = (number: string) =>
  invoiceRow(number).getByRole('button', { name: `Actions for invoice ${number}` });
const confirmDialog = () => page.getByRole('alertdialog');

/** The text of a row's cell under the column header `label`. */
async function cellUnder(number: string, label: string): Promise<string> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === label);
  expect(column).toBeGreaterThanOrEqual(0);
  return (await invoiceRow(number).getByRole('cell').nth(column).innerText()).trim();
}

/** MM/DD/YYYY of today in New York, as the list shows a date. */
const usToday = () => {
  const [y, m, d] = dayFromToday(0).split('-');
  return `${m}/${d}/${y}`;
};

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  initech = await seed.vendor({
    name: 'Initech',
    contacts: [
      { name: 'Nina Park', role: 'Operations', email: PRIMARY, phone: '', isPrimary: true },
      { name: 'Bill Lumbergh', role: 'Accounts', email: BILLING, phone: '', isPrimary: false },
    ],
  });
  page = await (await newStaffContext(browser)).newPage();
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('staff make the second contact the billing contact in the vendor form', async () => {
  await page.getByRole('link', { name: 'Vendors', exact: true }).click();
  await page.getByRole('link', { name: 'Initech' }).click();
  await expectFocusOnHeading(page, 'Edit Vendor');
  await page.getByRole('tab', { name: 'Contact' }).click();
  const billingBox = (n: number) =>
    contactCard(n).getByRole('checkbox', { name: 'Billing contact' });
  expect(await billingBox(1).isChecked()).toBe(false);
  expect(await billingBox(2).isChecked()).toBe(false);

  await billingBox(2).click();
  await page.getByRole('group', { name: 'Contact 2 (billing)' }).waitFor();
  expect(await billingBox(1).isChecked()).toBe(false);
  await page.getByRole('group', { name: 'Contact 1 (primary)' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'vendor form, billing contact');
  await page.screenshot({ path: `${SHOTS}/vendor-billing-contact-1366.png`, fullPage: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Vendor updated successfully!').waitFor();
  await page.waitForURL('**/on/vendors');
  const saved = (await send('GET', `/vendors/${initech}`)) as {
    contacts: { email: string; isPrimary: boolean; isBilling: boolean }[];
  };
  expect(
    saved.contacts.map(({ email, isPrimary, isBilling }) => [email, isPrimary, isBilling]),
  ).toEqual([
    [PRIMARY, true, false],
    [BILLING, false, true],
  ]);
});

test('the daily job reminds the billing contact of an invoice past due; the list shows it overdue', async () => {
  await invoice(dayFromToday(-42), dayFromToday(-12)); // INV-000001, 12 days past due
  await invoice(dayFromToday(-2), dayFromToday(28)); // INV-000002, not due yet

  // Send by hand, from the list's gear menu, goes to the billing contact too
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await invoiceRow('INV-000002').waitFor();
  await invoiceRow('INV-000002')
    .getByRole('button', { name: 'Actions for invoice INV-000002' })
    .click();
  expect(await cellUnder('INV-000002', 'Sent')).toBe('Not sent');
  await page.getByRole('menuitem', { name: 'Send' }).click();
  // the first Send asks first, naming the address the e-mail will go to
  await confirmDialog().waitFor();
  expect(await confirmDialog().innerText()).toContain(`Send invoice INV-000002 to ${BILLING}?`);
  await expectNoSeriousA11yViolations(page, 'invoices list, send asks');
  await page.screenshot({ path: `${SHOTS}/invoices-send-confirm-1366.png` });
  await confirmDialog().getByRole('button', { name: 'Send' }).click();
  await page.getByText(`Invoice INV-000002 sent successfully to ${BILLING}`).waitFor();
  expect(await page.getByText('Reminder sent successfully').count()).toBe(0);
  // the list reloads: the Sent column says when it went
  await eventually(async () =>
    expect(await cellUnder('INV-000002', 'Sent')).toMatch(
      new RegExp(`^${usToday()} \\d{1,2}:\\d{2} [AP]M$`),
    ),
  );
  expect(await cellUnder('INV-000001', 'Sent')).toBe('Not sent');

  // the daily jobs run when the product starts: INV-000001 becomes Overdue and is reminded
  await product.restart();
  await page.goto(`${product.url}/on/invoices`);
  await eventually(async () => {
    await page.reload();
    await invoiceRow('INV-000001').waitFor();
    expect(await invoiceRow('INV-000001').innerText()).toMatch(/Overdue\s*12 days overdue/);
  }, 30_000);
  expect(await invoiceRow('INV-000002').innerText()).not.toContain('overdue');
  await expectNoSeriousA11yViolations(page, 'invoices list, days overdue');
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  await page.screenshot({ path: `${SHOTS}/invoices-overdue-1366.png` });

  const overdue = page.getByRole('button', { name: 'Overdue' });
  await overdue.click();
  await page.waitForURL(/[?&]status=OVERDUE\b/);
  await eventually(async () => expect(await invoiceRow('INV-000002').count()).toBe(0));
  await invoiceRow('INV-000001').waitFor();
  expect(await overdue.getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('OVERDUE');
  await page.screenshot({ path: `${SHOTS}/invoices-overdue-filter-1366.png` });

  await page.getByRole('link', { name: 'INV-000001' }).click();
  await expectFocusOnHeading(page, 'Edit Invoice');
  const scheduled = reminders().getByRole('listitem').filter({ hasText: 'Scheduled reminder' });
  await scheduled.first().waitFor();
  expect(await scheduled.count()).toBe(1);
  const line = await scheduled.innerText();
  expect(line).toContain('Scheduled reminder, 7 days after due');
  expect(line).toContain(`by the daily job, to ${BILLING}`);
  expect(line).toContain('Recorded (no mail server)');
  expect(line).not.toContain(PRIMARY);
  await expectNoSeriousA11yViolations(page, 'invoice form, reminders');
  await page.screenshot({ path: `${SHOTS}/invoice-reminders-1366.png`, fullPage: true });

  await page.goBack();
  await page.getByRole('link', { name: 'INV-000001' }).waitFor();
  await page.getByRole('button', { name: 'Overdue' }).click();
  await invoiceRow('INV-000002').waitFor();
  await page.getByRole('link', { name: 'INV-000002' }).click();
  const byHand = reminders().getByRole('listitem').filter({ hasText: 'Sent by hand' });
  await byHand.waitFor();
  expect(await byHand.innerText()).toMatch(new RegExp(`by \\S.*, to ${BILLING}`));
  expect(await reminders().getByRole('listitem').count()).toBe(1);
});

test('the keyboard alone filters the overdue invoices and opens one', async () => {
  await page.goto(`${product.url}/on/invoices`);
  await invoiceRow('INV-000002').waitFor();
  await page.getByRole('link', { name: 'Approved, not invoiced' }).focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(focused).toBe('Overdue');
  await page.keyboard.press('Space');
  await page.waitForURL(/[?&]status=OVERDUE\b/);
  await eventually(async () => expect(await invoiceRow('INV-000002').count()).toBe(0));
  await page.getByRole('link', { name: 'INV-000001' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Edit Invoice');
  await reminders().getByText(`to ${BILLING}`).first().waitFor();
});

test('an invoice past due is Overdue in the list before the job has marked it; the mouse reminds and settles Overdue rows from their gear menu', async () => {
  // INV-000003, made after the jobs ran: stored Pending, read Overdue from its due date
  const { id } = await invoice(dayFromToday(-35), dayFromToday(-5));

  // its own page says Overdue, as the list does
  await page.goto(`${product.url}/on/invoices`);
  await page.getByRole('link', { name: 'INV-000003' }).click();
  await expectFocusOnHeading(page, 'Edit Invoice');
  expect(page.url()).toContain(`/on/invoices/edit/${id}`);
  const status = page.getByRole('combobox', { name: 'Status' });
  await eventually(async () =>
    expect(await status.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe(
      'Overdue',
    ),
  );
  await expectNoSeriousA11yViolations(page, 'invoice form, overdue before the job');

  await page.goto(`${product.url}/on/invoices`);
  await invoiceRow('INV-000003').waitFor();
  const overdue = page.getByRole('button', { name: 'Overdue' });
  await overdue.click();
  await page.waitForURL(/[?&]status=OVERDUE\b/);
  await eventually(async () => expect(await invoiceRow('INV-000002').count()).toBe(0));
  expect(await invoiceRow('INV-000003').innerText()).toMatch(/Overdue\s*5 days overdue/);
  await invoiceRow('INV-000001').waitFor();

  await gear('INV-000001').click();
  const items = await page.getByRole('menuitem').allInnerTexts();
  expect(items).toEqual(['View', 'Download', 'Cancel', 'Remind', 'Paid']);
  await page.getByRole('menuitem', { name: 'Remind' }).click();
  await confirmDialog().waitFor();
  expect(await confirmDialog().innerText()).toContain(
    `Send a reminder of invoice INV-000001 to ${BILLING}?`,
  );
  await confirmDialog().getByRole('button', { name: 'Remind' }).click();
  await page.getByText(`Reminder sent successfully to ${BILLING}`).waitFor();
  await page.screenshot({ path: `${SHOTS}/invoices-overdue-remind-1366.png` });

  await gear('INV-000003').click();
  await page.getByRole('menuitem', { name: 'Paid' }).click();
  await page.getByText('Invoice marked as paid').waitFor();
  await eventually(async () => expect(await invoiceRow('INV-000003').count()).toBe(0));
  await invoiceRow('INV-000001').waitFor();
  const paid = (await send('GET', `/invoices/${id}`)) as { status: string };
  expect(paid.status).toBe('PAID');
});

test('the keyboard alone sends an invoice: Escape in the question sends nothing, Enter sends it', async () => {
  const { id } = await invoice(dayFromToday(-1), dayFromToday(29)); // INV-000004, not due yet
  await page.goto(`${product.url}/on/invoices`);
  await invoiceRow('INV-000004').waitFor();
  await gear('INV-000004').focus();
  const chooseSend = async () => {
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Send');
    await page.keyboard.press('Enter');
    await confirmDialog().waitFor();
  };
  await chooseSend();
  expect(await confirmDialog().innerText()).toContain(`Send invoice INV-000004 to ${BILLING}?`);
  // the dialog has the focus, on its Send button
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Send');
  await page.keyboard.press('Escape');
  await eventually(async () => expect(await confirmDialog().count()).toBe(0));
  const mails = async () => ((await send('GET', `/invoices/${id}/reminders`)) as unknown[]).length;
  expect(await mails()).toBe(0);

  await gear('INV-000004').focus();
  await chooseSend();
  await page.keyboard.press('Enter');
  await page.getByText(`Invoice INV-000004 sent successfully to ${BILLING}`).waitFor();
  expect(await mails()).toBe(1);
  await eventually(async () => expect(await cellUnder('INV-000004', 'Sent')).toContain(usToday()));
});
