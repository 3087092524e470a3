// `pnpm dev`: an edit to a component of a remote, or of the shell, updates the page in place
// through React Fast Refresh: no reload, and what the user typed stays in the form
// (docs/remotes.md#development-edits-without-a-reload). The shell's and mfe-corps's dev servers
// run from temporary copies on free ports; the edits go to the copies.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newStaffContext, signIn } from './browser';
import { freePort, ROOT, startProduct, waitFor, type Running } from './server';

// The update must reach the screen well before anyone would reach for the reload button.
const UPDATE_WITHIN_MS = 15_000;

function webpackCli(appDir: string): string {
  const pkg = createRequire(join(appDir, 'package.json')).resolve('webpack-cli/package.json');
  return join(dirname(pkg), 'bin', 'cli.js');
}

/** A webpack dev server of `appDir` (the current folder of the process) on `port`. */
async function startDevServer(
  appDir: string,
  port: number,
  env: Record<string, string>,
): Promise<Running> {
  const child: ChildProcess = spawn(
    process.execPath,
    [webpackCli(appDir), 'serve', '--mode', 'development', '--port', String(port)],
    {
      cwd: appDir,
      env: { ...process.env, DEV_HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitFor(`${url}/`, 90_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return { url, stop, output: () => output };
}

/**
 * An app's sources in a temporary folder that resolves its packages from the real one, so that the
 * test edits a copy and never the working tree.
 */
function copyOf(folder: string): string {
  const real = join(ROOT, folder);
  const copy = mkdtempSync(join(tmpdir(), `sl-refresh-${folder}-`));
  for (const entry of ['src', 'public', 'package.json', 'webpack.config.cjs']) {
    if (existsSync(join(real, entry))) {
      cpSync(join(real, entry), join(copy, entry), { recursive: true });
    }
  }
  symlinkSync(join(real, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Replaces `from` by `to` in a file of an app copy; returns the time of the write. */
function edit(appDir: string, file: string, from: string, to: string): number {
  const path = join(appDir, file);
  const source = readFileSync(path, 'utf8');
  expect(source).toContain(from);
  const written = Date.now();
  writeFileSync(path, source.replace(from, to));
  return written;
}

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
