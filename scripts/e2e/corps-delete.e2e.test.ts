import type { Browser, Page } from 'playwright-core';
import {
  apiPost,
  apiSend,
  apiToken,
  launch,
  newStaffContext,
  signIn,
  switchCorporation,
} from './browser';
import { expectFocusOnHeading, expectNoSeriousA11yViolations } from './a11y';
import { startProduct, type Running } from './server';

let product: Running;
let browser: Browser;
let page: Page;
let token: string;
let doomedId: number;

beforeAll(async () => {
  product = await startProduct();
  browser = await launch();
  page = await (await newStaffContext(browser)).newPage();
  token = await apiToken(product.url);
  doomedId = (await apiPost(product.url, token, '/corps', { name: 'Doomed Agency', contacts: [] }))
    .id;
  await apiPost(product.url, token, '/corps', { name: 'Kept Agency', contacts: [] });
  await apiPost(product.url, token, '/vendors', { name: 'Doomed Client' }, doomedId);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

test('a super user deletes the selected corporation at 1366x900, by keyboard, typing its name', async () => {
  await signIn(page, product.url);
  await switchCorporation(page, 'Doomed Agency');
  await page
    .getByRole('row')
    .filter({ hasText: 'Doomed Agency' })
    .getByRole('link', { name: 'Doomed Agency' })
    .click();
  await page.waitForURL('**/on/corps/edit/*');
  await page.getByRole('textbox', { name: 'Name', exact: true }).waitFor();

  const open = page.getByRole('button', { name: 'Delete corporation' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete corporation' });
  await dialog.waitFor();
  const field = dialog.getByRole('textbox', { name: 'Type the corporation’s name to confirm' });
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  const remove = dialog.getByRole('button', { name: 'Delete', exact: true });
  await page.keyboard.type('Doomed');
  expect(await remove.isDisabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'delete corporation dialog');
  // Escape closes it and gives the focus back to the button that opened it
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await page.keyboard.type('Doomed Agency');
  expect(await remove.isEnabled()).toBe(true);
  await page.keyboard.press('Enter');

  await page.waitForURL('**/on/corps');
  await page.getByText('Corporation Doomed Agency deleted.').waitFor();
  await expectFocusOnHeading(page, 'Corporations');
  await page.getByRole('row').filter({ hasText: 'Kept Agency' }).waitFor();
  expect(await page.getByRole('row').filter({ hasText: 'Doomed Agency' }).count()).toBe(0);
  // it is no longer the selected corporation, and the API no longer knows it nor its vendors
  expect(await page.getByRole('banner').getByText('Doomed Agency').count()).toBe(0);
  await expect(apiSend(product.url, token, 'GET', `/corps/${doomedId}`)).rejects.toThrow('404');
  expect(await apiSend(product.url, token, 'GET', '/vendors', undefined, doomedId)).toEqual([]);
});
