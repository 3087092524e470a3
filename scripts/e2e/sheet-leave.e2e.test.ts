/**
 * Never lose typed hours (issue 26, goal 3): leaving a sheet with typed, unsaved hours asks first,
 * Save and leave, Leave without saving or Stay, whatever leaves it: >> and <<, a sidebar or header
 * link, Logout; closing or reloading the tab gets the browser's own question. The employee on a
 * laptop, a guest on a phone, whose page reloads after Submit without a question.
 */
import type { Dialog, Page } from 'playwright-core';
import { eventually, signIn, STAFF_VIEWPORT } from './browser';
import { expectNoSeriousA11yViolations } from './a11y';
import { TINY_PDF } from './seed';
import {
  employeeOpensWeek,
  freshPage,
  guestOpens,
  PHONE,
  productForFile,
  seedSheetWorld,
  untilEditable,
  weekShown,
  WEEKDAYS,
  type SheetWorld,
} from './sheetWorld';

const QUESTION = 'You have unsaved hours on this timesheet. Save them before you leave?';

const started = productForFile();

const hoursOf = (page: Page, date: string) =>
  page.getByLabel(`Hours Worked ${date}`, { exact: true });

async function typeHours(page: Page, date: string, hours: string) {
  await hoursOf(page, date).click();
  await hoursOf(page, date).fill(hours);
}

/** The question, once it is asked; `state` names it in the accessibility report. */
async function asked(page: Page, state?: string) {
  const dialog = page.getByRole('alertdialog', { name: QUESTION });
  await dialog.waitFor();
  if (state) await expectNoSeriousA11yViolations(page, state);
  return dialog;
}

async function answer(page: Page, button: 'Stay' | 'Leave without saving' | 'Save and leave') {
  const dialog = await asked(page);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the employee on a laptop', () => {
  let world: SheetWorld;
  let page: Page;
  const [monday] = WEEKDAYS[0];

  beforeAll(async () => {
    world = await seedSheetWorld(started.product);
    page = await freshPage(started.browser, STAFF_VIEWPORT);
    await employeeOpensWeek(page, started.product.url, world, 0);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  test('>> asks: Stay keeps the typed hours, Leave without saving moves on without them', async () => {
    await typeHours(page, monday, '6');
    await page.getByRole('button', { name: 'Next timesheet' }).click();
    await asked(page, 'timesheet items, leaving typed hours asked');
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.getByRole('button').allTextContents()).toEqual([
      'Stay',
      'Leave without saving',
      'Save and leave',
    ]);
    await answer(page, 'Stay');
    expect(await hoursOf(page, monday).inputValue()).toBe('6');
    expect(await weekShown(page)).toBe(0);

    await page.getByRole('button', { name: 'Next timesheet' }).click();
    await answer(page, 'Leave without saving');
    await untilEditable(page, WEEKDAYS[1][0]);
    expect(await weekShown(page)).toBe(1);
    // nothing typed on this week: << asks nothing, and Monday's 6 hours were not kept
    await page.getByRole('button', { name: 'Previous timesheet' }).click();
    await untilEditable(page, monday);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await hoursOf(page, monday).inputValue()).toBe('0');
  });

  test('by keyboard too: Enter on >>, Escape stays', async () => {
    await typeHours(page, monday, '5');
    await page.getByRole('button', { name: 'Next timesheet' }).focus();
    await page.keyboard.press('Enter');
    const dialog = await asked(page);
    // the focus starts on the answer that loses nothing
    expect(await dialog.getByRole('button', { name: 'Save and leave' }).evaluate(isFocused)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hoursOf(page, monday).inputValue()).toBe('5');
  });

  test('a sidebar link and a header link ask too', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Timesheet Items' }).click();
    await answer(page, 'Stay');
    expect(await hoursOf(page, monday).inputValue()).toBe('5');
    await page.getByRole('link', { name: 'Security' }).click();
    await answer(page, 'Leave without saving');
    await page.waitForURL('**/on/security');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
  });

  test('Logout asks; Save and leave saves the hours, then signs out', async () => {
    await page.goto(`${started.product.url}/on/timesheet-items?timesheetId=${world.weeks[0]}`);
    await untilEditable(page, monday);
    await typeHours(page, monday, '4.5');
    await page.getByRole('button', { name: 'Logout' }).click();
    await answer(page, 'Stay');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Logout' }).click();
    await answer(page, 'Save and leave');
    await page.waitForURL('**/on/login');
    await signIn(page, started.product.url, world.employee);
    await page.goto(`${started.product.url}/on/timesheet-items?timesheetId=${world.weeks[0]}`);
    await untilEditable(page, monday);
    expect(await hoursOf(page, monday).inputValue()).toBe('4.5');
  });

  test('reloading the tab gets the browser’s question; staying keeps the hours', async () => {
    const dialogs: string[] = [];
    const stay = (dialog: Dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    };
    page.on('dialog', stay);
    try {
      // untouched: the reload asks nothing
      await page.reload();
      await untilEditable(page, monday);
      expect(dialogs).toEqual([]);
      await typeHours(page, monday, '3');
      await page.evaluate(() => {
        (window as { beforeReload?: boolean }).beforeReload = true;
        window.location.reload();
      });
      await eventually(() => expect(dialogs).toEqual(['beforeunload']));
      // dismissed: the page stayed, with the hours typed
      expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBe(
        true,
      );
      expect(await hoursOf(page, monday).inputValue()).toBe('3');
    } finally {
      page.off('dialog', stay);
    }
  });
});

function isFocused(el: Element) {
  return document.activeElement === el;
}

describe('a guest on a phone', () => {
  // the standalone page renders with Preact, the shell's route with React: the guest meets both
  test.each([
    ['the shell’s route', 'guestPath', 'gina.guest@acme.example'],
    ['the standalone guest app', 'standalonePath', 'stan.guest@acme.example'],
  ] as const)(
    '>> or << asks; after Leave the next week is filled and submitted, and the reload asks nothing, on %s',
    async (_, path, username) => {
      const world = await seedSheetWorld(started.product, username);
      const page = await freshPage(started.browser, PHONE);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      try {
        const first = await guestOpens(page, started.product.url, world[path]);
        await hoursOf(page, WEEKDAYS[first][0]).tap();
        await hoursOf(page, WEEKDAYS[first][0]).fill('8');
        // the guest's other week is before or after this one
        const step = page.getByRole('button', {
          name: first === 0 ? 'Next timesheet' : 'Previous timesheet',
        });
        await step.tap();
        await asked(page, `guest at 390 (${path}), leaving typed hours asked`);
        const dialog = page.getByRole('alertdialog');
        await dialog.getByRole('button', { name: 'Leave without saving' }).tap();
        const other = 1 - first;
        await untilEditable(page, WEEKDAYS[other][0]);
        expect(await weekShown(page)).toBe(other);

        for (const date of WEEKDAYS[other]) {
          await hoursOf(page, date).tap();
          await hoursOf(page, date).fill('8');
          await page.getByLabel(`Activities ${date}`).tap();
          await page.getByLabel(`Activities ${date}`).fill('Ward rounds');
        }
        await page.getByLabel('Choose files', { exact: true }).setInputFiles({
          name: 'signed-week.pdf',
          mimeType: 'application/pdf',
          buffer: TINY_PDF,
        });
        await page.getByRole('button', { name: 'Download signed-week.pdf' }).waitFor();
        await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
        await page.getByRole('button', { name: 'Submit' }).tap();
        // the page reloads by itself, without the browser's question
        await eventually(async () => {
          expect(
            await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload),
          ).toBeUndefined();
        }, 20_000);
        await page.getByText('Timesheet submitted successfully').waitFor();
        expect(dialogs).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});
