import type { Browser } from 'playwright-core';
import { eventually, launch, newStaffContext, signIn } from './browser';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { startProduct, startRemote, type Running } from './server';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('with mfe-corps served from a second origin', () => {
  let remote: Running;
  let product: Running;

  beforeAll(async () => {
    remote = await startRemote('mfe-corps');
    product = await startProduct({
      REMOTES: JSON.stringify({ mfe_corps: `${remote.url}/mf-manifest.json` }),
    });
  });

  afterAll(async () => {
    await product?.stop();
    await remote?.stop();
  });

  test('the shell loads the remote from the origin the manifest names', async () => {
    const context = await newStaffContext(browser);
    const page = await context.newPage();
    const remoteRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(remote.url)) remoteRequests.push(req.url());
    });
    await signIn(page, product.url);
    expect(remoteRequests).toEqual([]); // nothing of the remote before its route is visited

    await page.getByRole('link', { name: 'Corporations' }).click();
    await page.getByText('No corps found.').waitFor();
    // the heading of a screen from another origin, rendered later, still receives focus
    await expectFocusOnHeading(page, 'Corporations');
    expect(remoteRequests.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(remoteRequests.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);

    const csp = (await page.request.get(`${product.url}/on/landing`)).headers()[
      'content-security-policy'
    ];
    expect(csp).toContain(remote.url);
    await context.close();
  });
});

describe('with mfe-corps unavailable', () => {
  let product: Running;

  beforeAll(async () => {
    product = await startProduct();
  });

  afterAll(async () => {
    await product?.stop();
  });

  test('only the remote routes show the error, and Retry recovers once it is back', async () => {
    const context = await newStaffContext(browser);
    const page = await context.newPage();
    await page.route('**/mfe-corps/**', (route) => route.abort());
    await signIn(page, product.url);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();

    await page.getByRole('link', { name: 'Corporations' }).click();
    await page.waitForURL('**/on/corps');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await expectNoSeriousA11yViolations(page, 'remote unavailable');
    expect(await page.getByRole('link', { name: 'Admin' }).isVisible()).toBe(true);

    // The rest of the app keeps working.
    await page.getByRole('link', { name: 'Security' }).click();
    await page.waitForURL('**/on/security');
    await page.getByLabel('Current Password').waitFor();
    expect(await retry.count()).toBe(0);

    // Once the remote is reachable again, Retry loads it.
    await page.unroute('**/mfe-corps/**');
    await page.getByRole('link', { name: 'Corporations' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(async () => expect(await page.getByText('No corps found.').count()).toBe(1));
    await expectNoSeriousA11yViolations(page, 'corps list, after Retry');
    await context.close();
  });
});
