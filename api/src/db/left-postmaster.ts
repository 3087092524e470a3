import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive, processState } from './datadir-lock.js';
import type { Log } from './embedded.js';

const POSTMASTER_STOP_MS = 15_000;
const POSTMASTER_KILL_MS = 5_000;
const SHARED_MEMORY_WAIT_MS = 15_000;

type PostmasterFile = { pid: number; shmid: number | null };

/** `pgDir/postmaster.pid`: the postmaster's pid (line 1) and its shared memory's id (line 7). */
function readPostmasterFile(pgDir: string): PostmasterFile | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0], 10);
  const shmid = Number.parseInt(lines[6]?.trim().split(/\s+/)[1] ?? '', 10);
  return pid > 0 ? { pid, shmid: Number.isInteger(shmid) ? shmid : null } : null;
}

/**
 * Whether `pid` is a PostgreSQL still running on `pgDir` ('running'), a process that is not one
 * ('stale': a zombie, or the pid reused by another program), gone ('gone': PostgreSQL sees that
 * itself), or cannot be told (no /proc, or its command line unreadable).
 */
function postmasterState(pid: number, pgDir: string): 'running' | 'stale' | 'gone' | 'unknown' {
  const state = processState(pid);
  if (state === 'Z' || state === 'X') return 'stale';
  if (!isProcessAlive(pid)) return 'gone';
  const ours = state === null ? null : runsOnDataDir(pid, pgDir);
  if (ours === null) return 'unknown';
  return ours ? 'running' : 'stale';
}

/**
 * Whether process `pid` is a postgres started with `-D pgDir` (the postmaster keeps its argv);
 * null when its command line cannot be read.
 */
function runsOnDataDir(pid: number, pgDir: string): boolean | null {
  let argv: string[];
  try {
    argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return null;
  }
  const at = argv.indexOf('-D');
  return path.basename(argv[0]) === 'postgres' && at > 0 && samePath(argv[at + 1], pgDir);
}

function samePath(a: string | undefined, b: string): boolean {
  if (!a) return false;
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
  return true;
}

/** Processes attached to System V shared memory `shmid` (0 once it is gone); null without /proc. */
function sharedMemoryUsers(shmid: number): number | null {
  let table: string[][];
  try {
    table = fs
      .readFileSync('/proc/sysvipc/shm', 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/));
  } catch {
    return null;
  }
  const [header, ...rows] = table;
  const row = rows.find((r) => Number(r[header.indexOf('shmid')]) === shmid);
  return row ? Number(row[header.indexOf('nattch')]) : 0;
}

async function stopPostmaster(pid: number, pgDir: string, log: Log): Promise<void> {
  log.info(`Stopping the PostgreSQL (pid ${pid}) left running on ${pgDir} by a process that ended`);
  const ended = () => !isProcessAlive(pid);
  process.kill(pid, 'SIGINT'); // fast shutdown: open transactions roll back, nothing is lost
  if (await waitUntil(ended, POSTMASTER_STOP_MS)) return;
  process.kill(pid, 'SIGKILL');
  if (!(await waitUntil(ended, POSTMASTER_KILL_MS))) {
    throw new Error(`The PostgreSQL (pid ${pid}) left running on ${pgDir} does not stop.`);
  }
}

/**
 * What a process killed without stopping its PostgreSQL leaves behind, cleared so the next start
 * does not fail. Killed alone, its postmaster runs on with nobody to use or stop it, and PostgreSQL
 * refuses a second server on the directory: it is stopped. Killed with it (its process group), the
 * postmaster's children (each in a process group of its own) may outlive it for a moment, attached
 * to its shared memory, which PostgreSQL refuses too: they are waited for. And the postmaster.pid left
 * may name a zombie or a reused pid, which PostgreSQL takes for a live server: it is removed.
 */
export async function clearLeftPostmaster(pgDir: string, log: Log): Promise<void> {
  const left = readPostmasterFile(pgDir);
  if (!left) return;
  let state = postmasterState(left.pid, pgDir);
  if (state === 'unknown') return;
  if (state === 'running') {
    await stopPostmaster(left.pid, pgDir, log);
    // a fast shutdown removes its postmaster.pid; a killed postmaster leaves it
    if (!readPostmasterFile(pgDir)) return;
    state = postmasterState(left.pid, pgDir);
  }
  const { shmid } = left;
  if (shmid !== null) await waitUntil(() => !sharedMemoryUsers(shmid), SHARED_MEMORY_WAIT_MS);
  if (state === 'stale') fs.rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
}
