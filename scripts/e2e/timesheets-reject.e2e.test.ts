/**
 * Reject with a reason, fix, resubmit (docs/screens.md#rejecting-a-timesheet): staff reject a
 * Submitted week from the Timesheets list with a reason; the employee (signed in) and a guest (by
 * link) see it above their week, correct it and submit it again, and the banner is gone. Once by
 * mouse, once by keyboard.
 */
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
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
import { startProduct, type Running } from './server';

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const EMPLOYEE = { username: 'sam.rivera@acme.example', password: 'Hours-Entered-1' };
const GUEST_EMAIL = 'gina.guest@home.example';
// Monday 16 to Sunday 22 November 2026: five working days and a weekend.
const PERIOD = '11/16/2026 – 11/22/2026';
const WEDNESDAY = '11/18/2026';
const MONDAY = '11/16/2026';
const SAM_REASON = 'Wednesday has 12 hours; the client approved 8.';
const GINA_REASON = ['Monday has no ward in its comment.', 'Add it and send the week again.'];

let product: Running;
let browser: Browser;
let seed: Seeder;
let guestLink: string;

const send = (method: string, path: string, body?: unknown) =>
  apiSend(product.url, seed.token, method, path, body, seed.corpId());

/** A Submitted week of the employee: 8 hours a weekday (12 on Wednesday), with its signed PDF. */
async function submittedWeek(employeeId: number, vendorId: number, billingCode: string) {
  const sheet = await seed.post('/timesheets', {
    employeeId,
    vendorId,
    periodStartDate: '2026-11-16',
    periodEndDate: '2026-11-22',
    billingCode,
  });
  const items = (await send('GET', `/timesheets/${sheet.id}/items`)) as Array<{
    id: number;
    type: string;
    calendarDate: string;
  }>;
  const rows = items.map((i) => {
    const working = i.type !== 'HOLIDAY';
    return {
      id: i.id,
      type: i.type,
      hoursWorked: working ? (i.calendarDate === '2026-11-18' ? 12 : 8) : 0,
      extraHours: 0,
      comment: working ? 'Ward rounds' : null,
    };
  });
  await seed.attachPdf(sheet.id);
  await send('PUT', `/timesheets/${sheet.id}/items/submit`, rows);
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const vendorId = await seed.vendor({ name: 'Globex Corporation' });
  const sam = await seed.employee({
    firstName: 'Sam',
    lastName: 'Rivera',
    designation: 'Developer',
    email: EMPLOYEE.username,
  });
  await setPassword(product.url, seed.token, EMPLOYEE);
  const gina = await seed.employee({
    firstName: 'Gina',
    lastName: 'Guest',
    category: 'Contractor',
    designation: 'Nurse',
    email: GUEST_EMAIL,
  });
  guestLink = ((await seed.post(`/employees/${gina}/guest-code`, {})) as { guestLink?: string })
    .guestLink!;
  await submittedWeek(sam, vendorId, 'GLX-DEV');
  await submittedWeek(gina, vendorId, 'GLX-CARE');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A fresh browser signed in as the super user, on the Timesheets list of Acme Staffing. */
async function staffOnTimesheets(): Promise<Page> {
  const page = await (await newStaffContext(browser)).newPage();
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page.getByRole('row').filter({ hasText: 'GLX-CARE' }).waitFor();
  return page;
}

const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'was rejected' });
const statusShown = (page: Page) =>
  page.getByText('Status', { exact: true }).locator('xpath=following-sibling::dd').innerText();

/** The list's Status filter set to Rejected alone. */
async function filterRejected(page: Page) {
  await page.getByRole('button', { name: /^Status / }).click();
  await page.getByRole('checkbox', { name: 'Rejected' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await eventually(async () => expect(page.url()).toContain('status=REJECTED'));
}

test('staff reject with a reason; the employee sees it, corrects Wednesday and submits again', async () => {
  const page = await staffOnTimesheets();
  await rowOf(page, 'GLX-DEV')
    .getByRole('button', { name: /^Actions for timesheet/ })
    .click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject timesheet' });
  await dialog.waitFor();
  const about = await dialog.innerText();
  expect(about).toContain('Sam Rivera');
  expect(about).toContain(PERIOD);
  // nothing typed: the field says so and nothing is sent
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText('Enter a reason').waitFor();
  await expectNoSeriousA11yViolations(page, 'timesheets list, reject dialog, no reason');
  await page.screenshot({ path: `${SHOTS}/reject-dialog-empty-1366.png` });
  await dialog.getByLabel('Reason').click();
  await dialog.getByLabel('Reason').fill(SAM_REASON);
  await page.screenshot({ path: `${SHOTS}/reject-dialog-1366.png` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.waitFor({ state: 'detached' });
  await eventually(async () =>
    expect(await rowOf(page, 'GLX-DEV').innerText()).toContain('Rejected'),
  );
  expect(await rowOf(page, 'GLX-CARE').innerText()).toContain('Submitted');

  // the Rejected filter lists it, and not the week still Submitted
  await filterRejected(page);
  await eventually(async () => expect(await rowOf(page, 'GLX-CARE').count()).toBe(0));
  expect(await rowOf(page, 'GLX-DEV').count()).toBe(1);

  // the e-mail tells Sam which week and why, with the link to fix it
  const res = await fetch(`${product.url}/api/outbox?to=${EMPLOYEE.username}`, {
    headers: { Authorization: `Bearer ${seed.token}` },
  });
  const [mail] = (await res.json()) as { subject: string; text: string }[];
  expect(mail.subject).toBe('Timesheet rejected: Globex Corporation, 11/16/2026 - 11/22/2026');
  expect(mail.text).toContain(SAM_REASON);
  expect(mail.text).toMatch(new RegExp(`${product.url}/on/timesheet-items\\?timesheetId=\\d+`));
  await page.context().close();

  // Sam opens his week: why it came back, above the week, which he can edit again
  const sams = await (await newStaffContext(browser)).newPage();
  await signIn(sams, product.url, EMPLOYEE);
  await sams.getByRole('link', { name: 'Timesheet Items' }).click();
  await banner(sams).waitFor();
  expect(await banner(sams).innerText()).toBe(
    `This timesheet was rejected: ${SAM_REASON}\nCorrect it and submit it again.`,
  );
  expect(await statusShown(sams)).toBe('Rejected');
  const wednesday = sams.getByLabel(`Hours Worked ${WEDNESDAY}`);
  await eventually(async () => expect(await wednesday.isEnabled()).toBe(true));
  await expectNoSeriousA11yViolations(sams, 'timesheet items, rejected');
  await sams.screenshot({ path: `${SHOTS}/rejected-items-1366.png` });
  await wednesday.click();
  await wednesday.fill('8');
  await sams.getByRole('button', { name: 'Submit' }).click();
  await sams.getByText('Timesheet submitted successfully').waitFor();
  await eventually(async () => expect(await statusShown(sams)).toBe('Submitted'));
  expect(await banner(sams).count()).toBe(0);
  expect(await wednesday.isDisabled()).toBe(true);
  // and after a reload it stays so
  await sams.reload();
  await eventually(async () => expect(await statusShown(sams)).toBe('Submitted'));
  expect(await sams.getByText(/was rejected/).count()).toBe(0);
  await sams.context().close();
});

test('by keyboard, staff reject the guest’s week; the guest corrects it by link and submits again', async () => {
  const page = await staffOnTimesheets();
  await rowOf(page, 'GLX-CARE')
    .getByRole('button', { name: /^Actions for timesheet/ })
    .focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reject timesheet' });
  await dialog.waitFor();
  // the focus is in the field: the reason is typed at once, Enter starting its second line
  await page.keyboard.type(GINA_REASON[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(GINA_REASON[1]);
  expect(await dialog.getByLabel('Reason').inputValue()).toBe(GINA_REASON.join('\n'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await eventually(async () =>
    expect(await rowOf(page, 'GLX-CARE').innerText()).toContain('Rejected'),
  );
  // the focus is back on the row's gear
  expect(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
  ).toMatch(/^Actions for timesheet \d+$/);

  // the guest's link, in a browser with no session
  const guest = await (await newStaffContext(browser)).newPage();
  await guest.goto(guestLink);
  await banner(guest).waitFor();
  expect(await banner(guest).innerText()).toBe(
    `This timesheet was rejected: ${GINA_REASON.join('\n')}\nCorrect it and submit it again.`,
  );
  await expectNoSeriousA11yViolations(guest, 'guest, rejected week');
  await guest.screenshot({ path: `${SHOTS}/rejected-guest-1366.png` });
  const comment = guest.getByLabel(`Activities ${MONDAY}`);
  await eventually(async () => expect(await comment.isEnabled()).toBe(true));
  await comment.fill('Ward rounds, ward 4B');
  await guest.getByLabel(`Hours Worked ${WEDNESDAY}`).fill('8');
  await guest.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
  await guest.getByRole('button', { name: 'Submit' }).click();
  // the page reloads and shows the week Submitted, without the banner
  await eventually(async () => {
    expect(
      await guest.evaluate(() => (window as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
  }, 20_000);
  await guest.getByText('Timesheet submitted successfully').waitFor();
  expect(await statusShown(guest)).toBe('Submitted');
  expect(await guest.getByText(/was rejected/).count()).toBe(0);
  await guest.context().close();

  // both weeks are Submitted again: the Rejected filter finds none
  await filterRejected(page);
  await page.getByText('No timesheets found.').waitFor();
  await page.context().close();
});
