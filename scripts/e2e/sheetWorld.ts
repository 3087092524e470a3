/**
 * What the browser tests of the hours editor start from: an employee who signs in, with a guest
 * code, and two Pending weeks with no holiday (Monday 16 and Monday 30 November 2026).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiPost, eventually, launch, setPassword, signIn, STAFF_VIEWPORT } from './browser';
import { seeder } from './seed';
import { startProduct, type Running } from './server';

export const EMPLOYEE = { username: 'sam.rivera@acme.example', password: 'Hours-Entered-1' };

/** The phone the employees and guests have: the narrow screens are checked at this size. */
export const PHONE = { width: 390, height: 844 } as const;

/** The two weeks' Mondays, and their five working days as the screens write them. */
export const MONDAYS = ['2026-11-16', '2026-11-30'] as const;
export const WEEKDAYS = [
  ['11/16/2026', '11/17/2026', '11/18/2026', '11/19/2026', '11/20/2026'],
  ['11/30/2026', '12/01/2026', '12/02/2026', '12/03/2026', '12/04/2026'],
] as const;

/** The product and Chromium of a test file: started before its tests, stopped after them. */
export function productForFile(): { product: Running; browser: Browser } {
  const started = {} as { product: Running; browser: Browser };
  beforeAll(async () => {
    started.product = await startProduct();
    started.browser = await launch();
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.product?.stop();
  });
  return started;
}

export type SheetWorld = {
  /** The employee's sign-in. */
  employee: { username: string; password: string };
  superToken: string;
  corpId: number;
  /** The two weeks' timesheet ids, in period order. */
  weeks: number[];
  /** The guest link's path and query on the shell: `/on/quick-time?guestCode=…`. */
  guestPath: string;
  /** The same code on the standalone guest app: `/guest/?guestCode=…`. */
  standalonePath: string;
};

const sunday = (monday: string) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/**
 * A corporation of its own with the employee, the weeks and the guest code; `username` tells apart
 * the employees of several worlds in one product.
 */
export async function seedSheetWorld(
  product: Running,
  username: string = EMPLOYEE.username,
): Promise<SheetWorld> {
  const employee = { ...EMPLOYEE, username };
  const seed = await seeder(product.url);
  // a name with a word as long as real agencies' names hold: the header must still fit a phone
  const corpId = await seed.corporation('Rheinland Personaldienstleistungsgesellschaft mbH');
  const vendorId = await seed.vendor({ name: 'Globex' });
  const employeeId = await seed.employee({
    firstName: 'Sam',
    lastName: 'Rivera',
    designation: 'Nurse',
    role: 'EMPLOYEE',
    email: username,
  });
  await setPassword(product.url, seed.token, employee);
  const weeks: number[] = [];
  for (const monday of MONDAYS) {
    const sheet = await seed.post('/timesheets', {
      employeeId,
      vendorId,
      periodStartDate: monday,
      periodEndDate: sunday(monday),
      billingCode: 'GLX-CARE',
    });
    weeks.push(sheet.id);
  }
  const { guestCode } = (await apiPost(
    product.url,
    seed.token,
    `/employees/${employeeId}/guest-code`,
    undefined,
    corpId,
  )) as { guestCode: string };
  return {
    employee,
    superToken: seed.token,
    corpId,
    weeks,
    guestPath: `/on/quick-time?guestCode=${guestCode}`,
    standalonePath: `/guest/?guestCode=${guestCode}`,
  };
}

/** A fresh context (no session) at `viewport`; a phone's also takes taps. */
export async function freshPage(
  browser: Browser,
  viewport: { width: number; height: number } = STAFF_VIEWPORT,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const touch = viewport.width < 600 ? { hasTouch: true } : {};
  const context = await browser.newContext({ viewport, ...touch, ...options });
  return context.newPage();
}

/** Waits until the day `date` can be typed into (its Hours Worked input is enabled). */
export async function untilEditable(page: Page, date: string): Promise<void> {
  const hours = page.getByLabel(`Hours Worked ${date}`, { exact: true });
  await eventually(async () => expect(await hours.isEnabled()).toBe(true), 20_000);
}

/** The world's employee signs in and opens one of their two weeks on the items screen. */
export async function employeeOpensWeek(page: Page, url: string, world: SheetWorld, week: number) {
  await signIn(page, url, world.employee);
  await page.goto(`${url}/on/timesheet-items?timesheetId=${world.weeks[week]}`);
  await untilEditable(page, WEEKDAYS[week][0]);
}

/**
 * Opens a guest link (`path` on the product at `url`) and answers which of the two weeks it shows,
 * once the week can be typed into.
 */
export async function guestOpens(page: Page, url: string, path: string): Promise<number> {
  await page.goto(`${url}${path}`);
  const anyDay = page.getByRole('spinbutton', { name: /^Hours Worked / }).first();
  await eventually(async () => expect(await anyDay.isEnabled()).toBe(true), 20_000);
  return weekShown(page);
}

/** Which of the two weeks is on screen, from the header's Period. */
export async function weekShown(page: Page): Promise<number> {
  const period = await page
    .getByText('Period', { exact: true })
    .locator('xpath=following-sibling::dd')
    .innerText();
  return period.startsWith(WEEKDAYS[1][0]) ? 1 : 0;
}

/** The page scrolls sideways when its content is wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
