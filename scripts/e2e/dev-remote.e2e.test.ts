// A team alone (docs/remotes.md#a-teams-day): a developer points one remote of a running product at
// the dev server on their machine, in their own browser only, through the product's page of
// overrides; the product allows that server's origin in its policy, every other browser keeps the
// deployed remote, and stopping the override brings the deployed one back. A shell's dev server, the
// other way round, runs the product's deployed remotes (CORS for its origin).
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newStaffContext, signIn } from './browser';
import { copyOf, edit, startDevServer } from './devServer';
import { freePort, startProduct, type Running } from './server';

let browser: Browser;
let product: Running;
let remote: Running;
let shell: Running;
let corpsDir: string;
let shellDir: string;
let devOrigin: string;

beforeAll(async () => {
  corpsDir = copyOf('mfe-corps');
  shellDir = copyOf('shell');
  // the developer's change, not deployed anywhere
  edit(corpsDir, 'src/corps/CorpInfoTab.tsx', 'label="Address"', 'label="Street address"');
  const [port, shellPort] = [await freePort(), await freePort()];
  // another site than the product's (127.0.0.1), as a developer's machine is to a deployed product
  devOrigin = `http://localhost:${port}`;
  const shellOrigin = `http://127.0.0.1:${shellPort}`;
  [browser, product] = await Promise.all([
    launch(),
    startProduct({ DEV_REMOTE_ORIGINS: `${devOrigin}, ${shellOrigin}` }),
  ]);
  [remote, shell] = await Promise.all([
    // as on a developer's machine: its live-reload socket is named by that host
    startDevServer(corpsDir, port, { API_URL: product.url, DEV_HOST: 'localhost' }),
    startDevServer(shellDir, shellPort, {
      API_URL: product.url,
      REMOTES: JSON.stringify({ mfe_corps: `${product.url}/mfe-corps/mf-manifest.json` }),
    }),
  ]);
}, 150_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([remote?.stop(), shell?.stop(), product?.stop()]);
  for (const dir of [corpsDir, shellDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A staff page that records what it asked of the dev server and what the browser refused. */
async function watchedPage(context: BrowserContext, signInAt = product.url) {
  const page = await context.newPage();
  const fromDev: string[] = [];
  const refused: string[] = [];
  page.on('request', (r) => r.url().startsWith(devOrigin) && fromDev.push(r.url()));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to|CORS/i.test(m.text())) refused.push(m.text());
  });
  await signIn(page, signInAt);
  return { page, fromDev, refused };
}

const newCorporation = async (page: Page, at = product.url) => {
  await page.goto(`${at}/on/corps/new`);
  await page.getByRole('heading', { name: 'New Corporation' }).waitFor({ timeout: 30_000 });
};

test('one browser takes mfe_corps from the dev server, live, and goes back with Stop; others never see it', async () => {
  const mine = await watchedPage(await newStaffContext(browser));
  const { page } = mine;
  await page.goto(`${product.url}/dev/remotes`);
  const section = page.getByRole('region', { name: 'mfe_corps' });
  await section.getByText('In this browser, from the product').waitFor();
  await section
    .getByRole('textbox', { name: 'Manifest URL of mfe_corps' })
    .fill(`${devOrigin}/mf-manifest.json`);
  await section.getByRole('button', { name: 'Use for mfe_corps' }).click();
  await section.getByText(`your development server: ${devOrigin}/mf-manifest.json`).waitFor();

  await page.getByRole('link', { name: 'Open StaffLedger' }).click();
  await newCorporation(page);
  await page.getByLabel('Street address', { exact: true }).waitFor();
  expect(mine.fromDev.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);

  // the dev server's own reload reaches the page: its socket is allowed too
  const written = edit(
    corpsDir,
    'src/corps/CorpInfoTab.tsx',
    'label="Street address"',
    'label="Postal address"',
  );
  await page.getByLabel('Postal address', { exact: true }).waitFor({ timeout: 30_000 });
  console.log(`dev edit on the deployed product's page after ${Date.now() - written} ms`);
  expect(mine.refused).toEqual([]);

  // another browser (another user, or the same one elsewhere) keeps the deployed remote
  const theirs = await watchedPage(await newStaffContext(browser));
  await newCorporation(theirs.page);
  await theirs.page.getByLabel('Address', { exact: true }).waitFor();
  expect(theirs.fromDev).toEqual([]);
  await theirs.page.context().close();

  await page.goto(`${product.url}/dev/remotes`);
  await section.getByRole('button', { name: /^Stop using .* for mfe_corps$/ }).click();
  await section.getByText('In this browser, from the product').waitFor();
  const before = mine.fromDev.length;
  await newCorporation(page);
  await page.getByLabel('Address', { exact: true }).waitFor();
  expect(mine.fromDev.length).toBe(before);
  await page.context().close();
});

test('an origin the product does not allow is refused in words, and nothing changes', async () => {
  const { page } = await watchedPage(await newStaffContext(browser));
  await page.goto(`${product.url}/dev/remotes`);
  const section = page.getByRole('region', { name: 'mfe_corps' });
  await section
    .getByRole('textbox', { name: 'Manifest URL of mfe_corps' })
    .fill('https://remote.example.net/mf-manifest.json');
  await section.getByRole('button', { name: 'Use for mfe_corps' }).click();
  await page
    .getByRole('alert')
    .getByText('https://remote.example.net is not a development origin this product allows', {
      exact: false,
    })
    .waitFor();
  await page
    .getByRole('region', { name: 'mfe_corps' })
    .getByText('In this browser, from the product')
    .waitFor();
  await page.context().close();
});

test("a shell's dev server runs the product's remote: the product lets its origin read it", async () => {
  const { page, refused } = await watchedPage(await newStaffContext(browser), shell.url);
  const fromProduct: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${product.url}/mfe-corps/`)) fromProduct.push(r.url());
  });
  await newCorporation(page, shell.url);
  await page.getByLabel('Address', { exact: true }).waitFor();
  expect(fromProduct.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(refused).toEqual([]);
  await page.context().close();
});
