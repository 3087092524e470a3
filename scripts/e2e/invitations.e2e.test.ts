/**
 * A new employee is given a way in (api/src/modules/employees/README.md#invitations): staff save an
 * employee with an address and sign-in access, the invitation goes out and the form says so; the
 * employee opens its link in a fresh browser, on a laptop and on a phone, sets a first password
 * without being asked for a current one, lands on the login page, signs in and sees their week;
 * staff then see when they last signed in.
 */
import type { Browser, Page } from 'playwright-core';
import { apiSend, eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { seeder, type Seeder } from './seed';
import { startProduct, type Running } from './server';

const PHONE = { width: 390, height: 844 } as const;
/** Staff create her through the form; she opens her invitation on a laptop, with the mouse. */
const MARIA = { username: 'maria.lopez@acme.example', password: 'First-Timer-1' };
/** Seeded with his address; he opens his invitation on a phone, with the keyboard. */
const TOMAS = { username: 'tomas.reyes@acme.example', password: 'Phone-Hours-2' };
const WEEK = { periodStartDate: '2026-11-16', periodEndDate: '2026-11-22' };
const DATE_TIME = '\\d\\d/\\d\\d/\\d{4} \\d{1,2}:\\d\\d [AP]M';

let product: Running;
let browser: Browser;
let seed: Seeder;
let vendorId: number;
let staff: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  vendorId = await seed.vendor({ name: 'Globex Corporation' });
  const tomas = await seed.employee({
    firstName: 'Tomas',
    lastName: 'Reyes',
    designation: 'Nurse',
    email: TOMAS.username,
  });
  await weekOf(tomas);
  staff = await (await newStaffContext(browser)).newPage();
  await signIn(staff, product.url);
  await switchCorporation(staff, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A Pending week of the employee: what they see once signed in. */
const weekOf = (employeeId: number) =>
  seed.post('/timesheets', { employeeId, vendorId, ...WEEK, billingCode: `GLX-${employeeId}` });

/** The invitations e-mailed to `to`, newest first, read from the outbox as the super user. */
async function invitationsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const mails = (await apiSend(product.url, seed.token, 'GET', `/outbox?to=${to}`)) as {
    subject: string;
    text: string;
  }[];
  return mails.filter((m) => m.subject === 'Acme Staffing invites you to StaffLedger');
}

/** The set-password link of the newest invitation to `to`. */
async function invitationLink(to: string): Promise<string> {
  const [newest] = await invitationsTo(to);
  const link = /http\S+\/on\/password-reset\?mode=reset&invited=1#\S+/.exec(newest.text);
  expect(link).not.toBeNull();
  return (link as RegExpExecArray)[0];
}

/** Staff open the Employees list, and wait for it (the screen before stays until it loads). */
async function openEmployees() {
  await staff.getByRole('link', { name: 'Employees' }).click();
  await staff.waitForURL('**/on/employees');
  await staff.getByRole('heading', { name: 'Employees' }).waitFor();
}

/** Staff open the employee's form from the list; answers the Sign-in panel. */
async function openEmployee(fullName: string) {
  await openEmployees();
  // the first column, the employee's id, opens the form
  await staff.getByRole('row').filter({ hasText: fullName }).getByRole('link').first().click();
  await staff.waitForURL('**/on/employees/edit/*');
  return staff.getByRole('group', { name: 'Sign-in' });
}

/** The employee's first screen: their week on the items screen. */
async function seesTheirWeek(page: Page, state: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Timesheet Items' })
    .click();
  await page.getByLabel('Hours Worked 11/16/2026').waitFor();
  await expectFocusOnHeading(page, 'Timesheet Items');
  await expectNoSeriousA11yViolations(page, state);
}

test('staff create an employee with an address and access: invited, "Invited on …", Resend', async () => {
  await openEmployees();
  await staff.getByRole('button', { name: 'Create New' }).click();
  await expectFocusOnHeading(staff, 'New Employee');
  const signIn = staff.getByRole('group', { name: 'Sign-in' });
  await signIn
    .getByText(
      'Once the employee is saved with an e-mail address, they can be invited to set a password.',
    )
    .waitFor();
  await staff.getByLabel('First Name').fill('Maria');
  await staff.getByLabel('Last Name').fill('Lopez');
  await staff.getByLabel('Category').fill('W2');
  await staff.getByLabel('Work Auth').fill('Citizen');
  await staff.getByLabel('Designation').fill('Analyst');
  await staff.getByLabel('Access Level').selectOption({ label: 'Employee' });
  await staff.getByLabel('Email').fill(MARIA.username);
  await staff.getByRole('button', { name: 'Save' }).click();
  await staff
    .getByText(
      `Employee created successfully! An invitation to sign in was e-mailed to ${MARIA.username}.`,
    )
    .waitFor();
  await expectNoSeriousA11yViolations(staff, 'employee form, saved and invited');
  await staff.waitForURL('**/on/employees');
  const [maria] = (await apiSend(
    product.url,
    seed.token,
    'GET',
    '/employees?name=Maria',
    undefined,
    seed.corpId(),
  )) as { id: number }[];
  await weekOf(maria.id);

  const panel = await openEmployee('Maria Lopez');
  await panel.getByText(new RegExp(`^Invited on ${DATE_TIME}$`)).waitFor();
  await panel.getByText('Never signed in').waitFor();
  await expectNoSeriousA11yViolations(staff, 'employee form, invited');

  // Resend: asked first, naming who receives it; the keyboard goes ahead
  await panel.getByRole('button', { name: 'Resend invitation' }).click();
  const dialog = staff.getByRole('alertdialog');
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(`E-mail an invitation to ${MARIA.username}?`);
  await expectNoSeriousA11yViolations(staff, 'employee form, resend asked');
  await staff.keyboard.press('Enter');
  await panel.getByText(`An invitation was e-mailed to ${MARIA.username}.`).waitFor();
  await expectNoSeriousA11yViolations(staff, 'employee form, resent');
  expect(await invitationsTo(MARIA.username)).toHaveLength(2);
});

test('at 1366×900 the invited employee sets a password from the link, signs in and sees her week', async () => {
  const [newest] = await invitationsTo(MARIA.username);
  expect(newest.text).toContain(
    'Acme Staffing invites you to StaffLedger, where you enter the hours you work',
  );
  expect(newest.text).toContain(`Your user name is ${MARIA.username}.`);
  const context = await newStaffContext(browser);
  const page = await context.newPage();
  await page.goto(await invitationLink(MARIA.username));
  await page.getByRole('heading', { name: 'Set your password' }).waitFor();
  expect(await page.getByLabel('Username').inputValue()).toBe(MARIA.username);
  expect(await page.getByLabel('Reset Code').inputValue()).toMatch(/^[A-Z0-9]{4}-/);
  expect(await page.getByLabel('Current Password').count()).toBe(0);
  // the code left the address bar once read
  await eventually(() => expect(page.url()).not.toContain('code='));
  await expectNoSeriousA11yViolations(page, 'set your password, 1366');

  await page.getByLabel('New Password').click();
  await page.getByLabel('New Password').fill(MARIA.password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.getByText('Password updated successfully!').waitFor();
  await expectNoSeriousA11yViolations(page, 'set your password, done, 1366');
  // the login page, as after any reset: she signs in with what she just chose
  await page.waitForURL('**/on/login');
  await signIn(page, product.url, MARIA);
  await seesTheirWeek(page, 'employee timesheet items, 1366');
  await context.close();

  const panel = await openEmployee('Maria Lopez');
  await panel.getByText(new RegExp(`^Signed in last on ${DATE_TIME}$`)).waitFor();
  expect(await panel.getByRole('button').count()).toBe(0);
  await expectNoSeriousA11yViolations(staff, 'employee form, signed in');
});

test('at 390×844 the invited employee does the same by keyboard, with no sideways scroll', async () => {
  const context = await newStaffContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(await invitationLink(TOMAS.username));
  await page.getByRole('heading', { name: 'Set your password' }).waitFor();
  expect(await page.getByLabel('Username').inputValue()).toBe(TOMAS.username);
  expect(await page.getByLabel('Current Password').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoSeriousA11yViolations(page, 'set your password, 390');

  await page.getByLabel('New Password').focus();
  await page.keyboard.type(TOMAS.password);
  await page.keyboard.press('Enter');
  await page.getByText('Password updated successfully!').waitFor();
  await page.waitForURL('**/on/login');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(TOMAS.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(TOMAS.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/on/landing');
  await seesTheirWeek(page, 'employee timesheet items, 390');
  await context.close();

  const panel = await openEmployee('Tomas Reyes');
  await panel.getByText(new RegExp(`^Signed in last on ${DATE_TIME}$`)).waitFor();
});
