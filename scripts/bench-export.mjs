#!/usr/bin/env node
// Download Excel at an agency's real size, end to end: in Chromium at 1366×900, the administrator
// signs in, switches to the corporation that holds half of `pnpm seed`'s data set, opens
// Timesheets and clicks Download Excel (100,000 rows at scale 1); the time runs from the click to
// the saved file, and the memory of the tab and of the product's server is sampled every 50 ms:
// their peak is that of the two together, at the same moment (each one's own peak is printed too).
// The reference, run alternately on the same database: exceljs's streaming writer in one Node
// process reading the same rows through a cursor (scripts/bench/exceljs-reference.mjs). Each file
// is read back and its rows counted. Prints each run, then the ranges and the ratios, with the
// machine's load average before and after.
//   node scripts/bench-export.mjs [--scale 1] [--rounds 3] [--profile]
// --profile: the tab's JavaScript is sampled during the product's first run, and the functions
// that took the most time of their own are printed after it (where the next saving lies).
// Builds what is missing first. Embedded PostgreSQL in a temporary folder, or a database created
// on DATABASE_URL's server and dropped after.
/* global window, document, MutationObserver -- the functions given to page.evaluate run in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptions, load, memoryOf, privateMemoryOf, range, startBench } from './lib/bench.mjs';
import { adminPageIn, launchChromium } from './lib/bench-browser.mjs';
import { buildAll, ROOT } from './lib/workspace.mjs';

const options = benchOptions({ scale: 1, rounds: 3 }, ['profile']);
const PASSWORD = 'Bench-Export-1';
const CORP = 'Northwind Staffing';
const scriptsRequire = createRequire(join(ROOT, 'scripts', 'package.json'));
const XLSX = scriptsRequire('xlsx');

/** The processes whose parent chain leads to `root`, with their command lines. */
function descendants(root) {
  const parent = new Map();
  const command = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      command.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // ended meanwhile
    }
  }
  const under = (pid) => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  return [...parent.keys()].filter(under).map((pid) => ({ pid, command: command.get(pid) }));
}

/** A process's memory now (MB): resident, and its own pages alone (see privateMemoryOf). */
const memoryNow = (pid) => ({ rss: memoryOf(pid).now, own: privateMemoryOf(pid) });

/** The larger of two readings, measure by measure. */
const larger = (a, b) => (a ? { rss: Math.max(a.rss, b.rss), own: Math.max(a.own, b.own) } : b);

/**
 * Samples the memory of some processes every 50 ms until stopped; answers each one's peaks, and
 * the peak of what `together` makes of one sample's readings (by pid): the processes' memory at
 * the same moment, which is less than the sum of their peaks when these come at different times.
 * `pids()` is asked again at each sample, as a browser may start processes meanwhile.
 */
function sampleMemory(pids, together = (readings) => [...readings.values()].reduce(larger)) {
  const peaks = new Map();
  let peakTogether;
  const sample = () => {
    const readings = new Map();
    for (const pid of pids()) {
      try {
        readings.set(pid, memoryNow(pid));
        peaks.set(pid, larger(peaks.get(pid), readings.get(pid)));
      } catch {
        // ended meanwhile
      }
    }
    if (readings.size > 0) peakTogether = larger(peakTogether, together(readings));
  };
  sample();
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    sample();
    return { peaks, together: peakTogether };
  };
}

/** Two readings added up (or the second taken from the first), measure by measure. */
const sum = (a, b, sign = 1) => ({ rss: a.rss + sign * b.rss, own: a.own + sign * b.own });

/** The rows of an .xlsx file's first sheet, header first, and its sheet's name. */
function readBack(file) {
  const book = XLSX.readFile(file, { dense: true });
  const name = book.SheetNames[0];
  return { sheet: name, rows: XLSX.utils.sheet_to_json(book.Sheets[name], { header: 1 }) };
}

/** Samples the page's JavaScript until the answered function is called; prints the top 15. */
async function profile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // the JavaScript heap and the buffers outside it, at their largest
  const heap = { total: 0, used: 0, buffers: 0 };
  const timer = setInterval(async () => {
    const usage = await cdp.send('Runtime.getHeapUsage').catch(() => null);
    if (!usage) return;
    heap.total = Math.max(heap.total, usage.totalSize / 2 ** 20);
    heap.used = Math.max(heap.used, usage.usedSize / 2 ** 20);
    heap.buffers = Math.max(heap.buffers, (usage.backingStorageSize ?? 0) / 2 ** 20);
  }, 50);
  return async () => {
    clearInterval(timer);
    const { profile: p } = await cdp.send('Profiler.stop');
    const own = new Map();
    const spans = p.timeDeltas;
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const { functionName, url, lineNumber } = byId.get(id).callFrame;
      const where = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
      own.set(where, (own.get(where) ?? 0) + (spans[i + 1] ?? 0) / 1000);
    });
    console.log(
      `the tab's JavaScript heap at its largest: ${heap.total.toFixed(0)} MB (${heap.used.toFixed(0)} MB in use), buffers outside it ${heap.buffers.toFixed(0)} MB`,
    );
    const total = [...own.values()].reduce((a, b) => a + b, 0);
    console.log(`the tab's time, ${total.toFixed(0)} ms sampled, by own time:`);
    for (const [where, ms] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${where}`);
    }
    await cdp.detach();
  };
}

/** The product's Download Excel in the open Timesheets screen: time, peaks, rows seen. */
async function productRun(page, serverPid, browserPid, dir) {
  const renderers = () =>
    descendants(browserPid)
      .filter((p) => p.command.includes('--type=renderer'))
      .map((p) => p.pid);
  const rest = memoryNow(serverPid);
  const tabAtRest = renderers().map(memoryNow).reduce(larger);
  // the last progress the status showed, and when (from the click) the first rows and the end
  // came, kept by the page itself so that no sample misses them
  await page.evaluate(() => {
    const seen = { shown: '', clicked: 0, firstRows: 0, done: 0 };
    window.__export = seen;
    const status = document.querySelector('[role="status"].sl-export-status');
    document.addEventListener('click', () => (seen.clicked ||= performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver(() => {
      const text = status.textContent;
      if (/rows received/.test(text)) {
        seen.shown = text;
        seen.firstRows ||= performance.now();
      } else if (seen.firstRows && !text) seen.done ||= performance.now();
    }).observe(status, { childList: true, subtree: true, characterData: true });
  });
  const profiled = options.flags.has('profile') && !productRun.profiled && (await profile(page));
  productRun.profiled = true;
  // the tab is the largest renderer; the server is added to it at the same moment
  const tabAndServer = (readings) => {
    const tabs = [...readings].filter(([pid]) => pid !== serverPid).map(([, r]) => r);
    const server = readings.get(serverPid) ?? { rss: 0, own: 0 };
    return tabs.length ? sum(server, tabs.reduce(larger)) : server;
  };
  const stop = sampleMemory(() => [serverPid, ...renderers()], tabAndServer);
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  const file = join(dir, `product-${Date.now()}.xlsx`);
  await download.saveAs(file);
  const ms = performance.now() - started;
  const { peaks, together } = stop();
  const server = peaks.get(serverPid);
  peaks.delete(serverPid);
  const tab = [...peaks.values()].reduce(larger);
  if (profiled) await profiled();
  await page
    .getByRole('button', { name: 'Download Excel' })
    .and(page.locator(':enabled'))
    .waitFor();
  const seen = await page.evaluate(() => window.__export);
  const inTab = {
    firstRows: (seen.firstRows - seen.clicked) / 1000,
    done: (seen.done - seen.clicked) / 1000,
  };
  const peak = together;
  const apart = sum(server, tab);
  const parts = { tab: sum(tab, tabAtRest, -1).own, server: sum(server, rest, -1).own };
  const above = sum(peak, sum(rest, tabAtRest), -1);
  const atRest = { tab: tabAtRest.own, server: rest.own };
  return { ms, file, peak, apart, above, parts, atRest, shown: seen.shown, inTab };
}

/** The reference writer in a process of its own: its own time, its peak, the file. */
async function referenceRun(url, corp, dir) {
  const file = join(dir, `reference-${Date.now()}.xlsx`);
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'bench', 'exceljs-reference.mjs'), String(corp), file],
    { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = sampleMemory(() => [child.pid]);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const peak = stop().together;
  if (code !== 0) throw new Error(`the reference writer exited (${code})`);
  return { ms: JSON.parse(out).ms, file, peak };
}

const loadBefore = load();
if (!buildAll({ ifMissing: true }).every((r) => r.ok)) process.exit(1);
const bench = await startBench();
const dir = mkdtempSync(join(tmpdir(), 'sl-bench-export-'));
let browser;
try {
  const { url, corp } = await bench.seededDatabase('sl-bench-export', options.scale);
  const product = await bench.serveProduct(
    'the product',
    { DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD },
    { web: true },
  );
  const serverPid = bench.pidOf(product);
  browser = await launchChromium();
  const browserPid = descendants(process.pid).find(
    (p) => /chrom/.test(p.command.split('\0')[0]) && !p.command.includes('--type='),
  )?.pid;
  const page = await adminPageIn(browser, product, PASSWORD, CORP);
  await page.getByRole('link', { name: 'Timesheets', exact: true }).click();
  await page.getByRole('heading', { name: 'Timesheets', exact: true }).waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ })
    .first()
    .waitFor();

  const runs = { product: [], reference: [] };
  for (let round = 1; round <= options.rounds; round++) {
    const order = round % 2 === 1 ? ['product', 'reference'] : ['reference', 'product'];
    for (const who of order) {
      const r =
        who === 'product'
          ? await productRun(page, serverPid, browserPid, dir)
          : await referenceRun(url, corp, dir);
      const back = readBack(r.file);
      rmSync(r.file);
      if (back.sheet !== 'Timesheets') throw new Error(`${who}: the sheet is "${back.sheet}"`);
      r.rows = back.rows.length - 1;
      runs[who].push(r);
      const mb = (m) => `${m.rss.toFixed(0)} MB resident, ${m.own.toFixed(0)} MB own`;
      const extra =
        who === 'product'
          ? ` (tab + server at the same moment; each at its own peak ${mb(r.apart)}; at rest own: tab ${r.atRest.tab.toFixed(0)}, server ${r.atRest.server.toFixed(0)}; above rest ${mb(r.above)}: tab ${r.parts.tab.toFixed(0)}, server ${r.parts.server.toFixed(0)}); in the tab, first rows after ${r.inTab.firstRows.toFixed(2)} s, file written after ${r.inTab.done.toFixed(2)} s; status showed "${r.shown}"`
          : ' (the writer process)';
      console.log(
        `round ${round}  ${who.padEnd(9)} ${(r.ms / 1000).toFixed(2)} s  ${r.rows.toLocaleString('en-US')} rows  peak ${mb(r.peak)}${extra}  (load ${load()})`,
      );
    }
  }
  const ms = (who) => runs[who].map((r) => r.ms / 1000);
  const peak = (who, measure) => runs[who].map((r) => r.peak[measure]);
  const above = (measure) => runs.product.map((r) => r.above[measure]);
  const apart = (measure) => runs.product.map((r) => r.apart[measure]);
  const ratios = (f) => runs.product.map((r, i) => f(r) / f(runs.reference[i]));
  console.log(
    `\n${options.rounds} interleaved rounds, 2 cores; load average ${loadBefore} before, ${load()} after`,
  );
  console.log(
    `time         product ${range(ms('product'), 2)} s | reference ${range(ms('reference'), 2)} s | ratio ${range(
      ratios((r) => r.ms),
      2,
    )}`,
  );
  for (const [measure, name] of [
    ['rss', 'resident'],
    ['own', 'own pages'],
  ]) {
    console.log(
      `peak memory, ${name.padEnd(9)}  product ${range(peak('product', measure))} MB (tab + server at once; ${range(above(measure))} MB above rest; each at its own peak ${range(apart(measure))}) | reference ${range(peak('reference', measure))} MB | ratio ${range(
        ratios((r) => r.peak[measure]),
        2,
      )}`,
    );
  }
} finally {
  await browser?.close();
  await bench.finish();
  rmSync(dir, { recursive: true, force: true });
}
