// What an employee sees on a phone (390×844) when a part of the product fails to load, and when a
// new version of the page is on offer (docs/remotes.md#when-a-remote-fails): the words in full,
// nothing wider than the window, Retry and Reload a finger's size, and a tap on Retry mends it.
import type { Locator, Page } from 'playwright-core';
import { signIn } from './browser';
import {
  expectNoSidewaysScroll,
  freshPage,
  PHONE,
  productForFile,
  seedSheetWorld,
  untilEditable,
  WEEKDAYS,
  type SheetWorld,
} from './sheetWorld';

const started = productForFile();
let world: SheetWorld;

beforeAll(async () => {
  world = await seedSheetWorld(started.product);
});

/** The control is a finger's size and wholly in the window. */
async function expectTappable(control: Locator) {
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** Every later /remotes.json names another page than the one loaded: a shell was deployed. */
async function newPageDeployed(page: Page) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'x-staffledger-page': 'f0f0f0f0f0f0' },
    });
  });
}

test('on a phone: a broken part says so in full with a tappable Retry; the new-version notice fits', async () => {
  const page = await freshPage(started.browser, PHONE);
  const entry = '**/mfe-timesheets/remoteEntry.js';
  await page.route(entry, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("a broken build");' }),
  );
  await signIn(page, started.product.url, world.employee);
  await page.goto(`${started.product.url}/on/timesheet-items?timesheetId=${world.weeks[0]}`);
  const message = page.getByText(
    'This part of StaffLedger (Timesheet Items) failed to start: its code has an error. The failure has been reported to the team that runs it; try again later.',
  );
  await message.waitFor();
  const shown = await message.boundingBox();
  expect(shown!.x + shown!.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSidewaysScroll(page);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expectTappable(retry);

  // mended, and meanwhile a new page deployed: a tap on Retry loads the week and offers the page
  await page.unroute(entry);
  await newPageDeployed(page);
  await retry.tap();
  await untilEditable(page, WEEKDAYS[0][0]);
  const notice = page.getByRole('status').filter({ hasText: 'A new version of StaffLedger' });
  await notice
    .getByText(
      'A new version of StaffLedger is available. Save your work, then reload the page to use it.',
    )
    .waitFor();
  const box = await notice.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSidewaysScroll(page);
  await expectTappable(notice.getByRole('button', { name: 'Reload' }));
  await page.context().close();
});
