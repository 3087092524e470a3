/**
 * Missing timesheets (docs/screens.md#missing-timesheets): an employer sees on the landing page how
 * many sheets are missing and how many wait for approval, follows the count to the view, reminds
 * one employee and sees who was reminded and the e-mail in the outbox; then, by keyboard alone,
 * asks to remind everyone listed, confirms, and learns who was skipped or could not be reached.
 */
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { apiSend, eventually, launch, newStaffContext, setPassword, signIn } from './browser';
import { seeder, type Seeder } from './seed';
import { startProduct, type Running } from './server';

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const EMPLOYER = { username: 'dana.kim@acme.example', password: 'Chase-Sheets-1' };
const ANN = { username: 'ann.lee@acme.example', password: 'Fill-My-Week-1' };

let product: Running;
let browser: Browser;
let page: Page;
let seed: Seeder;

const send = (method: string, path: string, body?: unknown) =>
  apiSend(product.url, seed.token, method, path, body, seed.corpId());

/** Today in New York, where the product's business day runs, plus `days`: `YYYY-MM-DD`. */
function newYorkDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** MM/DD/YYYY, as the screens write a calendar date. */
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

// a weekly arrangement that started four weeks ago: its sheets are made at once, Pending; the
// three weeks that ended more than 2 days ago are missing, last week's and this week's are not
const START = newYorkDay(-28);
const WEEKS = [0, 7, 14].map((d) => ({ start: newYorkDay(-28 + d), end: newYorkDay(-22 + d) }));
const LAST_WEEK = { start: newYorkDay(-7), end: newYorkDay(-1) };

/** An Active weekly arrangement of the employee at the vendor since START. */
function activeArrangement(employeeId: number, vendorId: number, billingCode: string) {
  return seed.post('/billing', {
    employeeId,
    vendorId,
    billRate: 90,
    invoiceDueDays: 30,
    invoiceFrequency: 'WEEKLY',
    billingCode,
    itemDescription: 'Software development',
    startDate: START,
    firstPeriodEndDate: newYorkDay(-22),
    endDate: null,
    status: 'ACTIVE',
    notes: null,
  });
}

/** Submits the employee's sheet of last week: 8 hours each working day, with its signed PDF. */
async function submitLastWeek(employeeId: number) {
  const sheets = (await send('GET', `/timesheets/employee/${employeeId}`)) as Array<{
    id: number;
    periodStartDate: string;
  }>;
  const sheet = sheets.find((s) => s.periodStartDate === LAST_WEEK.start)!;
  await seed.submitEightHourDays(sheet.id, 'Sprint work');
}

/** The e-mails to `to` in the outbox, newest first, read as the super user. */
async function mailsTo(to: string) {
  const res = await fetch(`${product.url}/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${seed.token}` },
  });
  return (await res.json()) as { to: string; subject: string; text: string }[];
}

/** The newest e-mail to `to` in the outbox. */
async function newestMailTo(to: string) {
  const [mail] = await mailsTo(to);
  return mail;
}

/** The name of the control that has keyboard focus: its aria-label, or its text. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });

/** What of the page lies past the window sideways: must be nothing at 1366 px. */
const sideways = () =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    table: (() => {
      const wrap = document.querySelector('main table')!.parentElement!;
      return wrap.scrollWidth - wrap.clientWidth;
    })(),
  }));

const annRows = () => page.getByRole('row').filter({ hasText: 'Ann Lee' });

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const initech = await seed.vendor({ name: 'Initech' });
  const ann = await seed.employee({
    firstName: 'Ann',
    lastName: 'Lee',
    designation: 'Developer',
    email: ANN.username,
  });
  await setPassword(product.url, seed.token, ANN);
  // no e-mail address: the reminders cannot reach her
  const nomail = await seed.employee({ firstName: 'Nomail', lastName: 'Lee', designation: 'QA' });
  await seed.employee({
    firstName: 'Dana',
    lastName: 'Kim',
    designation: 'Account Manager',
    role: 'EMPLOYER',
    email: EMPLOYER.username,
  });
  await setPassword(product.url, seed.token, EMPLOYER);
  await activeArrangement(ann, initech, 'INI-DEV');
  await activeArrangement(nomail, initech, 'INI-QA');
  await submitLastWeek(nomail);
  page = await (await newStaffContext(browser)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('the employer follows the landing count to the missing sheets and reminds one employee', async () => {
  await signIn(page, product.url, EMPLOYER);
  await page.getByRole('heading', { name: 'Welcome, Dana Kim' }).waitFor();
  await page.getByText('You are signed in successfully.').waitFor();
  const missingCount = page.getByRole('link', { name: 'Missing timesheets: 6' });
  await missingCount.waitFor();
  await page.getByRole('link', { name: 'Awaiting approval: 1' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'landing page with counts');
  await page.screenshot({ path: `${SHOTS}/landing-counts-1366.png` });

  // awaiting approval opens the Timesheets list filtered to Submitted
  await page.getByRole('link', { name: 'Awaiting approval: 1' }).click();
  await page.waitForURL('**/on/timesheets?status=SUBMITTED');
  await page.getByRole('button', { name: 'Status 1 selected' }).waitFor();
  const submitted = page.getByRole('row').filter({ hasText: 'Nomail Lee' });
  await submitted.waitFor();
  expect(await submitted.innerText()).toContain('Submitted');
  await page.goBack();

  await missingCount.click();
  await page.waitForURL('**/on/timesheets/missing');
  await expectFocusOnHeading(page, 'Missing timesheets');
  await page.getByRole('button', { name: 'Remind Ann Lee' }).waitFor();
  await page.getByText('6 timesheets of 2 employees are missing.').waitFor();
  await page
    .getByText(
      'Counted as missing 2 days after the period ends; automatic reminders are off (Admin settings: TIMESHEET missingAfterDays, autoRemind).',
    )
    .waitFor();
  expect(await annRows().count()).toBe(3);
  const first = await annRows().first().innerText();
  for (const cell of ['Initech', 'INI-DEV', us(WEEKS[0].start), us(WEEKS[0].end), 'Pending', '20'])
    expect(first).toContain(cell);
  expect(first).toContain('—');
  expect(await page.getByRole('button', { name: /^Remind (?!all)/ }).count()).toBe(2);
  expect(await sideways()).toEqual({ page: 0, table: 0 });
  await expectNoSeriousA11yViolations(page, 'missing timesheets');

  await page.getByRole('button', { name: 'Remind Ann Lee' }).click();
  await page.getByText(`Reminded Ann Lee (3 timesheets) at ${ANN.username}.`).waitFor();
  const reminded = `by ${EMPLOYER.username} to ${ANN.username}`;
  await eventually(async () => {
    for (const row of await annRows().all()) expect(await row.innerText()).toContain(reminded);
  });
  // Nomail Lee was not reminded
  const nomailRow = page.getByRole('row').filter({ hasText: 'Nomail Lee' }).first();
  expect(await nomailRow.innerText()).not.toContain(reminded);
  expect(await sideways()).toEqual({ page: 0, table: 0 });
  await expectNoSeriousA11yViolations(page, 'missing timesheets, reminded');
  await page.screenshot({ path: `${SHOTS}/missing-timesheets-1366.png` });

  // one e-mail for the three weeks, each with the link to its items
  const mail = await newestMailTo(ANN.username);
  expect(mail.subject).toBe('Reminder: 3 of your timesheets are missing');
  for (const week of WEEKS)
    expect(mail.text).toContain(`Initech, ${us(week.start)} - ${us(week.end)}`);
  expect(mail.text.match(/\/on\/timesheet-items\?timesheetId=\d+/g)).toHaveLength(3);

  // a sheet opens on the items screen, as the Timesheets list's View does
  await page
    .getByRole('link', {
      name: `View timesheet of Ann Lee at Initech, ${us(WEEKS[0].start)} - ${us(WEEKS[0].end)}`,
    })
    .click();
  await page.waitForURL('**/on/timesheet-items?timesheetId=*');
  await expectFocusOnHeading(page, 'Timesheet Items');
  await page.goBack();
  await page.getByRole('button', { name: 'Remind Ann Lee' }).waitFor();

  // and back to the list, which keeps its controls beside the way to the view
  await page.getByRole('link', { name: 'Back to Timesheets' }).click();
  await page.waitForURL(/\/on\/timesheets$/);
  await page.getByRole('button', { name: 'Create New' }).waitFor();
  await page.getByRole('button', { name: 'Download Excel' }).waitFor();
  await page.getByRole('link', { name: 'Missing timesheets' }).waitFor();
  await page.getByRole('row').filter({ hasText: 'Nomail Lee' }).first().waitFor();
  await page.screenshot({ path: `${SHOTS}/timesheets-list-1366.png` });
});

test('by keyboard alone: from the list to the view, and Remind all asks, then says who was not reminded', async () => {
  await page.getByRole('link', { name: 'Missing timesheets', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/on/timesheets/missing');
  await expectFocusOnHeading(page, 'Missing timesheets');
  await page.getByRole('button', { name: 'Remind Ann Lee' }).waitFor();
  for (const stop of ['Back to Timesheets', 'Remind all']) {
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(stop);
  }
  // Remind all asks first, naming how many; Escape sends nothing, Enter on the question sends
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog', { name: 'Send a reminder to 2 employees?' }).waitFor();
  expect(await focused()).toBe('Send reminders');
  await page.keyboard.press('Escape');
  await eventually(async () => expect(await focused()).toBe('Remind all'));
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog', { name: 'Send a reminder to 2 employees?' }).waitFor();
  await page.keyboard.press('Enter');
  // Ann was reminded by hand moments ago: not again within the 12 hours
  await page.getByText('Ann Lee, reminded in the last 12 hours, was skipped.').waitFor();
  await page.getByText('Not reminded: Nomail Lee (no e-mail address).').waitFor();
  // the focus is where it was, on Remind all, enabled again
  await eventually(async () => expect(await focused()).toBe('Remind all'));
  expect(await page.getByRole('button', { name: 'Remind all' }).isEnabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'missing timesheets, remind all');
  await page.screenshot({ path: `${SHOTS}/missing-timesheets-remind-all-1366.png` });
  // still the one reminder, the one e-mail
  expect(await annRows().first().innerText()).not.toContain('reminders so far');
  const reminders = (await mailsTo(ANN.username)).filter((m) => m.subject.startsWith('Reminder:'));
  expect(reminders).toHaveLength(1);
});
