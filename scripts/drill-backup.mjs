#!/usr/bin/env node
// Backup drill: the disk is lost, what comes back? Loads `pnpm seed --scale S` into a temporary
// DATA_DIR, starts the built product on it with BACKUP_DIR set (WAL archived every ARCHIVE_TIMEOUT
// seconds, a scheduled base backup every BACKUP_INTERVAL), runs 8 loops creating corporations,
// waits for a scheduled backup to finish mid-way through them, writes on, then kills the whole
// process group with SIGKILL and deletes the data directory. `pnpm restore BACKUP_DIR` brings it
// back (timed: RTO), the product starts on it, and the drill counts the acknowledged writes that
// came back. Prints the backup's size and time, the writes' worst latency while it ran, the
// writes lost and how long before the kill they were acknowledged (RPO), the restore's time, and
// whether every invoice's amount and every sheet's hours (and every stored file) are equal before
// and after. Exits non-zero when a write older than the archive interval (plus 2 s for the archive
// command) was lost, a digest differs, or a step fails.
//   node scripts/drill-backup.mjs [--scale 1] [--seconds 20] [--archive-timeout 10] [--interval 20]
//   node scripts/drill-backup.mjs --quick      (the test run's: scale 0.01, a few seconds each)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOptions, load } from './lib/bench.mjs';
import {
  freePort,
  killGroup,
  running,
  seconds,
  signIn,
  sleep,
  startProduct,
  stopProduct,
  waitUntilUp,
} from './lib/product.mjs';
import { buildAll, ROOT } from './lib/workspace.mjs';

const QUICK = { scale: 0.01, seconds: 4, 'archive-timeout': 2, interval: 10 };
const parsed = benchOptions({ scale: 1, seconds: 20, 'archive-timeout': 10, interval: 20 }, [
  'quick',
]);
const options = parsed.flags.has('quick') ? { ...parsed, ...QUICK } : parsed;
const WRITERS = 8;
/** The archive command's own time on top of ARCHIVE_TIMEOUT: compress and flush one file. */
const ARCHIVE_SLACK_MS = 2000;
const PREFIX = 'Backup drill';
const scratch = [];

const dist = (file) => import(join(ROOT, 'api', 'dist', file));

function node(script, args, env) {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${script} failed:\n${run.stdout}${run.stderr}`);
  return run.stdout.trim();
}

/** The fingerprint of the running product's embedded database (api/src/backup/fingerprint.ts). */
async function fingerprintOf(dataDir) {
  const { runningServerUrl } = await dist('backup/cli.js');
  const { fingerprintAt } = await dist('backup/fingerprint.js');
  return fingerprintAt(runningServerUrl(dataDir));
}

/**
 * The parts of the data the load does not touch: they must come back exactly. (Each corporation
 * the load creates comes with its own settings, so the settings are compared by the API test.)
 */
function untouched(print) {
  const { invoiceAmounts, sheetHours, files, rows } = print;
  const keep = [
    'invoices',
    'invoice_items',
    'timesheets',
    'timesheet_items',
    'employees',
    'vendors',
  ];
  return { invoiceAmounts, sheetHours, files, rows: keep.map((t) => [t, rows[t]]) };
}

async function writer(base, headers, n, state) {
  for (let i = 1; !state.killed; i++) {
    const name = `${PREFIX} w${n} #${i}`;
    const sent = Date.now();
    let res;
    try {
      res = await fetch(`${base}/api/corps`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name, contacts: [] }),
      });
    } catch {
      return;
    }
    const body = await res.json().catch(() => ({}));
    if (res.status !== 201 || body.id === undefined) continue;
    state.acked.set(name, Date.now());
    state.latencies.push({ at: sent, ms: Date.now() - sent });
  }
}

const backupsIn = async (dir) => (await dist('backup/backup-set.js')).listBackups(dir);

/** Waits for the schedule to have written `n` whole backups, for at most 10 intervals. */
async function backupsAtLeast(dir, n, product) {
  const deadline = Date.now() + options.interval * 10_000 + 120_000;
  while ((await backupsIn(dir)).length < n) {
    if (Date.now() > deadline) {
      throw new Error(`no scheduled backup came; the product logged:\n${product.output()}`);
    }
    await sleep(200);
  }
}

async function main() {
  if (!buildAll({ ifMissing: true, only: ['api'], log: () => {} }).every((r) => r.ok)) {
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sl-drill-backup-data-'));
  const backupDir = mkdtempSync(join(tmpdir(), 'sl-drill-backup-'));
  scratch.push(dataDir, backupDir);
  const env = {
    BACKUP_DIR: backupDir,
    ARCHIVE_TIMEOUT: String(options['archive-timeout']),
    BACKUP_INTERVAL: String(options.interval),
  };
  console.log(
    `scale ${options.scale}, ${WRITERS} writers, ARCHIVE_TIMEOUT ${env.ARCHIVE_TIMEOUT} s, ` +
      `BACKUP_INTERVAL ${env.BACKUP_INTERVAL} s; load average ${load()}`,
  );
  let started = Date.now();
  node('seed.mjs', ['--scale', String(options.scale)], { DATA_DIR: dataDir });
  console.log(`seeded in ${seconds(Date.now() - started)}`);

  const port = await freePort();
  let product = startProduct(dataDir, port, env);
  if ((await waitUntilUp(product)) !== 'up') throw new Error(`start failed:\n${product.output()}`);
  const first = product;
  const before = await fingerprintOf(dataDir);
  // the schedule's first backup (a new backup directory has none): the load starts after it
  await backupsAtLeast(backupDir, 1, first);

  const state = { acked: new Map(), latencies: [], killed: false };
  const headers = await signIn(product.base);
  const loadStart = Date.now();
  const writers = Array.from({ length: WRITERS }, (_, w) =>
    writer(product.base, headers, w + 1, state),
  );
  // a scheduled backup that starts and ends while the writers run
  await backupsAtLeast(backupDir, 2, first);
  const midway = (await backupsIn(backupDir)).at(-1).manifest;
  await sleep(options.seconds * 1000);
  state.killed = true;
  const killedAt = Date.now();
  await killGroup(product);
  await Promise.all(writers);
  rmSync(dataDir, { recursive: true, force: true });
  const loadSeconds = (killedAt - loadStart) / 1000;

  started = Date.now();
  const restoreReport = node('restore.mjs', [backupDir], { DATA_DIR: dataDir });
  const restoreMs = Date.now() - started;
  product = startProduct(dataDir, port, env);
  if ((await waitUntilUp(product)) !== 'up')
    throw new Error(`restart failed:\n${product.output()}`);
  const upMs = Date.now() - started;
  const after = await fingerprintOf(dataDir);
  const found = new Set(
    (
      await (
        await fetch(`${product.base}/api/corps`, { headers: await signIn(product.base) })
      ).json()
    )
      .map((c) => c.name)
      .filter((name) => name.startsWith(PREFIX)),
  );
  await stopProduct(product);
  for (const line of `${first.output()}\n${product.output()}`.split('\n')) {
    if (/backup failed/i.test(line)) console.log(`the product logged: ${line.slice(0, 300)}`);
  }

  const lost = [...state.acked].filter(([name]) => !found.has(name));
  const oldestLost = lost.length ? Math.min(...lost.map(([, at]) => at)) : null;
  const rpoMs = oldestLost === null ? 0 : killedAt - oldestLost;
  const allowedMs = options['archive-timeout'] * 1000 + ARCHIVE_SLACK_MS;
  const during = state.latencies.filter(
    (l) => l.at >= Date.parse(midway.startedAt) - 1000 && l.at <= Date.parse(midway.finishedAt),
  );
  const worst = (ls) => (ls.length ? Math.max(...ls.map((l) => l.ms)) : 0);
  const median = (ls) =>
    ls.length ? ls.map((l) => l.ms).sort((x, y) => x - y)[ls.length >> 1] : 0;
  const outside = state.latencies.filter((l) => !during.includes(l));
  const equal = JSON.stringify(untouched(before)) === JSON.stringify(untouched(after));

  console.log(
    `\nmid-way backup ${midway.name}: ${(midway.bytes / 1048576).toFixed(1)} MB ` +
      `(database ${(midway.databaseBytes / 1048576).toFixed(1)} MB) in ${seconds(midway.durationMs)}; ` +
      `${during.length} writes acked while it ran: median ${median(during)} ms, slowest ` +
      `${worst(during)} ms; the other ${outside.length}: median ${median(outside)} ms, slowest ` +
      `${worst(outside)} ms`,
  );
  console.log(
    `load: ${state.acked.size} writes acked in ${loadSeconds.toFixed(1)} s, then SIGKILL and the data directory deleted`,
  );
  console.log(restoreReport.split('\n').slice(0, 2).join('\n'));
  console.log(
    `RTO: restored in ${seconds(restoreMs)}, answering in ${seconds(upMs)} from the start of the restore`,
  );
  console.log(
    `RPO: ${lost.length} of ${state.acked.size} acked writes lost, ` +
      (oldestLost === null ? 'none' : `the oldest acknowledged ${seconds(rpoMs)} before the kill`) +
      ` (allowed: ${seconds(allowedMs)}, ARCHIVE_TIMEOUT + the archive command)`,
  );
  console.log(
    `invoice amounts, sheets' hours and files before and after: ${equal ? 'equal' : 'DIFFERENT'} ` +
      `(${before.rows.invoices} invoices totalling ${before.invoiceAmounts.sum}, ` +
      `${before.rows.timesheet_items} sheet days totalling ${before.sheetHours.sum} hours); load average ${load()}`,
  );
  if (!equal) {
    console.log(JSON.stringify({ before: untouched(before), after: untouched(after) }, null, 1));
  }
  const ok = equal && rpoMs <= allowedMs && state.acked.size > 0;
  console.log(ok ? '\nbackup drill: ok' : '\nbackup drill: FAILED');
  return ok;
}

function cleanUp() {
  for (const p of running) killGroup(p);
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

main()
  .then((ok) => {
    cleanUp();
    process.exit(ok ? 0 : 1);
  })
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    cleanUp();
    process.exit(1);
  });
