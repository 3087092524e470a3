/**
 * Save what you have (issue 26, goal 2): the employee on the items screen and a guest on the
 * quick-time screen enter Monday and Tuesday only, Save keeps them (they are there after a reload),
 * and Submit of the same week still answers the submit rule's message. On a laptop and on a phone,
 * by mouse and by keyboard.
 */
import type { Page } from 'playwright-core';
import { STAFF_VIEWPORT } from './browser';
import { expectNoSeriousA11yViolations } from './a11y';
import {
  employeeOpensWeek,
  freshPage,
  guestOpens,
  PHONE,
  productForFile,
  seedSheetWorld,
  untilEditable,
  WEEKDAYS,
} from './sheetWorld';

const RULE = 'All non-holiday rows must have Hours Worked > 0 and a Comment';

const started = productForFile();

type Way = 'mouse' | 'keyboard';

/** Types a day's hours and activities as a user does with `way`. */
async function enterDay(page: Page, date: string, hours: string, what: string, way: Way) {
  const worked = page.getByLabel(`Hours Worked ${date}`, { exact: true });
  if (way === 'mouse') {
    await worked.click();
    await worked.fill(hours);
    await page.getByLabel(`Activities ${date}`).click();
    await page.getByLabel(`Activities ${date}`).fill(what);
    return;
  }
  // from Hours Worked, Tab leads through Extra Hours to Activities
  await worked.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(hours);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(what);
}

async function press(page: Page, name: string, way: Way) {
  const button = page.getByRole('button', { name, exact: true });
  if (way === 'mouse') return button.click();
  await button.focus();
  await page.keyboard.press('Enter');
}

const cases = [
  ['the employee', 1366, STAFF_VIEWPORT, 'mouse'],
  ['the employee', 390, PHONE, 'keyboard'],
  ['a guest', 1366, STAFF_VIEWPORT, 'keyboard'],
  ['a guest', 390, PHONE, 'mouse'],
] as const;

test.each(cases)(
  '%s at %i px saves Monday and Tuesday only, finds them after a reload, cannot submit them',
  async (who, width, viewport, way) => {
    const n = cases.findIndex((c) => c[0] === who && c[1] === width);
    const world = await seedSheetWorld(started.product, `sam.rivera.${n}@acme.example`);
    const page = await freshPage(started.browser, viewport);
    const where = `${who === 'a guest' ? 'guest' : 'items'} at ${width}`;
    try {
      let week = 0;
      if (who === 'a guest') week = await guestOpens(page, started.product.url, world.guestPath);
      else await employeeOpensWeek(page, started.product.url, world, week);
      const [monday, tuesday, wednesday] = WEEKDAYS[week];

      await enterDay(page, monday, '8', 'Orientation', way);
      await enterDay(page, tuesday, '7.5', 'Ward rounds', way);
      await press(page, 'Save', way);
      await page.getByText('Timesheet saved successfully').waitFor();
      await expectNoSeriousA11yViolations(page, `${where}, a week in progress saved`);

      await page.reload();
      await untilEditable(page, monday);
      expect(await page.getByLabel(`Hours Worked ${monday}`, { exact: true }).inputValue()).toBe(
        '8',
      );
      expect(await page.getByLabel(`Activities ${tuesday}`).inputValue()).toBe('Ward rounds');
      expect(await page.getByLabel(`Hours Worked ${tuesday}`, { exact: true }).inputValue()).toBe(
        '7.5',
      );
      expect(await page.getByLabel(`Hours Worked ${wednesday}`, { exact: true }).inputValue()).toBe(
        '0',
      );

      await press(page, 'Submit', way);
      await page.getByText(RULE).waitFor();
      await expectNoSeriousA11yViolations(page, `${where}, the week in progress not submitted`);
    } finally {
      await page.context().close();
    }
  },
);
