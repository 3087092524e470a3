/**
 * The History of a timesheet (docs/screens.md#the-history-of-a-timesheet): staff make a week and
 * adjust its notes; the employee saves and submits it, seeing each step arrive in the panel; staff
 * reject it with a reason; the employee corrects it and submits it again; staff accept and invoice
 * it. Then the staff form shows every step, newest first, the invoice number a link that opens the
 * invoice (reached by keyboard too), and the employee's items screen shows the same lines without
 * the link.
 */
import { tmpdir } from 'node:os';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import {
  apiSend,
  eventually,
  launch,
  newStaffContext,
  setPassword,
  signIn,
  switchCorporation,
} from './browser';
import { seeder, type Seeder } from './seed';
import { ADMIN, startProduct, type Running } from './server';

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const EMPLOYEE = { username: 'sam.rivera@acme.example', password: 'Hours-Entered-1' };
const SAM = EMPLOYEE.username;
const STAFF = ADMIN.username;
// Monday 16 to Sunday 22 November 2026: five working days and a weekend.
const WEEKDAYS = ['11/16/2026', '11/17/2026', '11/18/2026', '11/19/2026', '11/20/2026'];
const WEDNESDAY = WEEKDAYS[2];
const REASON = 'Wednesday has 12 hours; the client approved 8.';
const NOTES = ['Sprint 47', 'Sprint 47, on site', 'Sprint 47, on site Monday'];

/** The panel's lines, newest first, without their date and time: who, then what. */
const STEPS = [
  `${STAFF} invoiced it on INV-000001`,
  `${STAFF} accepted it`,
  `${SAM} submitted it again after a rejection`,
  `${SAM} saved the hours`,
  `${STAFF} rejected it: ${REASON}`,
  `${SAM} submitted it`,
  `${SAM} saved the hours`,
  `${STAFF} changed the timesheet's details`,
  `${STAFF} changed the timesheet's details`,
  `${STAFF} changed the timesheet's details`,
  `${STAFF} created the timesheet`,
];
const WHEN = /^(\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M) ([\s\S]+)$/;

let product: Running;
let browser: Browser;
let seed: Seeder;
let sheetId: number;

const send = (method: string, path: string, body?: unknown) =>
  apiSend(product.url, seed.token, method, path, body, seed.corpId());

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const vendorId = await seed.vendor({ name: 'Globex Corporation' });
  const employeeId = await seed.employee({
    firstName: 'Sam',
    lastName: 'Rivera',
    designation: 'Developer',
    email: SAM,
  });
  await setPassword(product.url, seed.token, EMPLOYEE);
  // the arrangement the week is invoiced under (Pending: it makes no sheets of its own)
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
  const week = {
    employeeId,
    vendorId,
    periodStartDate: '2026-11-16',
    periodEndDate: '2026-11-22',
    billingCode: 'GLX-DEV',
  };
  sheetId = (await seed.post('/timesheets', week)).id;
  // staff adjust the notes three times: with the employee's and their own steps, more than ten
  for (const notes of NOTES) {
    await send('PUT', `/timesheets/${sheetId}`, { ...week, status: 'PENDING', notes });
  }
  await seed.attachPdf(sheetId);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const historyOf = (page: Page) => page.getByRole('region', { name: 'History' });

/** The panel's lines as shown: each split into its date and time, and the rest. */
async function linesOf(panel: Locator): Promise<{ when: string; step: string }[]> {
  const texts = await panel.getByRole('listitem').allTextContents();
  return texts.map((text) => {
    const m = WHEN.exec(text);
    if (!m) throw new Error(`not a history line: ${text}`);
    return { when: m[1], step: m[2] };
  });
}
const stepsOf = async (panel: Locator) => (await linesOf(panel)).map((l) => l.step);

/** The newest line reads `step` (the panel reads the history again after each write). */
async function newestIs(page: Page, step: string) {
  await eventually(async () => expect((await stepsOf(historyOf(page)))[0]).toBe(step));
}

async function samOnHisWeek(): Promise<Page> {
  const page = await (await newStaffContext(browser)).newPage();
  await signIn(page, product.url, EMPLOYEE);
  await page.getByRole('link', { name: 'Timesheet Items' }).click();
  await historyOf(page).getByRole('listitem').first().waitFor();
  return page;
}

test('the employee’s Save and Submit, then the rejection and the second Submit, arrive in the History', async () => {
  const sam = await samOnHisWeek();
  expect(await stepsOf(historyOf(sam))).toEqual(STEPS.slice(7));
  for (const day of WEEKDAYS) {
    await sam.getByLabel(`Hours Worked ${day}`).fill(day === WEDNESDAY ? '12' : '8');
    await sam.getByLabel(`Activities ${day}`).fill('Sprint work');
  }
  await sam.getByRole('button', { name: 'Save' }).click();
  await sam.getByText('Timesheet saved successfully').waitFor();
  await newestIs(sam, `${SAM} saved the hours`);
  await sam.screenshot({ path: `${SHOTS}/history-items-saved-1366.png` });
  await sam.getByRole('button', { name: 'Submit' }).click();
  await sam.getByText('Timesheet submitted successfully').waitFor();
  await newestIs(sam, `${SAM} submitted it`);
  // Submit's own save of the items is part of the submission, not a line of its own
  expect(await stepsOf(historyOf(sam))).toEqual(STEPS.slice(5));

  await send('PUT', `/timesheets/${sheetId}/status`, { status: 'REJECTED', reason: REASON });
  await sam.reload();
  await newestIs(sam, `${STAFF} rejected it: ${REASON}`);
  const wednesday = sam.getByLabel(`Hours Worked ${WEDNESDAY}`);
  await eventually(async () => expect(await wednesday.isEnabled()).toBe(true));
  await wednesday.fill('8');
  await sam.getByRole('button', { name: 'Save' }).click();
  await newestIs(sam, `${SAM} saved the hours`);
  await sam.getByRole('button', { name: 'Submit' }).click();
  await newestIs(sam, `${SAM} submitted it again after a rejection`);
  await expectNoSeriousA11yViolations(sam, 'timesheet items, with its history');
  await sam.context().close();

  await send('PUT', `/timesheets/${sheetId}/status`, { status: 'APPROVED' });
  await send('PUT', `/timesheets/${sheetId}/status`, { status: 'LOCKED' });
});

test('staff read every step on the form, newest first, and open the invoice from its number', async () => {
  const [invoice] = (await send('GET', `/invoices?timesheetId=${sheetId}`)) as {
    id: number;
    number: string;
  }[];
  expect(invoice.number).toBe('INV-000001');
  const page = await (await newStaffContext(browser)).newPage();
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'GLX-DEV' })
    .getByRole('link', { name: String(sheetId) })
    .click();
  await page.waitForURL(`**/on/timesheets/edit/${sheetId}`);
  const panel = historyOf(page);
  await panel.getByRole('listitem').first().waitFor();

  // the latest ten, then all eleven
  const latest = await linesOf(panel);
  expect(latest.map((l) => l.step)).toEqual(STEPS.slice(0, 10));
  const times = latest.map((l) => l.when);
  expect([...times].sort((a, b) => Date.parse(b) - Date.parse(a))).toEqual(times);
  await expectNoSeriousA11yViolations(page, 'timesheet form, with its history');
  await page.screenshot({ path: `${SHOTS}/history-form-1366.png` });
  await panel.screenshot({ path: `${SHOTS}/history-form-panel.png` });

  // by keyboard: from Cancel, the invoice number and then Show all
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Tab');
  const focused = () =>
    page.evaluate(
      () => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`,
    );
  expect(await focused()).toBe('A INV-000001');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('BUTTON Show all 11');
  await page.keyboard.press('Enter');
  await eventually(async () => expect(await stepsOf(panel)).toEqual(STEPS));
  expect(await focused()).toBe('BUTTON Show the latest 10');
  await page.screenshot({ path: `${SHOTS}/history-form-all-1366.png`, fullPage: true });

  // by mouse: the number opens the invoice that billed the week
  await panel.getByRole('link', { name: 'INV-000001' }).click();
  await page.waitForURL(`**/on/invoices/edit/${invoice.id}`);
  await page.getByRole('heading', { name: 'Edit Invoice' }).waitFor();
  await eventually(async () =>
    expect(await page.getByLabel('Description 1').inputValue()).toBe(
      'Software development (11/16/2026 - 11/22/2026)',
    ),
  );
  await page.context().close();
});

test('the employee reads the same lines under the invoiced week, the number without a link', async () => {
  const sam = await samOnHisWeek();
  const panel = historyOf(sam);
  await eventually(async () =>
    expect(await sam.getByLabel(`Hours Worked ${WEDNESDAY}`).isDisabled()).toBe(true),
  );
  expect(await stepsOf(panel)).toEqual(STEPS.slice(0, 10));
  await sam.screenshot({ path: `${SHOTS}/history-items-1366.png` });
  await sam.screenshot({ path: `${SHOTS}/history-items-full-1366.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Show all 11' }).click();
  expect(await stepsOf(panel)).toEqual(STEPS);
  expect(await panel.getByRole('link').count()).toBe(0);
  expect(await panel.getByText('INV-000001').count()).toBe(1);
  await panel.screenshot({ path: `${SHOTS}/history-items-panel.png` });
  await sam.context().close();
});
