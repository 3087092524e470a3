#!/usr/bin/env node
// Time from opening a guest link to a week the guest can type into, in headless Chromium with a
// cold cache (a new browser context per load, as a guest opening an e-mailed link), interleaved:
//   standalone   the standalone guest app on an origin of its own (serve-guest.mjs)
//   shell        the shell's /on/quick-time
//   staff        reference: a signed-in super user opening the same week on /on/timesheet-items
// Also counts the wrong codes one client address may try before the API answers 429.
//   node scripts/bench-guest.mjs [rounds]       (default 10; needs a production build and Chromium)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/workspace.mjs';

const rounds = Number(process.argv[2] || 10);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
for (const file of [
  'api/dist/server.js',
  'shell/dist/index.html',
  'mfe-guest/dist/standalone/index.html',
]) {
  if (!existsSync(join(ROOT, file))) {
    console.error(`${file} is missing: run node scripts/build-all.mjs first.`);
    process.exit(2);
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

const children = [];
function run(args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

// --- the product and the standalone guest app on a second origin ---------------------------------
const apiPort = await freePort();
const guestPort = await freePort();
const api = `http://127.0.0.1:${apiPort}`;
const guestOrigin = `http://127.0.0.1:${guestPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sl-bench-guest-'));
const ADMIN = { username: 'admin', password: 'Bench-Guest-Pass-1' };
run([join(ROOT, 'api', 'dist', 'server.js')], {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL: api,
  GUEST_ORIGINS: guestOrigin,
  LOG_LEVEL: 'warn',
});
run([join(ROOT, 'scripts', 'serve-guest.mjs'), String(guestPort), api]);

const require = createRequire(join(ROOT, 'scripts', 'package.json'));
const { chromium } = require('playwright-core');
let browser;
try {
  await waitFor(`${api}/api/health`);
  await waitFor(`${guestOrigin}/guest-config.json`);

  // --- seed through the API ----------------------------------------------------------------------
  const basic = Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64');
  const tokenRes = await fetch(`${api}/auth/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const token = (await tokenRes.json()).access_token;
  let corpId;
  const post = async (path, body) => {
    const res = await fetch(`${api}/api${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...(corpId ? { 'X-Corp-ID': String(corpId) } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  corpId = (await post('/corps', { name: 'Bench Staffing' })).id;
  const vendor = await post('/vendors', { name: 'Globex' });
  const employee = await post('/employees', {
    firstName: 'Gina',
    lastName: 'Guest',
    category: 'W2',
    workAuth: 'Citizen',
    designation: 'Nurse',
  });
  const sheet = await post('/timesheets', {
    employeeId: employee.id,
    vendorId: vendor.id,
    periodStartDate: '2026-11-16',
    periodEndDate: '2026-11-22',
    billingCode: 'BENCH',
  });
  const { guestCode } = await post(`/employees/${employee.id}/guest-code`, {});

  // --- load each page, interleaved ---------------------------------------------------------------
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const variants = {
    standalone: { url: `${guestOrigin}/?guestCode=${guestCode}` },
    shell: { url: `${api}/on/quick-time?guestCode=${guestCode}` },
    staff: {
      url: `${api}/on/timesheet-items?timesheetId=${sheet.id}`,
      storage: { jwtToken: token, selectedCorpId: String(corpId) },
    },
  };
  const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  const load0 = loadavg()[0];
  const names = Object.keys(variants);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(r + i) % names.length];
      const { url, storage } = variants[name];
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      if (storage) {
        await context.addInitScript((entries) => {
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        }, storage);
      }
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(url);
      const hours = page.getByLabel('Hours Worked 11/16/2026');
      await hours.waitFor();
      while (!(await hours.isEnabled())) await page.waitForTimeout(5);
      times[name].push(performance.now() - started);
      await context.close();
    }
  }
  const load1 = loadavg()[0];

  // --- wrong codes before 429 --------------------------------------------------------------------
  let wrong = 0;
  for (; wrong < 100; wrong++) {
    const res = await fetch(
      `${api}/api/guest/wrong-code-${String(wrong).padStart(20, '0')}/verify`,
    );
    if (res.status === 429) break;
  }

  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
  const p90 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];
  const ref = median(times.staff);
  console.log(`guest link to an editable week, ${rounds} cold loads each, interleaved`);
  console.log(
    `machine load (1-min average): ${load0.toFixed(2)} before, ${load1.toFixed(2)} after`,
  );
  for (const name of names) {
    const m = median(times[name]);
    console.log(
      `${name.padEnd(11)} median ${Math.round(m)} ms  p90 ${Math.round(p90(times[name]))} ms  ` +
        `ratio to staff items screen ${(m / ref).toFixed(2)}`,
    );
  }
  console.log(`wrong codes from one address before 429: ${wrong}`);
} finally {
  await browser?.close();
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
