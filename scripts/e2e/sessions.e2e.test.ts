import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { launch, newStaffContext } from './browser';
import { seeder } from './seed';
import { startProduct, type Running } from './server';

/**
 * Sessions that last while people work (docs/client.md#staying-signed-in), with 30-second tokens:
 * renewed in their last 10 seconds while the user works, an idle user warned in those 10 seconds,
 * and the session that ends asking to sign in again over the page, which keeps what was typed.
 * Staff (an employer) at 1366×900, an employee on a phone at 390×844.
 */
const TTL = 30;
const PHONE = { width: 390, height: 844 };
const EMPLOYER = { username: 'dana.kim@acme.example', password: 'Approve-Hours-1' };
const EMPLOYEE = { username: 'sam.rivera@acme.example', password: 'Hours-Entered-1' };
const NEW_PASSWORD = 'Changed-Hours-2';
// two weeks without a federal holiday: staff edit the first, the employee the second
const STAFF_WEEK = ['11/16/2026', '11/17/2026', '11/18/2026', '11/19/2026', '11/20/2026'];
const OWN_WEEK = ['11/30/2026', '12/01/2026', '12/02/2026', '12/03/2026', '12/04/2026'];
const PASSWORD_CHANGED =
  'Your password was changed in another window or device. Sign in with your new password.';
const INPUT_KEPT = 'What you entered on this page is kept.';

let product: Running;
let browser: Browser;
const sheets: number[] = [];

/** Who works on which week: staff on the first sheet, the employee on their own second one. */
type Worker = { user: typeof EMPLOYER; week: string[]; sheet: () => number; who: string };
const STAFF: Worker = { user: EMPLOYER, week: STAFF_WEEK, sheet: () => sheets[0], who: 'staff' };
const OWN: Worker = { user: EMPLOYEE, week: OWN_WEEK, sheet: () => sheets[1], who: 'employee' };

beforeAll(async () => {
  product = await startProduct({ TOKEN_TTL: String(TTL) });
  browser = await launch();
  const seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const vendorId = await seed.vendor({ name: 'Globex Corporation' });
  const sam = { firstName: 'Sam', lastName: 'Rivera', designation: 'Developer' };
  const employeeId = await seed.employeeWithAccount({ ...sam, role: 'EMPLOYEE' }, EMPLOYEE);
  const dana = { firstName: 'Dana', lastName: 'Kim', designation: 'Account Manager' };
  await seed.employeeWithAccount({ ...dana, role: 'EMPLOYER' }, EMPLOYER);
  for (const [start, end] of [
    ['2026-11-16', '2026-11-22'],
    ['2026-11-30', '2026-12-06'],
  ]) {
    const sheet = await seed.post('/timesheets', {
      employeeId,
      vendorId,
      periodStartDate: start,
      periodEndDate: end,
      status: 'PENDING',
      billingCode: 'GLX-DEV',
      notes: null,
    });
    sheets.push(sheet.id);
  }
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/**
 * A page on the items screen of `worker`'s sheet, signed in as them (the session of the context,
 * or a sign-in on the login page that opening the sheet signed out leads to).
 */
async function onSheet(context: BrowserContext, { user, week, sheet }: Worker): Promise<Page> {
  const page = await context.newPage();
  const url = `${product.url}/on/timesheet-items?timesheetId=${sheet()}`;
  await page.goto(url);
  const hours = page.getByLabel(`Hours Worked ${week[0]}`);
  const login = page.getByRole('button', { name: 'Login' });
  await hours.or(login).first().waitFor();
  if (await login.isVisible()) {
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await login.click();
    await page.waitForURL((at) => !at.pathname.startsWith('/on/login'));
    // where the login page leads is the last test's to check: here the sheet is opened anyway
    if (!(await hours.isVisible())) await page.goto(url);
  }
  await hours.waitFor();
  return page;
}

/** Types a full week: hours and activities on each working day. */
async function fillWeek(page: Page, week: string[], words: string) {
  for (const day of week) {
    await page.getByLabel(`Hours Worked ${day}`).fill('8');
    await page.getByLabel(`Activities ${day}`).fill(`${words} on ${day}`);
  }
}

const dialogs = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in again' });
const warning = (page: Page) =>
  page.getByRole('alertdialog', { name: /^Your session will end in/ });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('jwtToken'));
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') || el?.textContent?.trim() || el?.id || '';
  });

async function saved(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Timesheet saved successfully').waitFor();
}

/**
 * (a) Works for more than two token lives, a key or a click every 2 seconds: never a dialog, the
 * token renewed again and again, and the week saved at the end.
 */
async function worksThrough(page: Page, week: string[]) {
  const tokens = new Set([await storedToken(page)]);
  const deadline = Date.now() + (2 * TTL + 6) * 1000;
  for (let i = 0; Date.now() < deadline; i++) {
    const day = week[i % week.length];
    await page.getByLabel(`Activities ${day}`).click();
    await page.keyboard.type(`w${i} `);
    expect(await dialogs(page).count()).toBe(0);
    tokens.add(await storedToken(page));
    await page.waitForTimeout(2000);
  }
  // a renewal about every 20 seconds
  expect(tokens.size).toBeGreaterThanOrEqual(3);
  await fillWeek(page, week, 'Kept working');
  await saved(page);
}

/**
 * (b) Idle, warned with a countdown, the keyboard kept in the warning; Stay signed in renews.
 * (c) Idle again past the end: the sign-in dialog over the page, Escape keeping it; signed in
 * again, the typed week is still there and Save works.
 */
async function idlesThenComesBack(page: Page, { user, week, who }: Worker) {
  await fillWeek(page, week, 'Typed before a break');
  const alert = warning(page);
  await alert.waitFor({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page, `${who}: the warning`);
  expect(await focused(page)).toBe('Stay signed in');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Log out');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Stay signed in');
  const before = await storedToken(page);
  await alert.getByRole('button', { name: 'Stay signed in' }).click();
  await alert.waitFor({ state: 'detached' });
  expect(await storedToken(page)).not.toBe(before);

  const dialog = signInDialog(page);
  await dialog.waitFor({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(page, `${who}: signing in again after inactivity`);
  expect(await dialog.textContent()).toContain(
    `You were signed out because you had not used StaffLedger for a while. ${INPUT_KEPT}`,
  );
  expect(await dialog.getByLabel('Username').inputValue()).toBe(user.username);
  expect(await dialog.getByLabel('Username').getAttribute('readonly')).not.toBeNull();
  expect(await focused(page)).toBe(await dialog.getByLabel('Password').getAttribute('id'));
  await page.keyboard.press('Escape');
  expect(await dialog.isVisible()).toBe(true);
  await page.keyboard.type('Wrong-Pass-0');
  await page.keyboard.press('Enter');
  await dialog.getByText('Login failed. Please check your credentials and try again.').waitFor();
  await dialog.getByLabel('Password').fill(user.password);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  expect(await page.getByLabel(`Activities ${week[2]}`).inputValue()).toBe(
    `Typed before a break on ${week[2]}`,
  );
  await saved(page);
}

// Staff and the employee work in two browsers at once, as they would: each scenario waits on real
// token lives, and side by side the two take the time of one.
describe('staff at 1366×900 and an employee on a phone, 390×844, at once', () => {
  let staff: BrowserContext;
  let phone: BrowserContext;
  beforeAll(async () => {
    staff = await newStaffContext(browser);
    phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await staff?.close();
    await phone?.close();
  });

  test('(a) working for more than two token lives, never signed out, and the save goes through', async () => {
    const work = async (context: BrowserContext, worker: Worker) => {
      const page = await onSheet(context, worker);
      await worksThrough(page, worker.week);
      await page.close();
    };
    await Promise.all([work(staff, STAFF), work(phone, OWN)]);
  }, 150_000);

  test('(b, c) idle: warned, Stay signed in renews; past the end, signing in again keeps the week; (e) the employee, after a reload while signed out, back on the same week', async () => {
    const staffIdle = async () => {
      const page = await onSheet(staff, STAFF);
      await idlesThenComesBack(page, STAFF);
      await page.close();
    };
    const employeeIdle = async () => {
      const page = await onSheet(phone, OWN);
      await idlesThenComesBack(page, OWN);
      // idle again until the session ends, then the page is reloaded
      await signInDialog(page).waitFor({ timeout: 60_000 });
      await page.reload();
      await page.waitForURL('**/on/login?next=*');
      await expectNoSeriousA11yViolations(page, 'employee: the login page after a reload');
      await page.getByLabel('Username').fill(EMPLOYEE.username);
      await page.getByLabel('Password').fill(EMPLOYEE.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`**/on/timesheet-items?timesheetId=${OWN.sheet()}`);
      expect(await page.getByLabel(`Activities ${OWN_WEEK[0]}`).inputValue()).toBe(
        `Typed before a break on ${OWN_WEEK[0]}`,
      );
    };
    await Promise.all([staffIdle(), employeeIdle()]);
  }, 240_000);

  test('(d) a password changed in one tab: the other asks for it over its typed week, then saves', async () => {
    const tabB = await onSheet(staff, STAFF);
    await fillWeek(tabB, STAFF_WEEK, 'Typed in tab B');
    const tabA = await staff.newPage();
    await tabA.goto(`${product.url}/on/security`);
    await tabA.getByLabel('Current Password').fill(EMPLOYER.password);
    await tabA.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await tabA.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await tabA.getByRole('button', { name: 'Change Password' }).click();
    await tabA.getByText('Password updated successfully.', { exact: true }).waitFor();

    const dialog = signInDialog(tabB);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${PASSWORD_CHANGED} ${INPUT_KEPT}`);
    await expectNoSeriousA11yViolations(tabB, 'staff: signing in again after a password change');
    await dialog.getByLabel('Password').fill(EMPLOYER.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('Login failed. Please check your credentials and try again.').waitFor();
    await dialog.getByLabel('Password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await tabB.getByLabel(`Activities ${STAFF_WEEK[4]}`).inputValue()).toBe(
      `Typed in tab B on ${STAFF_WEEK[4]}`,
    );
    await saved(tabB);
    // the tab where the password was changed carries on, signed in, without a dialog
    await tabA.getByRole('link', { name: 'Timesheets', exact: true }).click();
    await tabA.getByRole('heading', { name: 'Timesheets', level: 1 }).waitFor();
    await tabA.getByRole('row').filter({ hasText: 'GLX-DEV' }).first().waitFor();
    expect(await dialogs(tabA).count()).toBe(0);
  }, 120_000);
});
