import { tmpdir } from 'node:os';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { apiSend, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { seeder, type Seeder } from './seed';
import { startProduct, type Product } from './server';

/**
 * Issue 28, goal 7, at the staff laptop's 1366×900: a gear menu at the bottom of the window opens
 * upward, its items all on screen, by mouse and by keyboard; admin settings read by their names and
 * a true/false one is a switch, turned and saved; the Outbox lists the invoice just e-mailed, with
 * its recipient and its PDF, and not another corporation's mail.
 */
let product: Product;
let browser: Browser;
let page: Page;
let seed: Seeder;

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const AP = 'ap@initech.example';
const OTHER_AP = 'ap@hooli.example';
const INVOICES = 14;

const invoiceFor = (vendorId: number) =>
  seed.post('/invoices', {
    vendorId,
    invoiceDate: '2026-11-02',
    dueDate: '2026-12-02',
    status: 'PENDING',
    items: [{ description: 'QA engineering', quantity: 10, price: 120 }],
  });

/** Whether the whole of `el` is inside the window. */
async function inWindow(el: Locator): Promise<boolean> {
  const box = (await el.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

async function expectMenuInWindow(gear: Locator) {
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').all();
  expect(items.length).toBeGreaterThanOrEqual(4);
  for (const item of items) expect(await inWindow(item)).toBe(true);
  // upward: the menu ends above its button
  expect((await menu.boundingBox())!.y + (await menu.boundingBox())!.height).toBeLessThanOrEqual(
    (await gear.boundingBox())!.y,
  );
}

const focusedName = () =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Hooli Staffing');
  const hooliVendor = await seed.vendor({
    name: 'Hooli Client',
    payable: { name: 'Gavin Belson', role: 'Accounts', email: OTHER_AP },
  });
  const hooliInvoice = await invoiceFor(hooliVendor);
  await seed.send('PUT', `/invoices/${hooliInvoice.id}/remind`);
  await seed.corporation('Acme Staffing');
  const initech = await seed.vendor({
    name: 'Initech',
    payable: { name: 'Nina Park', role: 'Accounts', email: AP },
  });
  for (let i = 0; i < INVOICES; i++) await invoiceFor(initech);
  page = await (await newStaffContext(browser)).newPage();
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('the gear menu of the row at the bottom of the window opens upward, by mouse and by keyboard', async () => {
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  const gear = page.getByRole('button', { name: 'Actions for invoice INV-000001' });
  await gear.waitFor();
  // the list is longer than the window: the user scrolls its last row to the bottom edge
  await gear.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const { height } = page.viewportSize()!;
  expect((await gear.boundingBox())!.y).toBeGreaterThan(height - 60);

  await gear.click();
  await expectMenuInWindow(gear);
  await expectNoSeriousA11yViolations(page, 'invoices, gear menu opened upward');
  await page.screenshot({ path: `${SHOTS}/gear-menu-upward-1366.png` });
  await page.mouse.click(683, 60); // a click outside closes it
  await page.getByRole('menu').waitFor({ state: 'detached' });

  await gear.focus();
  await page.keyboard.press('Enter');
  await expectMenuInWindow(gear);
  expect(await focusedName()).toBe('View');
  await page.keyboard.press('ArrowUp');
  expect(
    await page
      .getByRole('menuitem')
      .last()
      .evaluate((el) => el === document.activeElement),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  expect(await focusedName()).toBe('Actions for invoice INV-000001');

  // and an item chosen by keyboard does its work: Send e-mails the invoice (the outbox test reads it)
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitem', { name: 'Send' }).waitFor();
  for (let i = 0; i < 5 && (await focusedName()) !== 'Send'; i++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await focusedName()).toBe('Send');
  await page.keyboard.press('Enter');
  // Send asks first, naming the address, its own Send button focused
  const question = page.getByRole('alertdialog');
  await question.getByText(`Send invoice INV-000001 to ${AP}?`).waitFor();
  await page.keyboard.press('Enter');
  await page.getByText(`Invoice INV-000001 sent successfully to ${AP}`).waitFor();
});

test('admin settings read by their names; a true/false setting is a switch, turned and saved', async () => {
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  const annex = page.getByRole('link', { name: 'Annex timesheets annexTimesheets' });
  await annex.waitFor();
  // the key under the name stays on one line: never 'annexTimesh' / 'eets'
  const key = annex.locator('code');
  expect(await key.textContent()).toBe('annexTimesheets');
  const lineHeight = await key.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 16);
  expect((await key.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  // nor the category: never 'ATTACHME' / 'NT'
  const category = page
    .getByRole('cell', { name: 'ATTACHMENT', exact: true })
    .getByText('ATTACHMENT');
  expect((await category.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  await expectNoSeriousA11yViolations(page, 'admin settings list');
  await page.screenshot({ path: `${SHOTS}/admin-settings-names-1366.png`, fullPage: true });

  // by mouse: Annex timesheets, on by default, turned off and saved
  await annex.click();
  await expectFocusOnHeading(page, 'Edit Admin Setting');
  expect(await page.getByRole('textbox', { name: 'Setting' }).inputValue()).toBe(
    'Annex timesheets',
  );
  const toggle = page.getByRole('switch', { name: 'Value' });
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  await toggle.click();
  expect(await toggle.getAttribute('aria-checked')).toBe('false');
  await expectNoSeriousA11yViolations(page, 'admin setting form, switch');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/on/admin');
  await page
    .getByRole('row')
    .filter({ hasText: 'annexTimesheets' })
    .getByRole('cell', { name: 'false', exact: true })
    .waitFor();

  // by keyboard: Automatic reminders, off by default, turned on with Space and saved with Enter
  const remind = page.getByRole('link', { name: 'Automatic reminders autoRemind' });
  await remind.focus();
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Edit Admin Setting');
  const remindSwitch = page.getByRole('switch', { name: 'Value' });
  expect(await remindSwitch.getAttribute('aria-checked')).toBe('false');
  await remindSwitch.focus();
  await page.keyboard.press('Space');
  expect(await remindSwitch.getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/on/admin');
  const settings = (await seed.send('GET', '/admin?category=INVOICE')) as {
    feature: string;
    value: string;
  }[];
  expect(settings.find((s) => s.feature === 'annexTimesheets')?.value).toBe('false');
  const timesheet = (await seed.send('GET', '/admin?feature=autoRemind')) as { value: string }[];
  expect(timesheet.map((s) => s.value)).toEqual(['true']);
});

test('the Outbox lists the invoice just e-mailed, to whom and with its PDF; not another corporation’s mail', async () => {
  await page.getByRole('link', { name: 'Outbox', exact: true }).click();
  await page.getByRole('heading', { name: 'Outbox' }).waitFor();
  const mail = page.getByRole('row').filter({ hasText: AP });
  await mail.waitFor();
  expect(await mail.getByRole('cell', { name: AP }).count()).toBe(1);
  expect(await mail.textContent()).toContain('INV-000001');
  expect(await mail.getByRole('listitem').allTextContents()).toEqual(['INV-000001.pdf']);
  await mail.getByText('Recorded (no mail server)').waitFor();
  expect(await page.getByRole('cell', { name: OTHER_AP }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'outbox');
  await page.screenshot({ path: `${SHOTS}/outbox-1366.png`, fullPage: true });

  // by keyboard: filter by recipient, then sort by Subject
  await page.getByRole('searchbox', { name: 'To' }).focus();
  await page.keyboard.type('nobody@');
  await page.getByText('No e-mails found.').waitFor();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('initech');
  await mail.waitFor();
  await page.getByRole('button', { name: /^Subject/ }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/sort=subject/);
  await mail.waitFor();
  // the super user without a corporation would see both; the API's tests cover that
  const acme = (await apiSend(
    product.url,
    seed.token,
    'GET',
    '/outbox?to=ap@',
    undefined,
    seed.corpId(),
  )) as {
    to: string;
  }[];
  expect(acme.map((m) => m.to)).toEqual([AP]);
});
