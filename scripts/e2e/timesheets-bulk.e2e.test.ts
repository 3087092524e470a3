/**
 * Review at volume (docs/screens.md#accepting-and-rejecting-in-bulk, docs/screens.md#the-items-screen):
 * staff select a range of the Timesheets list with Shift and accept it at once, select rows with
 * Space and Shift+Space and reject them with one reason, and on the items screen accept, reject and open the next
 * waiting week; every Reject says whether the employee was e-mailed.
 */
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { eventually, launch, staffPageFor } from './browser';
import { seeder, type Seeder } from './seed';
import { startProduct, type Running } from './server';

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();

let product: Running;
let browser: Browser;
let seed: Seeder;
let vendorId: number;
const ids: Record<string, number> = {};

/** A week from `monday`, submitted with 8 hours a working day and its PDF unless `pending`. */
async function week(employeeId: number, monday: string, code: string, pending = false) {
  const id = await seed.week(employeeId, vendorId, monday, code);
  ids[code] = id;
  if (!pending) await seed.submitWeek(id, 'Site work');
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  vendorId = await seed.vendor({ name: 'Globex Corporation' });
  const person = (firstName: string, email?: string) =>
    seed.employee({ firstName, lastName: 'Bulk', designation: 'Welder', ...(email && { email }) });
  const ann = await person('Ann', 'ann.bulk@acme.example');
  const ben = await person('Ben', 'ben.bulk@acme.example');
  const cy = await person('Cy');
  // newest period first, as the list shows them
  await week(ann, '2026-10-26', 'BULK-A1');
  await week(cy, '2026-10-19', 'BULK-P1', true);
  await week(ben, '2026-10-12', 'BULK-B1');
  await week(ann, '2026-10-05', 'BULK-A2');
  await week(ben, '2026-09-28', 'BULK-B2');
  await week(cy, '2026-09-21', 'BULK-C1');
  await week(ann, '2026-09-14', 'BULK-A3');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function staffOnTimesheets(): Promise<Page> {
  const page = await staffPageFor(browser, product.url, 'Acme Staffing');
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await rowOf(page, 'BULK-A3').waitFor();
  return page;
}

const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });
const boxOf = (page: Page, code: string) =>
  page.getByRole('checkbox', { name: `Select timesheet ${ids[code]}` });
const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selected rows' });
const statusIn = async (page: Page, code: string) => rowOf(page, code).innerText();
const shown = (page: Page, term: string) =>
  page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd').innerText();

test('with the mouse: a Shift range is accepted at once, with one summary of what moved and what not', async () => {
  const page = await staffOnTimesheets();
  await boxOf(page, 'BULK-A1').click();
  await boxOf(page, 'BULK-B1').click({ modifiers: ['Shift'] });
  await selectionBar(page).getByText('3 selected').waitFor();
  expect(await boxOf(page, 'BULK-P1').isChecked()).toBe(true);
  expect(await boxOf(page, 'BULK-A2').isChecked()).toBe(false);
  await expectNoSeriousA11yViolations(page, 'timesheets list, three rows selected');
  await page.screenshot({ path: `${SHOTS}/bulk-selected-1366.png` });

  await selectionBar(page).getByRole('button', { name: 'Accept selected' }).click();
  await page
    .getByText(
      `2 accepted; 1 refused: timesheet ${ids['BULK-P1']}: Cannot change a pending timesheet to approved.`,
    )
    .waitFor();
  await eventually(async () => expect(await statusIn(page, 'BULK-A1')).toContain('Approved'));
  expect(await statusIn(page, 'BULK-B1')).toContain('Approved');
  expect(await statusIn(page, 'BULK-P1')).toContain('Pending');
  expect(await selectionBar(page).count()).toBe(0);
  await page.screenshot({ path: `${SHOTS}/bulk-accepted-1366.png` });
  await page.context().close();
});

test('by keyboard: Space and Shift+Space select, Enter rejects with one reason, and the summary names who was e-mailed', async () => {
  const page = await staffOnTimesheets();
  await boxOf(page, 'BULK-A2').focus();
  await page.keyboard.press('Space');
  // Shift+Space takes the rows since the last one chosen, as Shift+click does
  await boxOf(page, 'BULK-C1').focus();
  await page.keyboard.press('Shift+Space');
  await selectionBar(page).getByText('3 selected').waitFor();
  expect(await boxOf(page, 'BULK-B2').isChecked()).toBe(true);
  await page.keyboard.press('Space');
  await selectionBar(page).getByText('2 selected').waitFor();
  expect(await boxOf(page, 'BULK-C1').isChecked()).toBe(false);

  await selectionBar(page).getByRole('button', { name: 'Reject selected' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reject 2 timesheets' });
  await dialog.waitFor();
  await page.keyboard.type('Hours differ from the site log.');
  await dialog.getByRole('button', { name: 'Reject' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('2 rejected. E-mailed: Ann Bulk, Ben Bulk.').waitFor();
  await eventually(async () => expect(await statusIn(page, 'BULK-A2')).toContain('Rejected'));
  expect(await statusIn(page, 'BULK-B2')).toContain('Rejected');
  await expectNoSeriousA11yViolations(page, 'timesheets list, bulk reject summary');

  const res = await fetch(`${product.url}/api/outbox?to=ben.bulk@acme.example`, {
    headers: { Authorization: `Bearer ${seed.token}` },
  });
  const [mail] = (await res.json()) as { text: string }[];
  expect(mail.text).toContain('Reason: Hours differ from the site log.');
  await page.context().close();
});

test('on the items screen: Reject says who was not told, Accept, then Next waiting week', async () => {
  const page = await staffOnTimesheets();
  await rowOf(page, 'BULK-C1')
    .getByRole('button', { name: /^Actions for timesheet/ })
    .click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const review = page.getByRole('group', { name: 'Review' });
  await review.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject timesheet' });
  await dialog.getByLabel('Reason').fill('Tuesday is a public holiday.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await page
    .getByText('Cy Bulk has no e-mail address, so no e-mail was sent: tell them another way.')
    .waitFor();
  await eventually(async () => expect(await shown(page, 'Status')).toBe('Rejected'));
  await expectNoSeriousA11yViolations(page, 'timesheet items, rejected by staff');

  // the one still waiting is Ann's oldest week
  await review.getByRole('button', { name: 'Next waiting week' }).click();
  await eventually(async () => expect(await shown(page, 'ID')).toBe(String(ids['BULK-A3'])));
  await review.getByRole('button', { name: 'Accept' }).click();
  await page.getByText('Timesheet accepted.').waitFor();
  await eventually(async () => expect(await shown(page, 'Status')).toBe('Approved'));
  await page.screenshot({ path: `${SHOTS}/items-accepted-1366.png` });
  await review.getByRole('button', { name: 'Next waiting week' }).click();
  await page.getByText('No other timesheet is waiting for Accept or Reject.').waitFor();
  await page.context().close();
});
