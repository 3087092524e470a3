// A signed-in tab kept open across the shell's deployment and a remote's first one (docs/remotes.md
// #deploying-an-app): every screen still works, typed input stays, and the tab offers the new page.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newStaffContext, signIn, switchCorporation } from './browser';
import { seeder } from './seed';
import { ROOT, startProduct, type Running } from './server';

let browser: Browser;
let product: Running;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'sl-e2e-deploy-shell-'));
const releases = join(work, 'releases');
const thrown: string[] = [];

/** Runs the deploy command; its output, or the failure with it. */
function deploy(...args: string[]): string {
  const res = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', 'deploy-remote.mjs'), ...args, '--releases', releases],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (res.status !== 0)
    throw new Error(`deploy ${args.join(' ')} failed:\n${res.stdout}${res.stderr}`);
  return res.stdout;
}

/** The shell's build with another shared library version and a page of its own: a new version. */
function nextShell(): string {
  const copy = join(work, 'shell-next');
  cpSync(join(ROOT, 'shell', 'dist'), copy, { recursive: true });
  const index = join(copy, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', '<!-- next --></head>'));
  const shared = join(copy, 'shared.json');
  const versions = JSON.parse(readFileSync(shared, 'utf8'));
  versions['@staffledger/shared'].version = versions['@staffledger/shared'].version.replace(
    /^(\d+)\.(\d+)\./,
    (_all: string, major: string, minor: string) => `${major}.${Number(minor) + 1}.`,
  );
  writeFileSync(shared, JSON.stringify(versions, null, 2));
  return copy;
}

beforeAll(async () => {
  browser = await launch();
  product = await startProduct({ RELEASES_DIR: releases });
  const seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  await seed.vendor({ name: 'Initech' });
  page = await (await newStaffContext(browser)).newPage();
  page.on('pageerror', (error) => thrown.push(error.message));
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('a tab open across deployments of the shell and of a remote keeps working and offers the new page', async () => {
  await page.getByRole('link', { name: 'Corporations' }).click();
  await page.getByRole('link', { name: 'Acme Staffing', exact: true }).waitFor();
  const builtAt = statSync(join(ROOT, 'mfe-corps', 'dist', 'remoteEntry.js')).mtimeMs;

  // the remote's first deployment builds from its sources, apart: the folder this tab loaded it
  // from is left as it was, so the edit form, a lazy chunk of the version loaded, still arrives
  const remote = deploy('mfe-corps');
  expect(remote).toMatch(/typecheck: passed/);
  expect(remote).toMatch(/tests: passed/);
  expect(remote).toMatch(/loaded in Chromium: mfe_corps\/Corps, mfe_corps\/Admin/);
  expect(statSync(join(ROOT, 'mfe-corps', 'dist', 'remoteEntry.js')).mtimeMs).toBe(builtAt);
  await page.getByRole('link', { name: 'Acme Staffing', exact: true }).click();
  const website = page.getByLabel('Website');
  await website.fill('https://acme.example/before');

  // the shell is deployed with the form open and typed into
  const shell = deploy('shell', '--from', nextShell());
  const version = /shell: version ([0-9a-f]{12}) published/.exec(shell)?.[1];
  expect(version).toBeTruthy();
  await website.fill('https://acme.example/after');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved successfully').waitFor();

  // every screen, the shell's own lazy ones included, on the page loaded before both deployments
  for (const [link, heading] of [
    ['Security', 'Change Password'],
    ['Vendors', 'Vendors'],
    ['Employees', 'Employees'],
    ['Billings', 'Billings'],
    ['Invoices', 'Invoices'],
    ['Timesheets', 'Timesheets'],
    ['Admin', 'Admin Settings'],
    ['Corporations', 'Corporations'],
  ]) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  }
  expect(thrown).toEqual([]);

  // entering a remote's screens read /remotes.json, which names the new page: the tab offers it
  const notice = page.getByRole('status').filter({ hasText: 'A new version of StaffLedger' });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('heading', { name: 'Corporations' }).waitFor();
  expect(await page.content()).toContain('<!-- next -->');
  expect(await page.getByRole('status').filter({ hasText: 'A new version' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Acme Staffing', exact: true }).click();
  expect(await page.getByLabel('Website').inputValue()).toBe('https://acme.example/after');
});

test('a rollback gives new pages the previous shell in under a second', async () => {
  deploy('shell', '--skip-build'); // the shell as built, after the one with the marker
  await page.reload();
  await page.getByLabel('Website').waitFor();
  expect(await page.content()).not.toContain('<!-- next -->');
  const started = Date.now();
  const out = deploy('shell', '--rollback');
  const took = Date.now() - started;
  expect(out).toMatch(/shell: rolled back from [0-9a-f]{12} to [0-9a-f]{12}/);
  console.log(`shell rollback: ${took} ms for the command (${out.trim()})`);
  expect(took).toBeLessThan(1000);
  await page.reload();
  await page.getByLabel('Website').waitFor();
  expect(await page.content()).toContain('<!-- next -->');
});
