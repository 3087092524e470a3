/**
 * The right week first (docs/screens.md#the-items-screen, docs/guests.md#the-screen). An employee
 * and a guest each have a week sent long ago and approved, a week sent back (Rejected), last week
 * still open with a day filled in, and this week. Both land on the Rejected week, not on the oldest
 * sheet that is not Locked nor on the newest open one, and open any other from the list of their
 * weeks, by keyboard and by mouse: on a laptop (1366×900) and a phone (390×844), the guest on the
 * shell's /on/quick-time and on the standalone /guest/ page.
 */
import { tmpdir } from 'node:os';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { eventually, launch, newStaffContext, signIn } from './browser';
import { seeder, type Seeder } from './seed';
import { startProduct, type Running } from './server';

const SHOTS = process.env.E2E_SCREENSHOTS ?? tmpdir();
const LAPTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
const EMPLOYEE = { username: 'sam.rivera@acme.example', password: 'Hours-Entered-1' };

/** New York's date, the business day the screens choose the first week by. */
const NY_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const today = NY_DATE.format(new Date());
const thisMonday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The four weeks every person has, oldest first, and how the list shows each. */
const WEEKS = {
  approved: { monday: addDays(thisMonday, -35), status: 'Approved', hours: '40.00' },
  rejected: { monday: addDays(thisMonday, -21), status: 'Rejected', hours: '40.00' },
  lastWeek: { monday: addDays(thisMonday, -7), status: 'Pending', hours: '8.00' },
  thisWeek: { monday: thisMonday, status: 'Pending', hours: '0.00' },
};
type WeekName = keyof typeof WEEKS;
const periodOf = (name: WeekName) =>
  `${usDate(WEEKS[name].monday)} – ${usDate(addDays(WEEKS[name].monday, 6))}`;

let product: Running;
let browser: Browser;
let seed: Seeder;
let guestCode: string;

type Item = { id: number; type: string; calendarDate: string };

/**
 * One of the person's weeks as WEEKS says: last week with its Monday saved; the approved and the
 * rejected ones filled in (8 hours a weekday), with a PDF, submitted, then accepted or rejected.
 */
async function week(employeeId: number, vendorId: number, name: WeekName) {
  const { send } = seed;
  const { monday } = WEEKS[name];
  const sheet = await seed.post('/timesheets', {
    employeeId,
    vendorId,
    periodStartDate: monday,
    periodEndDate: addDays(monday, 6),
    billingCode: `GLX-${name}`,
  });
  const items = (await send('GET', `/timesheets/${sheet.id}/items`)) as Item[];
  const rows = (worked: (i: Item) => boolean) =>
    items.map((i) => ({
      id: i.id,
      type: i.type,
      hoursWorked: worked(i) ? 8 : 0,
      extraHours: 0,
      comment: worked(i) ? 'Ward rounds' : null,
    }));
  if (name === 'lastWeek') {
    await send(
      'PUT',
      `/timesheets/${sheet.id}/items/save`,
      rows((i) => i.calendarDate === monday),
    );
  }
  if (name === 'approved' || name === 'rejected') {
    await seed.attachPdf(sheet.id);
    await send(
      'PUT',
      `/timesheets/${sheet.id}/items/submit`,
      rows((i) => i.type !== 'HOLIDAY'),
    );
    const status =
      name === 'approved'
        ? { status: 'APPROVED' }
        : { status: 'REJECTED', reason: 'Tuesday is not signed.' };
    await send('PUT', `/timesheets/${sheet.id}/status`, status);
  }
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const vendorId = await seed.vendor({ name: 'Globex Corporation' });
  const sam = await seed.employeeWithAccount(
    { firstName: 'Sam', lastName: 'Rivera', designation: 'Developer' },
    EMPLOYEE,
  );
  const gina = await seed.employee({ firstName: 'Gina', lastName: 'Guest', designation: 'Nurse' });
  ({ guestCode } = await seed.guestCode(gina));
  for (const name of Object.keys(WEEKS) as WeekName[]) {
    await week(sam, vendorId, name);
    await week(gina, vendorId, name);
  }
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A value of the header of the week on screen ('Period', 'Status'). */
const shown = (page: Page, term: string) =>
  page
    .getByLabel('Timesheet', { exact: true })
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::dd');

/** The week on screen is `name`; a failure names the week shown instead. */
async function expectWeekShown(page: Page, name: WeekName) {
  await eventually(async () => {
    const period = await shown(page, 'Period').innerText({ timeout: 1000 });
    expect([period, await shown(page, 'Status').innerText()]).toEqual([
      periodOf(name),
      WEEKS[name].status,
    ]);
  }, 20_000);
}

const weekButton = (page: Page, name: WeekName) =>
  page.getByRole('button', { name: periodOf(name), exact: true });

async function expectMarked(page: Page, name: WeekName) {
  expect(await weekButton(page, name).getAttribute('aria-current')).toBe('true');
  for (const other of Object.keys(WEEKS) as WeekName[]) {
    if (other !== name && (await weekButton(page, other).count()) > 0) {
      expect(await weekButton(page, other).getAttribute('aria-current')).toBeNull();
    }
  }
}

/**
 * On the Rejected week the person landed on: the list says what waits; opened by keyboard, it shows
 * `listed` newest first with status and hours; Tab and Enter open this week, a click last week.
 */
async function chooseWeeks(
  page: Page,
  title: string,
  listed: WeekName[],
  where: string,
  styled = true,
) {
  await expectWeekShown(page, 'rejected');
  await expectNoSeriousA11yViolations(page, `${where}, first week`);
  const toggle = page.getByRole('button', { name: `${title} 1 rejected, 2 to fill in` });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');

  await toggle.focus();
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: title });
  await table.waitFor();
  const rows: Locator = table.getByRole('row');
  expect(await rows.count()).toBe(listed.length + 1);
  for (const [i, name] of listed.entries()) {
    const text = await rows.nth(i + 1).innerText();
    for (const part of [periodOf(name), WEEKS[name].status, WEEKS[name].hours]) {
      expect([name, text]).toEqual([name, expect.stringContaining(part)]);
    }
  }
  expect(await rows.nth(1).innerText()).toContain('Includes today');
  await expectMarked(page, 'rejected');
  await expectNoSeriousA11yViolations(page, `${where}, list of weeks`);
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // a finger's target on a phone; the standalone page loads no style sheet yet (issue 26, goal 1)
  if (styled) {
    expect((await weekButton(page, 'thisWeek').boundingBox())!.height).toBeGreaterThanOrEqual(
      page.viewportSize()!.width < 600 ? 44 : 32,
    );
  }
  await page.screenshot({ path: `${SHOTS}/right-week-${where.replace(/\W+/g, '-')}.png` });

  // the keyboard: from the title, Tab reaches the newest week
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(periodOf('thisWeek'));
  await page.keyboard.press('Enter');
  await expectWeekShown(page, 'thisWeek');
  await expectMarked(page, 'thisWeek');
  await expectNoSeriousA11yViolations(page, `${where}, this week chosen`);

  // the mouse
  await weekButton(page, 'lastWeek').click();
  await expectWeekShown(page, 'lastWeek');
  await expectMarked(page, 'lastWeek');
  // << still walks from the week chosen
  await page.getByRole('button', { name: 'Previous timesheet' }).click();
  await expectWeekShown(page, 'rejected');
  await expectMarked(page, 'rejected');
}

describe.each([
  ['laptop', LAPTOP],
  ['phone', PHONE],
])('on a %s', (size, viewport) => {
  test('the employee lands on the Rejected week and opens the others from My timesheets', async () => {
    const context = await newStaffContext(browser, { viewport });
    const page = await context.newPage();
    try {
      await signIn(page, product.url, EMPLOYEE);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Timesheet Items' })
        .click();
      await chooseWeeks(
        page,
        'My timesheets',
        ['thisWeek', 'lastWeek', 'rejected', 'approved'],
        `items screen (${size})`,
      );
      expect(page.url()).toMatch(/\/on\/timesheet-items\?timesheetId=\d+$/);
    } finally {
      await context.close();
    }
  });

  test.each([
    ['the shell', '/on/quick-time', true],
    ['the standalone page', '/guest/', false],
  ])(
    'the guest lands on the Rejected week on %s and opens the others',
    async (where, path, styled) => {
      const context = await newStaffContext(browser, { viewport });
      const page = await context.newPage();
      try {
        await page.goto(`${product.url}${path}?guestCode=${guestCode}`);
        await chooseWeeks(
          page,
          'Your timesheets',
          ['thisWeek', 'lastWeek', 'rejected'],
          `guest on ${where} (${size})`,
          styled,
        );
      } finally {
        await context.close();
      }
    },
  );
});
