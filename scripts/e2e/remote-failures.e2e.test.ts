// A remote that is refused, hangs or is broken shows its error with Retry on its own routes within
// 10 s, and moving between remotes after a Retry loads the remote entered once (docs/remotes.md).
import { createServer, type Server, type Socket } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { seeder } from './seed';
import { freePort, startProduct, type Running } from './server';

const ERROR_WITHIN_MS = 10_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A server that accepts every connection and never answers, as a wedged remote does. */
async function hangingServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Clicks a sidebar link and returns the milliseconds until the route's Retry is shown. */
async function msToRetry(page: Page, link: string): Promise<number> {
  const clicked = Date.now();
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: ERROR_WITHIN_MS + 5_000 });
  return Date.now() - clicked;
}

/** The load failures the pages reported to the API. */
const reports: unknown[] = [];

async function staffPage(product: Running): Promise<Page> {
  const page = await (await newStaffContext(browser)).newPage();
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client/load-failures')) reports.push(request.postDataJSON());
  });
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
  return page;
}

describe('a remote that is refused or hangs', () => {
  let product: Running;
  let hung: Awaited<ReturnType<typeof hangingServer>>;

  beforeAll(async () => {
    hung = await hangingServer();
    const refusedPort = await freePort(); // nothing listens there
    product = await startProduct({
      REMOTES: JSON.stringify({
        mfe_corps: '/mfe-corps/mf-manifest.json',
        mfe_people: `http://127.0.0.1:${refusedPort}/mf-manifest.json`,
        mfe_timesheets: `http://127.0.0.1:${hung.port}/mf-manifest.json`,
        mfe_finance: '/mfe-finance/mf-manifest.json',
      }),
    });
    const seed = await seeder(product.url);
    await seed.corporation('Acme Staffing');
  });
  afterAll(async () => {
    await product?.stop();
    await hung?.close();
  });

  test('refused: the error with Retry, on that remote only', async () => {
    const page = await staffPage(product);
    const ms = await msToRetry(page, 'Vendors');
    console.log(`refused remote: error with Retry after ${ms} ms`);
    expect(ms).toBeLessThan(ERROR_WITHIN_MS);
    await page.getByRole('heading', { level: 1, name: 'Vendors' }).waitFor();
    await page
      .getByText(
        'This part of StaffLedger (Vendors) could not be loaded: the server could not be reached. Check your connection and try again.',
      )
      .waitFor();
    await eventually(() =>
      expect(reports).toContainEqual({
        app: 'mfe_people',
        version: 'elsewhere',
        kind: 'unreachable',
      }),
    );
    await expectNoSeriousA11yViolations(page, 'refused remote');
    // another remote still works
    await page.getByRole('link', { name: 'Billings' }).click();
    await page.getByText('No billings found.').waitFor();
    await page.context().close();
  });

  test('hung: the screen left gives way to a loading state at once, then the error with Retry within 10 s', async () => {
    const page = await staffPage(product);
    await page.getByRole('link', { name: 'Billings' }).click();
    await page.getByText('No billings found.').waitFor();
    const clicked = Date.now();
    const link = page.getByRole('link', { name: 'Timesheets', exact: true });
    await link.click();
    await page.getByRole('status', { name: 'Loading Timesheets' }).waitFor({ timeout: 1_000 });
    const loadingAfter = Date.now() - clicked;
    expect(await page.getByText('No billings found.').count()).toBe(0);
    expect(await link.getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: ERROR_WITHIN_MS + 5_000 });
    const ms = Date.now() - clicked;
    console.log(
      `hung remote: loading state after ${loadingAfter} ms, error with Retry after ${ms} ms`,
    );
    expect(ms).toBeLessThan(ERROR_WITHIN_MS);
    await page.getByRole('heading', { level: 1, name: 'Timesheets' }).waitFor();
    await page
      .getByText(
        'This part of StaffLedger (Timesheets) could not be loaded: the server did not answer in time. Try again in a moment.',
      )
      .waitFor();
    // Retry tries again, and fails again the same way
    const again = Date.now();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.click();
    await retry.waitFor({ state: 'detached' });
    await retry.waitFor({ timeout: ERROR_WITHIN_MS + 5_000 });
    expect(Date.now() - again).toBeLessThan(ERROR_WITHIN_MS);
    await page.context().close();
  });
});

describe('a broken remote, and moving between remotes after a Retry', () => {
  let product: Running;

  beforeAll(async () => {
    product = await startProduct();
    const seed = await seeder(product.url);
    await seed.corporation('Acme Staffing');
  });
  afterAll(async () => {
    await product?.stop();
  });

  test('broken: an entry script that throws shows the error with Retry, and is not tried twice', async () => {
    const page = await staffPage(product);
    let entryLoads = 0;
    await page.route('**/mfe-finance/remoteEntry.js', (route) => {
      entryLoads += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'throw new Error("a broken build");',
      });
    });
    const ms = await msToRetry(page, 'Invoices');
    console.log(`broken remote: error with Retry after ${ms} ms`);
    expect(entryLoads).toBe(1);
    await page
      .getByText(
        'This part of StaffLedger (Invoices) failed to start: its code has an error. The failure has been reported to the team that runs it; try again later.',
      )
      .waitFor();
    // the build is mended: Retry loads it
    await page.unroute('**/mfe-finance/remoteEntry.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No invoices found.').waitFor();
    await page.context().close();
  });

  test('after a Retry, the next remote loads once and its screen replaces the last', async () => {
    const page = await staffPage(product);
    await page.route('**/mfe-people/**', (route) => route.abort());
    await msToRetry(page, 'Vendors');
    await page.unroute('**/mfe-people/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No vendors found.').waitFor();

    const timesheetsEntries: string[] = [];
    page.on('request', (request) => {
      if (/\/mfe-timesheets\/(mf-manifest\.json|remoteEntry\.js)/.test(request.url())) {
        timesheetsEntries.push(request.url());
      }
    });
    await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
    await page.getByText('No timesheets found.').waitFor();
    expect(await page.getByText('No vendors found.').count()).toBe(0);
    await page.waitForTimeout(1_000);
    // one manifest and one entry, not a loop of loads
    expect(timesheetsEntries).toHaveLength(2);
    await page.context().close();
  });
});
