#!/usr/bin/env node
// Bundle budgets, measured on the production build as a browser loads it (headless Chromium):
//   shell initial  every JS file fetched to show /on/login (entry, React, the router, the sign-in page)
//   shell + corps list+edit
//                  every JS file fetched from /on/login to a corporation's edit screen: the landing
//                  page, the corporations list, the edit screen (each file once)
//   <remote> own   every JS file fetched from the remote when its first route is visited inside the
//                  shell (remoteEntry, exposed module, its chunks), the shell providing the shared
//                  singletons (the kit among them); a remote not yet visited has fetched nothing
//   guest app      every JS file fetched to show the standalone guest app (/guest/?guestCode=…)
// Sizes are gzip -9 of the bytes served. Fails (exit 1) when a number is above its budget.
//   node scripts/bundle-size.mjs            budgets: BUDGET_SHELL_KB (default 100), BUDGET_CORPS_KB
//                                           (default 149), BUDGET_REMOTE_KB (default 11),
//                                           BUDGET_GUEST_KB (default 60)
// Where the bytes went (docs/remotes.md#what-a-remote-weighs): on /on/login, about react-dom 55 KB,
// the router 13 KB (react-router shaken to what @staffledger/shared/router names), React with its
// scheduler, zustand, the token's decoding and the style loader 6 KB, the sign-in page with the
// parts of the library's /core it uses 9 KB, the style sheets 5 KB, the shell's entry 2 KB: no
// federation code. The first remote visited brings the shell's federation runtime (21 KB) and the
// list and form kit with the rest of /core (20 KB); of a remote's own files, its remoteEntry.js is
// 7.1 KB (Module Federation's bundler runtime, webpack's, the share tables, without the runtime's
// loading of remotes or fallback copies of the singletons). Past the sign-in,
// keeping the session (renewal, the warning, signing in again over the page) costs 3.4 KB.
// The standalone guest app (one file, 29 KB) renders with Preact's React compatibility layer instead
// of React DOM (webpack-preset/preact-renderer.cjs): Preact 10 KB where React DOM was 55 KB, the
// screen's own code (the timesheet editor, the list of weeks, the API client) 13 KB, the style
// sheets with their loader 8 KB.
// Needs the dist folders (node scripts/build-all.mjs) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { remoteFolders, ROOT } from './lib/workspace.mjs';

const BUDGET_SHELL_KB = Number(process.env.BUDGET_SHELL_KB || 100);
const BUDGET_CORPS_KB = Number(process.env.BUDGET_CORPS_KB || 149);
const BUDGET_REMOTE_KB = Number(process.env.BUDGET_REMOTE_KB || 11);
const BUDGET_GUEST_KB = Number(process.env.BUDGET_GUEST_KB || 60);
/** The first route of each remote (the shell's route table). */
const REMOTE_ROUTES = {
  'mfe-corps': '/on/corps',
  'mfe-people': '/on/vendors',
  'mfe-timesheets': '/on/timesheets',
  'mfe-finance': '/on/invoices',
  'mfe-guest': '/on/quick-time?guestCode=size-check-0000000000000000000',
};
/** The standalone guest app, served at /guest/ as the API serves it. */
const GUEST_DIST = join(ROOT, 'mfe-guest', 'dist', 'standalone');

const chromiumPath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p) => p && existsSync(p));
if (!chromiumPath) {
  console.error('bundle-size needs Chromium (set CHROMIUM_PATH, or apt-get install chromium).');
  process.exit(2);
}
const folders = remoteFolders().filter((f) => REMOTE_ROUTES[f]);
for (const dir of ['shell', ...folders]) {
  if (!existsSync(join(ROOT, dir, 'dist', 'index.html'))) {
    console.error(`${dir}/dist is missing: run node scripts/build-all.mjs first.`);
    process.exit(2);
  }
}
if (!existsSync(join(GUEST_DIST, 'index.html'))) {
  console.error('mfe-guest/dist/standalone is missing: run node scripts/build-all.mjs first.');
  process.exit(2);
}

// --- the built apps on one origin, as the API serves them ----------------------------------------
const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css',
};
const remotesJson = JSON.stringify(
  Object.fromEntries(folders.map((f) => [f.replace(/-/g, '_'), `/${f}/mf-manifest.json`])),
);

function fileIn(dist, rel) {
  const file = normalize(join(dist, rel));
  if (!file.startsWith(dist + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (pathname === '/remotes.json')
    return res.writeHead(200, { 'Content-Type': 'application/json' }).end(remotesJson);
  if (/^\/(api|auth)\//.test(pathname)) {
    return res
      .writeHead(404, { 'Content-Type': 'application/json' })
      .end('{"error":"not_found","message":"No API here."}');
  }
  if (pathname.startsWith('/guest/')) {
    const file = fileIn(GUEST_DIST, pathname.slice('/guest/'.length) || 'index.html');
    if (!file) return res.writeHead(404).end();
    return res
      .writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream' })
      .end(readFileSync(file));
  }
  const folder = folders.find((f) => pathname.startsWith(`/${f}/`));
  const dist = join(ROOT, folder || 'shell', 'dist');
  const rel = folder ? pathname.slice(folder.length + 2) : pathname.slice(1);
  const file =
    fileIn(dist, rel) || (!folder && !extname(pathname) ? join(dist, 'index.html') : null);
  if (!file) return res.writeHead(404).end();
  res
    .writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream' })
    .end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

// --- measure in the browser ----------------------------------------------------------------------
const require = createRequire(join(ROOT, 'scripts', 'package.json'));
const { chromium } = require('playwright-core');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-background-networking'],
});

const kb = (n) => (n / 1024).toFixed(1);

/** Whether the shared library's base style sheet is on the page (it defines --sl-font). */
async function baseStyleOn(page) {
  const font = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--sl-font').trim(),
  );
  return font !== '';
}
const lines = [];
let failed = false;

function report(label, files, budgetKb) {
  const raw = files.reduce((a, f) => a + f.raw, 0);
  const gz = files.reduce((a, f) => a + f.gz, 0);
  const over = gz / 1024 > budgetKb;
  failed ||= over;
  lines.push(
    `${over ? 'OVER' : 'ok  '} ${label.padEnd(22)} ${String(files.length).padStart(3)} files  ${kb(raw).padStart(7)} KB raw  ${kb(gz).padStart(6)} KB gzip  (budget ${budgetKb} KB)`,
  );
  for (const f of files.sort((a, b) => b.gz - a.gz))
    lines.push(`       ${f.url.padEnd(52)} ${kb(f.raw).padStart(7)} ${kb(f.gz).padStart(6)}`);
}

try {
  const page = await browser.newPage();
  let loaded = [];
  /** Every file the page fetched, in order (a reload fetches some again). */
  const everything = [];
  /** Bodies still being read: a file counts where it was asked for, however late it arrives. */
  let reading = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    const into = loaded;
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          const file = {
            url: url.pathname,
            raw: body.length,
            gz: gzipSync(body, { level: 9 }).length,
          };
          into.push(file);
          everything.push(file);
        }),
    );
  });
  const settled = async () => {
    await Promise.all(reading);
    reading = [];
  };

  await page.goto(`${base}/on/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.waitForLoadState('networkidle');
  await settled();
  report('shell initial', loaded, BUDGET_SHELL_KB);
  // the shell imports the library's base style sheet itself: the build passes over /core, which
  // imports it, and a build without it showed the sign-in page in the browser's defaults
  if (!(await baseStyleOn(page))) {
    lines.push('FAIL shell: the shared base style sheet is missing on /on/login (no --sl-font)');
    failed = true;
  }

  // A signed-in session (an unsigned token: only decoded in the browser; API calls answer 404 here).
  const payload = {
    sub: 'size',
    given_name: 'Size',
    family_name: 'Check',
    authorities: ['ROLE_SUPER'],
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.x`;
  await page.evaluate((t) => {
    localStorage.setItem('jwtToken', t);
    // tenant screens need a selected corporation before they load their remote
    localStorage.setItem('selectedCorpId', '1');
  }, token);
  await page.goto(`${base}/on/landing`);
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await settled();

  /** Client-side navigation, as a click in the sidebar does; resolves once `arrived` has. */
  async function visit(path, arrived) {
    loaded = [];
    // not when the network is idle: a client-side navigation does not wait for that
    const arrival = page.waitForResponse((r) => arrived(new URL(r.url()).pathname), {
      timeout: 20_000,
    });
    /* global window, PopStateEvent */
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const ok = await arrival.then(
      () => true,
      () => false,
    );
    await page.waitForTimeout(500);
    await settled();
    return ok;
  }

  /** A remote's first visit: the files fetched from its folder (none before: unvisited is 0 bytes). */
  async function firstVisit(folder, path) {
    const before = everything.filter((f) => f.url.startsWith(`/${folder}/`));
    if (before.length) {
      lines.push(`FAIL ${folder}: ${before.length} files loaded before its first visit`);
      failed = true;
    }
    await visit(path, (p) => p.startsWith(`/${folder}/__federation_expose_`));
    const own = loaded.filter((f) => f.url.startsWith(`/${folder}/`));
    if (own.length === 0) {
      lines.push(`FAIL ${folder}: nothing was loaded from /${folder}/ on ${path}`);
      failed = true;
    } else report(`${folder} own`, own, BUDGET_REMOTE_KB);
  }

  // The path of most working days: sign in, the corporations list, a corporation's edit screen.
  // Each file counts once, as a user's browser fetches it once (the script's sign-in is a reload).
  if (folders.includes('mfe-corps')) {
    await firstVisit('mfe-corps', REMOTE_ROUTES['mfe-corps']);
    const corpsChunk = (p) =>
      /^\/mfe-corps\/(?!remoteEntry|__federation_expose_)[^/]+\.js$/.test(p);
    if (!(await visit('/on/corps/edit/1', corpsChunk))) {
      lines.push('FAIL mfe-corps: the edit screen loaded no chunk of its own');
      failed = true;
    }
    const once = new Map(everything.map((f) => [f.url, f]));
    report('shell + corps list+edit', [...once.values()], BUDGET_CORPS_KB);
  }
  for (const folder of folders.filter((f) => f !== 'mfe-corps')) {
    await firstVisit(folder, REMOTE_ROUTES[folder]);
  }

  // the standalone guest app, first load in a fresh page (its API answers 404 here: no sheets)
  loaded = [];
  const guest = await browser.newPage();
  guest.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({ url: url.pathname, raw: body.length, gz: gzipSync(body, { level: 9 }).length });
  });
  await guest.goto(`${base}/guest/?guestCode=size-check-0000000000000000000`);
  await guest.getByRole('heading', { name: 'Timesheet' }).waitFor();
  await guest.waitForLoadState('networkidle');
  report('guest app first load', loaded, BUDGET_GUEST_KB);
  // its look comes from its own bundle: the shared library's base style sheet must be in it
  // (docs/guests.md#the-screen); a build that dropped it showed the browser's defaults
  /* global document, getComputedStyle */
  const font = await guest.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--sl-font').trim(),
  );
  if (!font) {
    lines.push('FAIL guest app: the shared base style sheet is missing (no --sl-font on the page)');
    failed = true;
  }
} finally {
  await browser.close();
  server.close();
}

console.log(lines.join('\n'));
process.exit(failed ? 1 : 0);
