/**
 * The guest, as a new user meets it: staff generate a code and copy (or e-mail) the link; in a
 * fresh browser with no session the guest fills in the week, drops a PDF and submits, and the page
 * reloads with the sheet read-only. Once on the shell's /on/quick-time, once through the
 * standalone guest app served from a second origin. A wrong code shows its message only.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { expectNoSeriousA11yViolations } from './a11y';
import { seeder, TINY_PDF } from './seed';
import { freePort, startGuestApp, startProduct, type Running } from './server';

// Monday 16 to Sunday 22 November 2026: five working days and a weekend.
const WEEKDAYS = ['11/16/2026', '11/17/2026', '11/18/2026', '11/19/2026', '11/20/2026'];
const GUEST_EMAIL = 'gina.guest@home.example';
const PDF = TINY_PDF;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A corporation with a vendor, the guest's employee (with an e-mail) and a Pending week. */
async function seed(product: Running) {
  const seed = await seeder(product.url);
  const corpId = await seed.corporation('Acme Staffing');
  const vendorId = await seed.vendor({ name: 'Globex' });
  const employeeId = await seed.employee({
    firstName: 'Gina',
    lastName: 'Guest',
    category: 'Contractor',
    designation: 'Nurse',
    email: GUEST_EMAIL,
  });
  await seed.post('/timesheets', {
    employeeId,
    vendorId,
    periodStartDate: '2026-11-16',
    periodEndDate: '2026-11-22',
    billingCode: 'GLX-CARE',
  });
  return { superToken: seed.token, corpId, employeeId };
}

/** The super user selects Acme Staffing and opens the guest's employee from the list. */
async function openEmployee(page: Page, product: Running, employeeId: number) {
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
  await page.getByRole('link', { name: 'Employees' }).click();
  await page.getByRole('row').filter({ hasText: 'Gina Guest' }).getByRole('link').first().click();
  await page.waitForURL(`**/on/employees/edit/${employeeId}`);
}

/** Staff open the employee, generate a code and copy the link shown; answers the copied link. */
async function staffCopyLink(product: Running, employeeId: number): Promise<string> {
  const context = await newStaffContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
  const page = await context.newPage();
  try {
    await openEmployee(page, product, employeeId);
    await page.getByText('No guest code yet.').waitFor();
    await expectNoSeriousA11yViolations(page, 'employee form (edit), no guest code');
    await page.getByRole('button', { name: 'Generate Guest Code' }).click();
    const shown = await page.getByRole('textbox', { name: 'Guest Link' }).inputValue();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied').waitFor();
    await expectNoSeriousA11yViolations(page, 'employee form (edit), guest link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    return copied;
  } finally {
    await context.close();
  }
}

/** A browser with no session at all, as the guest's own. */
async function guestPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newStaffContext(browser);
  return { context, page: await context.newPage() };
}

/** Opens the link and answers the milliseconds until the week can be typed into. */
async function openUntilEditable(page: Page, link: string): Promise<number> {
  const started = Date.now();
  await page.goto(link);
  const first = page.getByLabel(`Hours Worked ${WEEKDAYS[0]}`);
  await eventually(async () => expect(await first.isEnabled()).toBe(true), 20_000);
  return Date.now() - started;
}

/**
 * Fills the week, drops a PDF on the drop zone, submits, and waits for the page to reload.
 * `where` names the page in the accessibility report.
 */
async function fillDropSubmit(page: Page, by: 'mouse' | 'keyboard', where: string) {
  await expectNoSeriousA11yViolations(page, `${where}, editable`);
  for (const day of WEEKDAYS) {
    if (by === 'mouse') {
      await page.getByLabel(`Hours Worked ${day}`).click();
      await page.getByLabel(`Hours Worked ${day}`).fill('8');
      await page.getByLabel(`Activities ${day}`).click();
      await page.getByLabel(`Activities ${day}`).fill(`Ward rounds ${day}`);
    } else {
      // from Hours Worked, Tab leads through Extra Hours to Activities
      await page.getByLabel(`Hours Worked ${day}`).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('8');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`Ward rounds ${day}`);
    }
  }
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'signed-week.pdf', { type: 'application/pdf' }));
    return transfer;
  }, PDF.toString('base64'));
  await page
    .getByRole('button', { name: /Drop files here/ })
    .dispatchEvent('drop', { dataTransfer });
  await page.getByRole('button', { name: 'Download signed-week.pdf' }).waitFor();
  await expectNoSeriousA11yViolations(page, `${where}, filled with a file`);

  await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
  if (by === 'mouse') await page.getByRole('button', { name: 'Submit' }).click();
  else {
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
  }
  // the page reloads: the marker set before is gone, the sheet is shown again
  await eventually(async () => {
    expect(
      await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
  }, 20_000);
}

/** After the reload: the week read-only, Submitted, with the guest's values and file. */
async function expectSubmittedReadOnly(page: Page, where: string) {
  await page.getByText('Timesheet submitted successfully').waitFor();
  const status = page.getByText('Status', { exact: true }).locator('xpath=following-sibling::dd');
  expect(await status.innerText()).toBe('Submitted');
  expect(await page.getByLabel(`Hours Worked ${WEEKDAYS[0]}`).isDisabled()).toBe(true);
  expect(await page.getByLabel(`Hours Worked ${WEEKDAYS[2]}`).inputValue()).toBe('8');
  expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Download signed-week.pdf' }).waitFor();
  expect(await page.getByRole('button', { name: 'Delete signed-week.pdf' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, `${where}, submitted`);
}

/** What staff see of the week the guest submitted. */
async function staffSeeSubmitted(product: Running, superToken: string, corpId: number) {
  const res = await fetch(`${product.url}/api/timesheets`, {
    headers: { Authorization: `Bearer ${superToken}`, 'X-Corp-ID': String(corpId) },
  });
  const [sheet] = (await res.json()) as { status: string; totalHours: number }[];
  expect(sheet).toMatchObject({ status: 'SUBMITTED', totalHours: 40 });
}

describe('on the shell’s /on/quick-time', () => {
  let product: Running;
  let seeded: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    product = await startProduct();
    seeded = await seed(product);
  });
  afterAll(async () => {
    await product?.stop();
  });

  test('staff copy the link; the guest fills the week, drops a PDF and submits', async () => {
    const link = await staffCopyLink(product, seeded.employeeId);
    expect(link).toMatch(
      new RegExp(`^${product.url}/on/quick-time\\?guestCode=[A-Za-z0-9_-]{32}$`),
    );

    const { context, page } = await guestPage();
    try {
      const ms = await openUntilEditable(page, link);
      console.log(`guest link (shell /on/quick-time) to an editable week: ${ms} ms`);
      // a guest's page: no staff header, sidebar or session
      expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
      expect(await page.getByRole('navigation').count()).toBe(0);
      await fillDropSubmit(page, 'mouse', 'guest (shell)');
      await expectSubmittedReadOnly(page, 'guest (shell)');
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    } finally {
      await context.close();
    }
    await staffSeeSubmitted(product, seeded.superToken, seeded.corpId);
  });

  test('"E-mail the link to the employee" sends the link to the employee’s address', async () => {
    const context = await newStaffContext(browser);
    const page = await context.newPage();
    try {
      await openEmployee(page, product, seeded.employeeId);
      await page.getByText(/A guest code exists since/).waitFor();
      // by keyboard, as a staff member who tabs through the form; the old link ends, so it asks
      await page.getByRole('button', { name: 'Regenerate Guest Code' }).focus();
      await page.keyboard.press('Enter');
      const asked = page.getByRole('alertdialog', {
        name: 'Regenerate the guest code? The current code and its link stop working at once.',
      });
      await asked.waitFor();
      await expectNoSeriousA11yViolations(page, 'employee form, regenerate guest code asked');
      await asked.getByRole('button', { name: 'Regenerate' }).click();
      const link = await page.getByRole('textbox', { name: 'Guest Link' }).inputValue();
      await page.getByRole('button', { name: 'E-mail the link to the employee' }).click();
      await page.getByText(`The guest link was e-mailed to ${GUEST_EMAIL}.`).waitFor();
      const res = await fetch(`${product.url}/api/outbox?to=${GUEST_EMAIL}`, {
        headers: { Authorization: `Bearer ${seeded.superToken}` },
      });
      const [mail] = (await res.json()) as { subject: string; text: string }[];
      expect(mail.subject).toBe('Your StaffLedger timesheet link');
      expect(mail.text).toContain(link);
    } finally {
      await context.close();
    }
  });

  test('a wrong code shows "Invalid guest code" and nothing editable', async () => {
    const { context, page } = await guestPage();
    try {
      await page.goto(`${product.url}/on/quick-time?guestCode=${'w'.repeat(32)}`);
      await page.getByText('Invalid guest code', { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, 'guest (shell), invalid code');
      expect(await page.getByRole('spinbutton').count()).toBe(0);
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
      await page.goto(`${product.url}/on/quick-time`);
      await page.getByText('Guest code is required').waitFor();
      await expectNoSeriousA11yViolations(page, 'guest (shell), no code');
    } finally {
      await context.close();
    }
  });
});

describe('through the standalone guest app on a second origin', () => {
  let product: Running;
  let guestApp: Running;
  let seeded: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    product = await startProduct({ GUEST_ORIGINS: origin, GUEST_URL: `${origin}/` });
    guestApp = await startGuestApp(port, product.url);
    seeded = await seed(product);
  });
  afterAll(async () => {
    await guestApp?.stop();
    await product?.stop();
  });

  test('the link points at the standalone app; the guest fills, drops a PDF and submits there', async () => {
    const link = await staffCopyLink(product, seeded.employeeId);
    expect(link).toMatch(new RegExp(`^${guestApp.url}/\\?guestCode=[A-Za-z0-9_-]{32}$`));

    const { context, page } = await guestPage();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).origin);
    });
    try {
      const ms = await openUntilEditable(page, link);
      console.log(`guest link (standalone app, second origin) to an editable week: ${ms} ms`);
      expect(new URL(page.url()).origin).toBe(guestApp.url);
      await fillDropSubmit(page, 'keyboard', 'guest (standalone)');
      await expectSubmittedReadOnly(page, 'guest (standalone)');
      expect(new Set(apiCalls)).toEqual(new Set([product.url]));
    } finally {
      await context.close();
    }
    await staffSeeSubmitted(product, seeded.superToken, seeded.corpId);
  });

  test('a wrong code shows "Invalid guest code" there too', async () => {
    const { context, page } = await guestPage();
    try {
      await page.goto(`${guestApp.url}/?guestCode=${'x'.repeat(32)}`);
      await page.getByText('Invalid guest code', { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, 'guest (standalone), invalid code');
      expect(await page.getByRole('spinbutton').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
