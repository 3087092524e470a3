// The browser of the benchmarks that time a screen (bench-export.mjs, bench-billable.mjs):
// headless Chromium, and a page signed in as the administrator working in one corporation.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const { chromium } = createRequire(join(ROOT, 'scripts', 'package.json'))('playwright-core');

/** Headless Chromium: CHROMIUM_PATH, else the system's. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/**
 * A page of `browser` at 1366×900 on the product at `base`: the administrator (`password`) signed
 * in, working in the corporation named `corp`, switched to from the Corporations list.
 */
export async function adminPageIn(browser, base, password, corp) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${base}/on/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/on/landing');
  await page.getByRole('link', { name: 'Corporations', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(corp);
  const row = page.getByRole('row').filter({ hasText: corp });
  await row.getByRole('button', { name: 'Switch' }).click();
  await page.getByRole('banner').getByText(corp).waitFor();
  return page;
}
