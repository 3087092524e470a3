/**
 * A week on a phone (issue 26, goal 5): at 390x844 the employee's items screen (inside the shell,
 * with its header and sidebar) and the guest screen show a card a day, the week's total and
 * << Save Submit >> in a bar held in sight, nothing wider than the window, and every control a
 * finger's size. The week is filled by tapping (the employee also by mouse and by keyboard), saved
 * and submitted.
 */
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { eventually } from './browser';
import { TINY_PDF } from './seed';
import {
  employeeOpensWeek,
  expectNoSidewaysScroll,
  freshPage,
  guestOpens,
  PHONE,
  productForFile,
  seedSheetWorld,
  weekShown,
  WEEKDAYS,
} from './sheetWorld';

const started = productForFile();

/** Every visible input, button and select is at least 44 px high (a finger's target). */
async function expectFingerSizedControls(page: Page) {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll('input, button, select, textarea, [role="button"]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // visually hidden (1 px) and undisplayed controls are no one's target
      .filter(({ box }) => box.width > 1 && box.height > 1 && box.height < 44)
      .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent} (${box.height})`),
  );
  expect(small).toEqual([]);
}

/** The bar at the bottom: the week's total, Save and Submit. */
const bar = (page: Page) => page.getByRole('region', { name: 'Week total, Save and Submit' });

async function expectWeekTotal(page: Page, total: string) {
  await eventually(async () =>
    expect(await bar(page).getByText('Total Hours').innerText()).toBe(`Total Hours ${total}`),
  );
}

/** The bar is in the window, whatever card is scrolled into it. */
async function expectBarInSight(page: Page) {
  const box = await bar(page).getByRole('button', { name: 'Submit' }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

type Way = 'tap' | 'mouse' | 'keyboard';

async function fillDay(page: Page, date: string, way: Way) {
  const hours = page.getByLabel(`Hours Worked ${date}`, { exact: true });
  const activities = page.getByLabel(`Activities ${date}`);
  if (way === 'keyboard') {
    // from Hours Worked, Tab leads through Extra Hours to Activities
    await hours.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`Ward rounds ${date}`);
    return;
  }
  await (way === 'tap' ? hours.tap() : hours.click());
  await hours.fill('8');
  await (way === 'tap' ? activities.tap() : activities.click());
  await activities.fill(`Ward rounds ${date}`);
}

/** Fills the shown week, checking the total as it grows; Save; a PDF; Submit. */
async function fillSaveSubmit(page: Page, week: number, ways: Way[], where: string) {
  const days = WEEKDAYS[week];
  const list = page.getByRole('list', { name: 'Timesheet items' });
  await list.waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  expect(await list.getByRole('heading').first().innerText()).toBe(`Monday ${days[0]}`);
  await expectNoSidewaysScroll(page);
  await expectFingerSizedControls(page);
  await expectNoSeriousA11yViolations(page, `${where}, a card a day`);

  for (const [i, date] of days.entries()) {
    await fillDay(page, date, ways[i % ways.length]);
    await expectWeekTotal(page, `${(i + 1) * 8}.00`);
    await expectBarInSight(page);
  }
  await bar(page).getByRole('button', { name: 'Save' }).tap();
  await bar(page).getByText('Timesheet saved successfully').waitFor();
  await expectNoSeriousA11yViolations(page, `${where}, saved`);

  await page.getByLabel('Choose files', { exact: true }).setInputFiles({
    name: 'signed-week.pdf',
    mimeType: 'application/pdf',
    buffer: TINY_PDF,
  });
  await page.getByRole('button', { name: 'Download signed-week.pdf' }).waitFor();
  await expectNoSidewaysScroll(page);
  await expectFingerSizedControls(page);
  await bar(page).getByRole('button', { name: 'Submit' }).tap();
}

test('the employee fills a week on a phone by finger, mouse and keyboard, saves and submits', async () => {
  const world = await seedSheetWorld(started.product);
  const page = await freshPage(started.browser, PHONE);
  try {
    await employeeOpensWeek(page, started.product.url, world, 0);
    // inside the shell: its header and sidebar fit the phone too
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await fillSaveSubmit(page, 0, ['tap', 'tap', 'keyboard', 'mouse'], 'items at 390');
    await bar(page).getByText('Timesheet submitted successfully').waitFor();
    await eventually(async () =>
      expect(
        await page.getByLabel(`Hours Worked ${WEEKDAYS[0][0]}`, { exact: true }).isDisabled(),
      ).toBe(true),
    );
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'items at 390, submitted');
    // << and >> are in reach in the bar
    await bar(page).getByRole('button', { name: 'Next timesheet' }).tap();
    await eventually(async () => expect(await weekShown(page)).toBe(1));
  } finally {
    await page.context().close();
  }
});

// the standalone page renders with Preact, the shell's route with React: the guest meets both
test.each([
  ['the shell’s route', 'guestPath', 'gina.guest@acme.example'],
  ['the standalone guest app', 'standalonePath', 'stan.guest@acme.example'],
] as const)(
  'a guest fills a week on a phone by finger, saves and submits, on %s',
  async (_, path, username) => {
    const world = await seedSheetWorld(started.product, username);
    const page = await freshPage(started.browser, PHONE);
    try {
      const week = await guestOpens(page, started.product.url, world[path]);
      await fillSaveSubmit(page, week, ['tap'], `guest at 390 (${path})`);
      // the page reloads with the week submitted, read-only
      await page.getByText('Timesheet submitted successfully').waitFor();
      await eventually(async () =>
        expect(
          await page.getByLabel(`Hours Worked ${WEEKDAYS[week][0]}`, { exact: true }).isDisabled(),
        ).toBe(true),
      );
      await expectNoSidewaysScroll(page);
      await expectFingerSizedControls(page);
      await expectNoSeriousA11yViolations(page, `guest at 390 (${path}), submitted`);
    } finally {
      await page.context().close();
    }
  },
);
