// `pnpm dev`: an edit to a component of a remote, or of the shell, updates the page in place
// through React Fast Refresh: no reload, and what the user typed stays in the form
// (docs/remotes.md#development-edits-without-a-reload). The shell's and mfe-corps's dev servers
// run from temporary copies on free ports; the edits go to the copies.
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch, newStaffContext, signIn } from './browser';
import { copyOf, edit, startDevServer } from './devServer';
import { freePort, startProduct, type Running } from './server';

// The update must reach the screen well before anyone would reach for the reload button.
const UPDATE_WITHIN_MS = 15_000;

let browser: Browser;
let product: Running;
let remote: Running;
let shell: Running;
let corpsDir: string;
let shellDir: string;

beforeAll(async () => {
  corpsDir = copyOf('mfe-corps');
  shellDir = copyOf('shell');
  const [remotePort, shellPort] = [await freePort(), await freePort()];
  [browser, product] = await Promise.all([launch(), startProduct()]);
  [remote, shell] = await Promise.all([
    startDevServer(corpsDir, remotePort, { API_URL: product.url }),
    startDevServer(shellDir, shellPort, {
      API_URL: product.url,
      REMOTES: JSON.stringify({ mfe_corps: `http://127.0.0.1:${remotePort}/mf-manifest.json` }),
    }),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([shell?.stop(), remote?.stop(), product?.stop()]);
  for (const dir of [corpsDir, shellDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Counts the page's loads from now on: a reload would lose what the user typed. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

type Marked = Window & { refreshMarker?: string };

test('a component edit in the remote, then in the shell, re-renders in place, the typed text kept', async () => {
  const page = await (await newStaffContext(browser)).newPage();
  await signIn(page, shell.url);
  await page.goto(`${shell.url}/on/corps/new`);
  await page.getByRole('heading', { name: 'New Corporation' }).waitFor({ timeout: 30_000 });
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Refresh Test Staffing');
  await page.evaluate(() => ((window as Marked).refreshMarker = 'same page'));
  const loads = countLoads(page);
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  const shows = (what: ReturnType<Page['getByRole']>) =>
    what.waitFor({ timeout: UPDATE_WITHIN_MS + 5_000 }).catch((err: Error) => {
      throw new Error(`${err.message}\nbrowser console:\n${consoleLines.join('\n')}`);
    });

  const remoteWritten = edit(
    corpsDir,
    'src/corps/CorpInfoTab.tsx',
    'label="Address"',
    'label="Street address"',
  );
  await shows(page.getByLabel('Street address', { exact: true }));
  const remoteMs = Date.now() - remoteWritten;
  console.log(`remote edit: on screen ${remoteMs} ms after the write, page loads: ${loads()}`);
  expect(loads()).toBe(0);
  expect(await page.evaluate(() => (window as Marked).refreshMarker)).toBe('same page');
  expect(await name.inputValue()).toBe('Refresh Test Staffing');
  expect(await page.getByLabel('Address', { exact: true }).count()).toBe(0);
  expect(remoteMs).toBeLessThan(UPDATE_WITHIN_MS);

  const shellWritten = edit(
    shellDir,
    'src/layout/Header.tsx',
    '{handleLogout}>\n          Logout',
    '{handleLogout}>\n          Sign out',
  );
  await shows(page.getByRole('button', { name: 'Sign out' }));
  const shellMs = Date.now() - shellWritten;
  console.log(`shell edit: on screen ${shellMs} ms after the write, page loads: ${loads()}`);
  expect(loads()).toBe(0);
  expect(await page.evaluate(() => (window as Marked).refreshMarker)).toBe('same page');
  expect(await name.inputValue()).toBe('Refresh Test Staffing');
  // the remote's screen, refreshed before, is still the edited one
  await page.getByLabel('Street address', { exact: true }).waitFor();
  expect(shellMs).toBeLessThan(UPDATE_WITHIN_MS);
});
