/**
 * One look everywhere (issue 26, goal 1): the guest link opens the same screen on the shell's
 * /on/quick-time and on the standalone guest app (/guest/), and the two look alike, at a laptop's
 * width and a phone's, where neither scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { STAFF_VIEWPORT } from './browser';
import { expectNoSeriousA11yViolations } from './a11y';
import {
  expectNoSidewaysScroll,
  freshPage,
  PHONE,
  productForFile,
  guestOpens,
  seedSheetWorld,
  WEEKDAYS,
  type SheetWorld,
} from './sheetWorld';

const started = productForFile();
let world: SheetWorld;

beforeAll(async () => {
  world = await seedSheetWorld(started.product);
});

/**
 * The computed styles a user sees first: the page's text, a button, the list of their weeks, the
 * days' text and fields.
 */
async function lookOf(page: Page, monday: string) {
  const body = await page.evaluate(() => {
    const s = getComputedStyle(document.body);
    return { font: s.fontFamily, size: s.fontSize, color: s.color, background: s.backgroundColor };
  });
  const button = await page.getByRole('button', { name: 'Submit' }).evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      background: s.backgroundColor,
      color: s.color,
      padding: s.padding,
      minHeight: s.minHeight,
      radius: s.borderRadius,
      font: s.fontFamily,
    };
  });
  const weeks = await page.getByRole('button', { name: /^Your timesheets/ }).evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, border: s.borderTopWidth, font: s.fontFamily };
  });
  const hours = page.getByLabel(`Hours Worked ${monday}`, { exact: true });
  const days = await hours.evaluate((el) => {
    // the items table on a laptop, the list of day cards on a phone
    const s = getComputedStyle(el.closest('table, ol')!);
    return { font: s.fontFamily, size: s.fontSize };
  });
  const field = await hours.evaluate((el) => {
    const s = getComputedStyle(el);
    return { border: s.borderTopColor, radius: s.borderRadius, height: s.height };
  });
  const title = await page
    .getByRole('heading', { name: 'Timesheet', exact: true })
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return { size: s.fontSize, weight: s.fontWeight };
    });
  return { body, button, weeks, days, field, title };
}

/** Opens a guest link and answers the look of the week shown. */
async function openAndLook(page: Page, path: string, state: string) {
  const week = await guestOpens(page, started.product.url, path);
  await expectNoSeriousA11yViolations(page, state);
  return lookOf(page, WEEKDAYS[week][0]);
}

describe.each([
  ['a laptop', STAFF_VIEWPORT],
  ['a phone', PHONE],
])('on %s', (_name, viewport) => {
  test('the standalone guest app looks as the shell route does, and fits the window', async () => {
    const page = await freshPage(started.browser, viewport);
    try {
      const shell = await openAndLook(page, world.guestPath, `guest (shell) at ${viewport.width}`);
      await expectNoSidewaysScroll(page);
      const standalone = await openAndLook(
        page,
        world.standalonePath,
        `guest (standalone) at ${viewport.width}`,
      );
      await expectNoSidewaysScroll(page);
      // the product's look, not the browser's defaults
      expect(standalone.body.font).toMatch(/^system-ui/);
      expect(standalone.button.background).toBe('rgb(31, 95, 191)');
      expect(standalone).toEqual(shell);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/guest-standalone-${viewport.width}.png`,
          fullPage: true,
        });
      }
    } finally {
      await page.context().close();
    }
  });
});
