/**
 * What the guest is told, on the standalone guest app served from a second origin (its calls are
 * cross-origin), on a phone (390×844, by touch) and on a laptop (1366×900): a photo of another
 * type picked beside a PDF is named and refused while the PDF is added; a verify that could not
 * reach the server names the cause and Retry opens the week; after 10 wrong codes the 11th says
 * how long to wait, read from the 429's Retry-After through CORS.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { apiPost, eventually, launch, newStaffContext, STAFF_VIEWPORT } from './browser';
import { seeder, TINY_PDF } from './seed';
import { freePort, startGuestApp, startProduct, type Running } from './server';

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const LAPTOP: BrowserContextOptions = { viewport: STAFF_VIEWPORT };
const MONDAY = '11/16/2026';
// the guest API's wrong-code window (docs/guests.md)
const WINDOW_SECONDS = 600;

let product: Running;
let guestApp: Running;
let browser: Browser;
let link: string;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  product = await startProduct({ GUEST_ORIGINS: origin, GUEST_URL: `${origin}/` });
  guestApp = await startGuestApp(port, product.url);
  browser = await launch();
  const seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  const vendorId = await seed.vendor({ name: 'Globex' });
  const employeeId = await seed.employee({
    firstName: 'Gina',
    lastName: 'Guest',
    designation: 'Nurse',
  });
  await seed.week(employeeId, vendorId, '2026-11-16', 'GLX-CARE');
  const issued = (await apiPost(
    product.url,
    seed.token,
    `/employees/${employeeId}/guest-code`,
    undefined,
    seed.corpId(),
  )) as { guestLink: string };
  link = issued.guestLink;
});

afterAll(async () => {
  await browser?.close();
  await guestApp?.stop();
  await product?.stop();
});

async function guestPage(options: BrowserContextOptions): Promise<Page> {
  return (await newStaffContext(browser, options)).newPage();
}

/** A tap on a phone, a click on a laptop. */
const press = (target: Locator, options: BrowserContextOptions) =>
  options.hasTouch ? target.tap() : target.click();

async function openWeek(page: Page) {
  await page.goto(link);
  const first = page.getByLabel(`Hours Worked ${MONDAY}`);
  await eventually(async () => expect(await first.isEnabled()).toBe(true), 20_000);
}

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('on a %s', (device, options) => {
  test('a photo of another type is named and refused; the PDF picked with it is added', async () => {
    const page = await guestPage(options);
    await openWeek(page);
    // the drop zone is also the picker's button, the big target on a phone
    const zone = page.getByRole('button', { name: /Drop files here/ });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(zone, options)]);
    const pdf = `signed-${device}.pdf`;
    await chooser.setFiles([
      { name: pdf, mimeType: 'application/pdf', buffer: TINY_PDF },
      { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('ftypheic') },
    ]);
    await page.getByRole('button', { name: `Download ${pdf}` }).waitFor();
    const refused = page.getByRole('alert').filter({
      hasText: 'IMG_0042.HEIC was not added: only PDF, JPEG and PNG files are accepted.',
    });
    await refused.waitFor();
    expect(await page.getByRole('button', { name: 'Download IMG_0042.HEIC' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `guest (standalone, ${device}), a photo refused`);
    await press(refused.getByRole('button', { name: 'Dismiss' }), options);
    expect(await refused.count()).toBe(0);
    await page.context().close();
  });

  test('a verify that could not reach the server names the cause; Retry opens the week', async () => {
    const page = await guestPage(options);
    await page.route(/\/verify$/, (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.goto(link);
    const alert = page.getByRole('alert');
    await alert
      .getByText(
        'Failed to verify guest code: The server could not be reached. Check your connection and try again.',
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page, `guest (standalone, ${device}), unreachable`);
    if (options.hasTouch) await alert.getByRole('button', { name: 'Retry' }).tap();
    else {
      await alert.getByRole('button', { name: 'Retry' }).focus();
      await page.keyboard.press('Enter');
    }
    await page.getByLabel(`Hours Worked ${MONDAY}`).waitFor();
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });
});

// last: from here on, every wrong code from this address waits
describe('after wrong codes', () => {
  test('on a phone, the 11th wrong code in a row says how long to wait', async () => {
    // wrong codes count in fixed windows: start well inside one
    const left = WINDOW_SECONDS - ((Date.now() / 1000) % WINDOW_SECONDS);
    if (left < 60) await new Promise((r) => setTimeout(r, left * 1000 + 1000));
    const page = await guestPage(PHONE);
    const guestUrl = new URL(link);
    for (let i = 0; i < 10; i++) {
      guestUrl.searchParams.set('guestCode', `wrong-code-${String(i).padStart(21, '0')}`);
      await page.goto(guestUrl.href);
      await page.getByText('Invalid guest code', { exact: true }).waitFor();
    }
    guestUrl.searchParams.set('guestCode', 'wrong-code-eleven-000000000000');
    await page.goto(guestUrl.href);
    const alert = page.getByRole('alert');
    await alert
      .getByText(/^Failed to verify guest code: Too many attempts from this network\./)
      .waitFor();
    const text = (await alert.innerText()).trim();
    const wait = /Try again in (\d+) minutes?\.$/.exec(text);
    expect(wait).not.toBeNull();
    expect(Number(wait![1])).toBeGreaterThanOrEqual(1);
    expect(Number(wait![1])).toBeLessThanOrEqual(10);
    // waiting is the way out: no Retry to press meanwhile
    expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'guest (standalone, phone), rate-limited');
    await page.context().close();
  });
});
