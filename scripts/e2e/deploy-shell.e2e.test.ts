// A signed-in tab kept open across the shell's deployment and a remote's first one (docs/remotes.md
// #deploying-an-app): every screen still works, typed input stays, and the tab offers the new page,
// which runs the fixed shared library the shell was rebuilt against.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { seeder } from './seed';
import { ROOT, startProduct, type Running } from './server';

let browser: Browser;
let product: Running;
let page: Page;
/** The shell rebuilt against a fix to the shared library, deployed while the tab is open. */
let fixedShell: string;
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

/** Links `from`'s entries into `to`, but for the names `instead` maps to folders of their own. */
function linkEntries(from: string, to: string, instead: Record<string, string> = {}) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    symlinkSync(instead[name] ?? join(from, name), join(to, name));
  }
}

/**
 * The shell rebuilt from its sources against a fix to the shared library: a copy of the library
 * with a new minor version and a style rule the page did not have, and a copy of the shell that
 * resolves its packages from the workspace but for that library. What a team deploys after a
 * change to `shared`, built apart from the working tree.
 */
function shellWithChangedShared(): string {
  const shared = join(work, 'shared');
  cpSync(join(ROOT, 'shared', 'src'), join(shared, 'src'), { recursive: true });
  appendFileSync(join(shared, 'src', 'styles.css'), '\n:root { --sl-library-fix: applied; }\n');
  const pkg = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8'));
  pkg.version = pkg.version.replace(
    /^(\d+)\.(\d+)\.\d+/,
    (_all: string, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
  );
  writeFileSync(join(shared, 'package.json'), JSON.stringify(pkg, null, 2));
  symlinkSync(join(ROOT, 'shared', 'node_modules'), join(shared, 'node_modules'));

  const shell = join(work, 'shell-src');
  for (const entry of ['src', 'public', 'package.json', 'webpack.config.cjs']) {
    cpSync(join(ROOT, 'shell', entry), join(shell, entry), { recursive: true });
  }
  const modules = join(ROOT, 'shell', 'node_modules');
  linkEntries(modules, join(shell, 'node_modules'), {
    '@staffledger': join(shell, 'node_modules-staffledger'),
  });
  linkEntries(join(modules, '@staffledger'), join(shell, 'node_modules-staffledger'), { shared });
  const cli = createRequire(join(modules, 'webpack-cli', 'package.json')).resolve(
    'webpack-cli/bin/cli.js',
  );
  const built = spawnSync(process.execPath, [cli, '--mode', 'production'], {
    cwd: shell,
    encoding: 'utf8',
    env: { ...process.env, STAFFLEDGER_BUILD_DIR: '' },
  });
  if (built.status !== 0)
    throw new Error(`the shell did not build:\n${built.stdout}${built.stderr}`);
  return join(shell, 'dist');
}

/** The version of the shared library the page runs, as its federation instance holds it. */
const pageLibrary = (page: Page) =>
  page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, unknown>>>;
    const federation = (
      globalThis as { __FEDERATION__?: { __INSTANCES__?: { shareScopeMap: Scope }[] } }
    ).__FEDERATION__;
    const scope = federation?.__INSTANCES__?.[0]?.shareScopeMap.default ?? {};
    return Object.keys(scope['@staffledger/shared'] ?? {});
  });

/** The fix's style rule, where the page has it. */
const libraryFix = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--sl-library-fix').trim(),
  );

beforeAll(async () => {
  fixedShell = shellWithChangedShared();
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
  const library = await pageLibrary(page);
  expect(library).toHaveLength(1);
  expect(await libraryFix(page)).toBe('');

  // the shell, rebuilt against a fix to the shared library, is deployed with the form open and
  // typed into
  const shell = deploy('shell', '--from', fixedShell);
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
  // the new page runs the fixed library, and hands it to the remotes
  expect(await libraryFix(page)).toBe('applied');
  await eventually(async () => expect(await pageLibrary(page)).toHaveLength(1));
  expect(await pageLibrary(page)).not.toEqual(library);
  expect(await page.getByRole('status').filter({ hasText: 'A new version' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Acme Staffing', exact: true }).click();
  expect(await page.getByLabel('Website').inputValue()).toBe('https://acme.example/after');
});

test('a rollback gives new pages the previous shell in under a second', async () => {
  deploy('shell', '--skip-build'); // the shell as built, after the one with the fix
  await page.reload();
  await page.getByLabel('Website').waitFor();
  expect(await libraryFix(page)).toBe('');
  const started = Date.now();
  const out = deploy('shell', '--rollback');
  const took = Date.now() - started;
  expect(out).toMatch(/shell: rolled back from [0-9a-f]{12} to [0-9a-f]{12}/);
  console.log(`shell rollback: ${took} ms for the command (${out.trim()})`);
  expect(took).toBeLessThan(1000);
  await page.reload();
  await page.getByLabel('Website').waitFor();
  expect(await libraryFix(page)).toBe('applied');
});
