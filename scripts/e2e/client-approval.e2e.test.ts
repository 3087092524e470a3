/**
 * Client approval (issue 30): the corporation requires the client's approval; Globex has an
 * approver. The employee submits a week; the approver finds the e-mail in the outbox, opens its
 * link on a phone (390x844) and approves by tapping; staff see who approved it in History and
 * invoice it. Then the rejection loop, by keyboard: the approver rejects the next week with a
 * reason, the employee sees it, corrects the week and submits it again, and the approver is asked
 * again; the standalone guest app's address with the same link shows the same page.
 */
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { apiSend, apiToken, eventually, setPassword, signIn, switchCorporation } from './browser';
import { seeder, uploadPdf, type Seeder } from './seed';
import { expectNoSidewaysScroll, freshPage, PHONE, productForFile } from './sheetWorld';

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const EMPLOYEE = { username: 'sam.rivera@acme.example', password: 'Hours-Entered-1' };
const APPROVER = { name: 'Pat Approver', email: 'pat@globex.example' };
const WEEKS = [
  { monday: '2026-11-09', sunday: '2026-11-15', period: '11/09/2026 – 11/15/2026' },
  { monday: '2026-11-16', sunday: '2026-11-22', period: '11/16/2026 – 11/22/2026' },
  { monday: '2026-11-23', sunday: '2026-11-29', period: '11/23/2026 – 11/29/2026' },
] as const;
const REASON = 'Wednesday shows 12 hours; our gate log says 8.';

const started = productForFile();
let seed: Seeder;
let employeeToken: string;
const sheetIds: number[] = [];

/** The corporation's TIMESHEET setting `feature` set to `value`, as Admin saves it. */
async function setTimesheetSetting(feature: string, value: string) {
  const rows = (await seed.send('GET', `/admin?category=TIMESHEET&feature=${feature}`)) as Array<{
    id: number;
  }>;
  if (rows.length > 0) await seed.send('PUT', `/admin/${rows[0].id}`, { value });
  else await seed.send('POST', '/admin', { category: 'TIMESHEET', feature, value });
}

/** The employee, signed in through the API, fills a week (8 hours a weekday), attaches a PDF, submits. */
async function employeeSubmits(sheetId: number) {
  const { url } = started.product;
  const send = (method: string, path: string, body?: unknown) =>
    apiSend(url, employeeToken, method, path, body);
  const items = (await send('GET', `/timesheets/${sheetId}/items`)) as Array<{
    id: number;
    type: string;
  }>;
  await uploadPdf(url, employeeToken, sheetId);
  const rows = items.map((i) => {
    const working = i.type !== 'HOLIDAY';
    return {
      id: i.id,
      type: i.type,
      hoursWorked: working ? 8 : 0,
      extraHours: 0,
      comment: working ? 'Ward rounds' : null,
    };
  });
  await send('PUT', `/timesheets/${sheetId}/items/submit`, rows);
}

type Mail = { subject: string; text: string; createdAt?: string };

/** The e-mails to the approver in the outbox, newest first. */
async function approverMails(): Promise<Mail[]> {
  const res = await fetch(
    `${started.product.url}/api/outbox?to=${encodeURIComponent(APPROVER.email)}`,
    { headers: { Authorization: `Bearer ${seed.token}` } },
  );
  return (await res.json()) as Mail[];
}

/** The approval link of the newest e-mail to the approver, once it is there (`count` e-mails). */
async function linkFromMail(count: number): Promise<{ mail: Mail; link: string; token: string }> {
  let mails: Mail[] = [];
  await eventually(async () => {
    mails = await approverMails();
    expect(mails.length).toBeGreaterThanOrEqual(count);
  }, 20_000);
  const [mail] = mails;
  const found = /(https?:\/\/\S+\/on\/approval\?link=([A-Za-z0-9_-]{43}))/.exec(mail.text);
  if (!found) throw new Error(`no approval link in:\n${mail.text}`);
  return { mail, link: found[1], token: found[2] };
}

/** Every visible control of the page is a finger's size (44 px high at least). */
async function expectFingerSizedControls(page: Page) {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll('input, button, select, textarea, a[href]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && box.height < 44)
      .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent} (${box.height})`),
  );
  expect(small).toEqual([]);
}

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

beforeAll(async () => {
  const { product } = started;
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  await setTimesheetSetting('clientApproval', 'required');
  const vendorId = await seed.vendor({
    name: 'Globex Corporation',
    contacts: [{ ...APPROVER, role: 'Site manager', phone: '', isPrimary: true, isApprover: true }],
  });
  const employeeId = await seed.employee({
    firstName: 'Sam',
    lastName: 'Rivera',
    designation: 'Nurse',
    email: EMPLOYEE.username,
  });
  await setPassword(product.url, seed.token, EMPLOYEE);
  employeeToken = await apiToken(product.url, EMPLOYEE);
  await seed.post('/billing', {
    employeeId,
    vendorId,
    billRate: 80,
    invoiceDueDays: 15,
    invoiceFrequency: 'WEEKLY',
    billingCode: 'GLX-CARE',
    itemDescription: 'Nursing',
    startDate: '2026-11-09',
    firstPeriodEndDate: '2026-11-15',
    endDate: null,
    status: 'PENDING',
    notes: null,
  });
  for (const week of WEEKS) {
    sheetIds.push(await seed.week(employeeId, vendorId, week.monday, 'GLX-CARE'));
  }
});

test('the approver approves on a phone from the e-mail; staff see who did and invoice the week', async () => {
  const { product, browser } = started;
  await employeeSubmits(sheetIds[0]);
  const { mail, link } = await linkFromMail(1);
  expect(mail.subject).toBe('Timesheets waiting for your approval');
  expect(mail.text).toContain('Sam Rivera');
  expect(mail.text).toContain('11/09/2026');
  expect(link.startsWith(`${product.url}/on/approval?link=`)).toBe(true);

  const phone = await freshPage(browser, PHONE);
  await phone.goto(link);
  await card(phone, 'Sam Rivera').waitFor();
  expect(await card(phone, 'Sam Rivera').innerText()).toContain(WEEKS[0].period);
  await expectNoSeriousA11yViolations(phone, 'approval page, one week waiting, phone');
  await expectNoSidewaysScroll(phone);
  await expectFingerSizedControls(phone);
  await phone.screenshot({ path: `${SHOTS}/approval-list-390.png`, fullPage: true });

  // the card's hours (8 a working day; the corporation's holidays stay at 0) are the week's
  const hours = await card(phone, 'Sam Rivera')
    .getByText('Total Hours')
    .locator('xpath=following-sibling::dd')
    .innerText();
  expect(hours).toMatch(/^\d+\.00$/);
  await card(phone, 'Sam Rivera').getByRole('button', { name: /^Open/ }).tap();
  const decision = phone.getByRole('region', { name: 'Week total and decision' });
  await decision.waitFor();
  await phone.getByText('week.pdf').waitFor();
  await eventually(async () =>
    expect(await decision.getByText('Total Hours').innerText()).toBe(`Total Hours ${hours}`),
  );
  expect(await phone.getByLabel('Hours Worked 11/10/2026', { exact: true }).isDisabled()).toBe(
    true,
  );
  expect(await phone.getByRole('button', { name: 'Save' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(phone, 'approval page, a week open, phone');
  await expectNoSidewaysScroll(phone);
  await expectFingerSizedControls(phone);
  await phone.screenshot({ path: `${SHOTS}/approval-week-390.png` });
  await decision.getByRole('button', { name: 'Approve' }).tap();
  await phone.getByText(`Approved: Sam Rivera, ${WEEKS[0].period}.`).waitFor();
  await phone.getByRole('heading', { name: 'Nothing is waiting for your approval.' }).waitFor();
  await phone.context().close();

  // staff: Approved, no longer waiting; History names the approver and the link; Invoice
  const page = await freshPage(browser);
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: WEEKS[0].period.slice(0, 10) });
  await eventually(async () => expect(await row.innerText()).toContain('Approved'));
  expect(await row.innerText()).not.toContain('Awaiting client');
  await page.getByRole('link', { name: 'Awaiting client: 0' }).waitFor();
  await row.getByRole('button', { name: /^Actions for timesheet/ }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await history
    .getByText(`the client's approver ${APPROVER.name} (${APPROVER.email})`)
    .first()
    .waitFor();
  expect(await history.innerText()).toMatch(/accepted it through approval link \d+, sent /);
  expect(await history.innerText()).toContain("sent it to the client's approvers");
  await page.goBack();
  await row.getByRole('button', { name: /^Actions for timesheet/ }).click();
  await page.getByRole('menuitem', { name: 'Invoice' }).click();
  await eventually(async () => expect(await row.innerText()).toContain('Locked'));
  await page.context().close();
});

test('by keyboard the approver rejects with a reason; the employee corrects the week; the approver is asked again', async () => {
  const { product, browser } = started;
  const before = (await approverMails()).length;
  await employeeSubmits(sheetIds[1]);
  const { link } = await linkFromMail(before + 1);

  const phone = await freshPage(browser, PHONE);
  await phone.goto(link);
  const open = card(phone, 'Sam Rivera').getByRole('button', { name: /^Open/ });
  await open.waitFor();
  await open.focus();
  await phone.keyboard.press('Enter');
  const heading = phone.getByRole('heading', { name: `Sam Rivera, ${WEEKS[1].period}` });
  await eventually(async () =>
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true),
  );
  const reject = phone.getByRole('button', { name: 'Reject' });
  await reject.focus();
  await phone.keyboard.press('Enter');
  const dialog = phone.getByRole('dialog', { name: 'Reject timesheet' });
  await dialog.waitFor();
  // nothing typed: the field says so and nothing is sent
  await dialog.getByRole('button', { name: 'Reject' }).focus();
  await phone.keyboard.press('Enter');
  await dialog.getByText('Enter a reason').waitFor();
  await expectNoSeriousA11yViolations(phone, 'approval page, reject dialog, phone');
  await dialog.getByLabel('Reason').focus();
  await phone.keyboard.type(REASON);
  await phone.keyboard.press('Tab');
  await phone.keyboard.press('Tab');
  await phone.keyboard.press('Enter');
  await phone
    .getByText(`Rejected: Sam Rivera, ${WEEKS[1].period}. The employee is told why.`)
    .waitFor();
  await phone.getByRole('heading', { name: 'Nothing is waiting for your approval.' }).waitFor();

  // the employee sees why, corrects Wednesday's comment and submits again
  const sams = await freshPage(browser);
  await signIn(sams, product.url, EMPLOYEE);
  await sams.goto(`${product.url}/on/timesheet-items?timesheetId=${sheetIds[1]}`);
  const banner = sams.getByRole('status').filter({ hasText: 'was rejected' });
  await banner.waitFor();
  expect(await banner.innerText()).toContain(REASON);
  const comment = sams.getByLabel('Activities 11/18/2026');
  await eventually(async () => expect(await comment.isEnabled()).toBe(true));
  await comment.fill('Ward rounds, 8 hours by the gate log');
  await sams.getByRole('button', { name: 'Submit' }).click();
  await sams.getByText('Timesheet submitted successfully').waitFor();
  await sams.context().close();

  // asked again: a new e-mail, and the same link lists the week once more
  await linkFromMail(before + 2);
  await phone.reload();
  await card(phone, 'Sam Rivera').waitFor();
  expect(await card(phone, 'Sam Rivera').innerText()).toContain(WEEKS[1].period);
  await phone.context().close();
});

test('the standalone guest app opens the same link on its approval page, where Approve all approves', async () => {
  const { product, browser } = started;
  const { token } = await linkFromMail(1);
  const phone = await freshPage(browser, PHONE);
  await phone.goto(`${product.url}/guest/?link=${token}`);
  await phone.waitForURL(`**/guest/approval.html?link=${token}`);
  await card(phone, 'Sam Rivera').waitFor();
  await expectNoSeriousA11yViolations(phone, 'standalone approval page, phone');
  await expectNoSidewaysScroll(phone);
  await phone.getByRole('button', { name: 'Approve all' }).tap();
  await phone.getByRole('alertdialog').getByRole('button', { name: 'Approve all' }).tap();
  await phone.getByText('1 week approved.').waitFor();
  await phone.getByRole('heading', { name: 'Nothing is waiting for your approval.' }).waitFor();
  // a link of the wrong shape opens nothing, in words
  await phone.goto(`${product.url}/guest/?link=not-a-link`);
  await phone.getByText('This approval link is not valid.').waitFor();
  await phone.context().close();
});

test('staff see the week awaiting the client on the landing page and accept it without the client, saying why', async () => {
  const { product, browser } = started;
  await employeeSubmits(sheetIds[2]);
  const page = await freshPage(browser);
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
  await page.goto(`${product.url}/on/landing`);
  await page.getByRole('link', { name: 'Awaiting client: 1' }).click();
  await page.waitForURL('**/on/timesheets?awaitingClient=true');
  expect(await page.getByRole('checkbox', { name: 'Awaiting client' }).isChecked()).toBe(true);
  const row = page.getByRole('row').filter({ hasText: '11/23/2026' });
  await eventually(async () => expect(await row.innerText()).toContain('Awaiting client'));
  await expectNoSeriousA11yViolations(page, 'timesheets list, awaiting client');
  await row.getByRole('button', { name: /^Actions for timesheet/ }).click();
  await page.getByRole('menuitem', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept without the client' });
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(WEEKS[2].period);
  await page.keyboard.type('approved by phone');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await dialog.waitFor({ state: 'detached' });
  // accepted: the filtered list no longer holds it
  await eventually(async () => expect(await row.count()).toBe(0));
  await page.goto(`${product.url}/on/timesheet-items?timesheetId=${sheetIds[2]}`);
  await page
    .getByRole('region', { name: 'History' })
    .getByText('accepted it: approved by phone')
    .waitFor();
  await page.context().close();
});

test('the vendor form shows the approver, and by keyboard another contact becomes one too', async () => {
  const { product, browser } = started;
  const page = await freshPage(browser);
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
  await page.getByRole('link', { name: 'Vendors' }).click();
  await page.getByRole('link', { name: 'Globex Corporation' }).click();
  await page.waitForURL('**/on/vendors/edit/*');
  await page.getByRole('tab', { name: 'Contact' }).click();
  const first = page.getByRole('group', { name: /^Contact 1/ });
  await eventually(async () =>
    expect(await first.getByRole('checkbox', { name: 'Approver' }).isChecked()).toBe(true),
  );
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const second = page.getByRole('group', { name: /^Contact 2/ });
  await page.getByLabel('Contact 2 Name').fill('Quinn Checker');
  await page.getByLabel('Contact 2 Email').fill('quinn@globex.example');
  await second.getByRole('checkbox', { name: 'Approver' }).focus();
  await page.keyboard.press('Space');
  expect(await second.getByRole('checkbox', { name: 'Approver' }).isChecked()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'vendor form, contacts with approvers');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/on/vendors');
  const vendors = (await seed.send('GET', '/vendors')) as Array<{ id: number; name: string }>;
  const globexId = vendors.find((v) => v.name === 'Globex Corporation')?.id;
  const globex = (await seed.send('GET', `/vendors/${globexId}`)) as {
    contacts: Array<{ name: string; isApprover: boolean }>;
  };
  expect(globex.contacts.map((c) => [c.name, c.isApprover])).toEqual([
    [APPROVER.name, true],
    ['Quinn Checker', true],
  ]);
  await page.context().close();
});
