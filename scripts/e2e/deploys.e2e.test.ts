// Deploying one remote while a tab is open (docs/remotes.md#deploying-an-app): the tab keeps
// working on the version it loaded, takes the new one when the user next enters the remote's
// screens, and Retry takes a mended one after a broken deployment.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually, launch, newStaffContext, signIn, switchCorporation } from './browser';
import { seeder } from './seed';
import { ROOT, startProduct, type Running } from './server';

let browser: Browser;
let product: Running;
let page: Page;
const work = mkdtempSync(join(tmpdir(), 'sl-e2e-deploys-'));
const releases = join(work, 'releases');
/** Every URL the tab asked of the releases folder. */
const released: string[] = [];

/** Runs the deploy command on a built remote (or on `from`); returns the version it published. */
function deploy(folder: string, from?: string, ...extra: string[]): string {
  const args = [join(ROOT, 'scripts', 'deploy-remote.mjs'), folder, '--releases', releases];
  args.push(...(from ? ['--from', from] : ['--skip-build']), ...extra);
  const res = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`deploy ${folder} failed:\n${res.stdout}${res.stderr}`);
  const version = /version ([0-9a-f]{12})/.exec(res.stdout)?.[1];
  if (!version) throw new Error(`no version in:\n${res.stdout}`);
  return version;
}

/** A copy of a remote's build that differs by a comment: a new version of the same code. */
function nextBuild(folder: string, label: string): string {
  const copy = join(work, `${folder}-${label}`);
  cpSync(join(ROOT, folder, 'dist'), copy, { recursive: true });
  appendFileSync(join(copy, 'remoteEntry.js'), `\n// ${label}\n`);
  return copy;
}

/** A build that requires a shared library newer than any the shell carries. */
function buildForNewerShared(folder: string): string {
  const copy = join(work, `${folder}-newer-shared`);
  cpSync(join(ROOT, folder, 'dist'), copy, { recursive: true });
  const entry = join(copy, 'remoteEntry.js');
  const text = readFileSync(entry, 'utf8');
  const current =
    /requiredVersion:"(\^[0-9.]+)",strictVersion:!0,eager:!1,layer:void 0,shareKey:"@staffledger\/shared"/.exec(
      text,
    )?.[1];
  if (!current) throw new Error('no shared requirement found in the remote entry');
  writeFileSync(
    entry,
    text.split(`requiredVersion:"${current}"`).join('requiredVersion:"^99.0.0"'),
  );
  const manifest = join(copy, 'mf-manifest.json');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').split(`"${current}"`).join('"^99.0.0"'));
  return copy;
}

/** A build whose entry script throws as it runs. */
function brokenBuild(folder: string): string {
  const copy = join(work, `${folder}-broken`);
  cpSync(join(ROOT, folder, 'dist'), copy, { recursive: true });
  writeFileSync(join(copy, 'remoteEntry.js'), 'throw new Error("a broken deployment");\n');
  return copy;
}

const asked = (folder: string, version: string) =>
  released.filter((url) => url.includes(`/releases/${folder}/${version}/`));

beforeAll(async () => {
  browser = await launch();
  deploy('mfe-corps');
  deploy('mfe-people');
  product = await startProduct({ RELEASES_DIR: releases });
  const seed = await seeder(product.url);
  await seed.corporation('Acme Staffing');
  await seed.vendor({ name: 'Initech' });
  page = await (await newStaffContext(browser)).newPage();
  page.on('request', (request) => {
    if (request.url().includes('/releases/')) released.push(request.url());
  });
  await signIn(page, product.url);
  await switchCorporation(page, 'Acme Staffing');
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('an open tab survives deployments and takes a new version when the user next enters it', async () => {
  const people1 = deploy('mfe-people'); // the same build: the same version, nothing moves
  await page.getByRole('link', { name: 'Vendors' }).click();
  await page.getByRole('link', { name: 'Initech' }).waitFor();
  expect(asked('mfe-people', people1).some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);

  // Another remote is deployed, then this one: the open screen keeps working on what it loaded,
  // its lazy edit form included (the replaced version's files are still served).
  const corps2 = deploy('mfe-corps', nextBuild('mfe-corps', 'v2'));
  const people2 = deploy('mfe-people', nextBuild('mfe-people', 'v2'));
  expect(people2).not.toBe(people1);
  const before = asked('mfe-people', people1).length;
  await page.getByRole('link', { name: 'Initech' }).click();
  await page.getByRole('textbox', { name: 'Name' }).waitFor();
  expect(asked('mfe-people', people1).length).toBeGreaterThan(before);
  expect(asked('mfe-people', people2)).toEqual([]);

  // Entering another remote's screens takes that remote's new version...
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('heading', { name: 'Admin Settings' }).waitFor();
  expect(asked('mfe-corps', corps2).some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);

  // ...and coming back to the vendors takes theirs.
  const clicked = Date.now();
  await page.getByRole('link', { name: 'Vendors' }).click();
  await page.getByRole('link', { name: 'Initech' }).waitFor();
  await eventually(() =>
    expect(asked('mfe-people', people2).some((u) => u.endsWith('/remoteEntry.js'))).toBe(true),
  );
  console.log(
    `a new deployment in use ${Date.now() - clicked} ms after the user entered its screens`,
  );
});

/** The load failures the tab reported to the API. */
const reported: unknown[] = [];

/** A new tab of the same signed-in staff user, on the landing page. */
async function freshTab(): Promise<Page> {
  const tab = await page.context().newPage();
  tab.on('request', (request) => {
    if (request.url().endsWith('/api/client/load-failures')) reported.push(request.postDataJSON());
  });
  await tab.goto(`${product.url}/on/landing`);
  await tab.getByRole('link', { name: 'Vendors' }).waitFor();
  return tab;
}

test('a broken deployment: an open tab falls back to the version it ran, a new one to the version deployed before; a rollback mends both', async () => {
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client/load-failures')) reported.push(request.postDataJSON());
  });
  // the gate refuses it; forced past the gate, it is published all the same
  expect(() => deploy('mfe-people', brokenBuild('mfe-people'))).toThrow(
    /in the browser, mfe_people\/Vendors did not load/,
  );
  const broken = deploy('mfe-people', brokenBuild('mfe-people'), '--force');

  // the open tab ran the previous version: it goes on with it, and tells the API
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('heading', { name: 'Change Password' }).waitFor();
  await page.getByRole('link', { name: 'Vendors' }).click();
  await page.getByRole('link', { name: 'Initech' }).waitFor();
  await eventually(() =>
    expect(reported).toEqual(
      expect.arrayContaining([
        { app: 'mfe_people', version: broken, kind: 'code' },
        { app: 'mfe_people', version: broken, kind: 'fallback' },
      ]),
    ),
  );

  // a tab opened since ran no earlier version: it goes on with the one deployed before, which the
  // product names, and tells the API too
  const fallbacks = () => reported.filter((r) => (r as { kind: string }).kind === 'fallback');
  expect(fallbacks()).toHaveLength(1);
  const tab = await freshTab();
  await tab.getByRole('link', { name: 'Vendors' }).click();
  await tab.getByRole('link', { name: 'Initech' }).waitFor();
  await eventually(() => expect(fallbacks()).toHaveLength(2));
  expect(await tab.getByRole('alert').count()).toBe(0);

  const started = Date.now();
  const rolledBack = spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts', 'deploy-remote.mjs'),
      'mfe-people',
      '--rollback',
      '--releases',
      releases,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(rolledBack.status).toBe(0);
  console.log(
    `rollback of a broken remote: ${Date.now() - started} ms (${rolledBack.stdout.trim()})`,
  );
  await tab.close();
  // after the rollback, a new tab takes the version rolled back to, with no failure
  const failures = reported.length;
  const after = await freshTab();
  await after.getByRole('link', { name: 'Vendors' }).click();
  await after.getByRole('link', { name: 'Initech' }).waitFor();
  expect(reported.length).toBe(failures);
  await after.close();
});

test('a remote built for a newer shared library is refused, and if forced, an open tab goes on with the version it ran and a new one says a reload will not help', async () => {
  const newer = buildForNewerShared('mfe-people');
  const refused = spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts', 'deploy-remote.mjs'),
      'mfe-people',
      '--releases',
      releases,
      '--from',
      newer,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('the remote needs ^99.0.0');
  expect(refused.stderr).toContain('nothing was published');

  deploy('mfe-people', newer, '--force');
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('heading', { name: 'Change Password' }).waitFor();
  await page.getByRole('link', { name: 'Vendors' }).click();
  await page.getByRole('link', { name: 'Initech' }).waitFor();

  // a new tab where no earlier version is kept (a remote's first deployment) says what happened
  const tab = await freshTab();
  await tab.route('**/remotes-previous.json', (route) => route.fulfill({ json: {} }));
  await tab.getByRole('link', { name: 'Vendors' }).click();
  await tab
    .getByText(
      'This part of StaffLedger (Vendors) was built for a newer version of StaffLedger than the one deployed. Reloading will not help until that version is deployed; the failure has been reported.',
    )
    .waitFor();
  expect(await tab.getByRole('button', { name: 'Reload' }).count()).toBe(0);
  // the other parts still run
  await tab.getByRole('link', { name: 'Admin' }).click();
  await tab.getByRole('heading', { name: 'Admin Settings' }).waitFor();
  await tab.close();
  deploy('mfe-people'); // back to a build the page can run
});
