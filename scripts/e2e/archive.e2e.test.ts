import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { readXlsx, unzip } from '../../contracts/src/testing/index.js';
import { apiPost, apiToken, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { expectNoSeriousA11yViolations } from './a11y';
import { startProduct, type Running } from './server';

let product: Running;
let browser: Browser;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'sl-e2e-archive-'));
const CORP = 'Archive Staffing';

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  page = await (await newStaffContext(browser, { acceptDownloads: true })).newPage();
  const token = await apiToken(product.url);
  const corp = (await apiPost(product.url, token, '/corps', { name: CORP, contacts: [] })) as {
    id: number;
  };
  for (const name of ['Umbrella Health', 'Initech Clinics']) {
    await apiPost(product.url, token, '/vendors', { name }, corp.id);
  }
  await signIn(page, product.url);
  await switchCorporation(page, CORP);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('Download all data on the Admin screen shows its progress and saves the whole corporation', async () => {
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.waitForURL('**/on/admin');
  // what the status said while the archive arrived, kept by the page so that no moment is missed
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __archive: string[] }).__archive = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar) seen.push(bar.getAttribute('aria-valuetext') ?? '');
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all data' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${CORP}-export.zip`);
  const file = join(work, saved.suggestedFilename());
  await saved.saveAs(file);
  const seen = await page.evaluate(() => (window as unknown as { __archive: string[] }).__archive);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((text) => /^\d+\.\d MB received$/.test(text))).toBe(true);
  await expectNoSeriousA11yViolations(page, 'admin list after Download all data');

  const files = unzip(readFileSync(file));
  const manifest = JSON.parse(Buffer.from(files.get('manifest.json')!).toString());
  expect(manifest.corporation.name).toBe(CORP);
  expect(manifest.rows.vendors).toBe(2);
  const vendors = readXlsx(files.get('vendors.xlsx')!);
  expect(vendors.rows[0][0]).toBe('Name');
  expect(
    vendors.rows
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual(['Initech Clinics', 'Umbrella Health']);
});
