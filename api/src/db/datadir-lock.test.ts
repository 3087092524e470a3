import { transformSync } from '@swc/core';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock, isProcessAlive, processState } from './datadir-lock.js';
import { tmpDataDir } from './embedded.js';

const onLinux = process.platform === 'linux' ? test : test.skip;
const LOCK = 'staffledger.lock';
const inUse = (pid: number, dir: string) =>
  `Another StaffLedger process (pid ${pid}) is using the data directory ${path.resolve(dir)}; stop it or set DATA_DIR.`;

const started: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = tmpDataDir();
  dirs.push(dir);
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** The first line a child prints. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0].trim());
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing: ${out}`)));
  });
}

/**
 * A process that stays a zombie. The shell starts a child that waits for one byte on the shell's
 * stdin (an asynchronous list reads /dev/null unless redirected, hence fd 3), prints its pid and
 * replaces itself with `sleep 30`, which never collects children. The byte is sent only once the
 * shell is `sleep`: a child ending earlier could be collected by the shell, leaving no zombie.
 */
async function zombie(): Promise<{ pid: number; parent: ChildProcess }> {
  const parent = spawn('sh', [
    '-c',
    'exec 3<&0; head -c 1 <&3 >/dev/null & echo $!; exec sleep 30',
  ]);
  started.push(parent);
  const pid = Number(await firstLine(parent));
  await until(() => command(parent.pid!) === 'sleep', `pid ${parent.pid} to become sleep`);
  parent.stdin!.write('x');
  await until(() => processState(pid) === 'Z', `pid ${pid} to become a zombie`);
  return { pid, parent };
}

function command(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** datadir-lock.ts as a plain ES module, for child processes (it imports Node's modules only). */
function compiledLockModule(): string {
  const source = path.join(path.dirname(fileURLToPath(import.meta.url)), 'datadir-lock.ts');
  const { code } = transformSync(fs.readFileSync(source, 'utf8'), {
    filename: source,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-lock-module-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'datadir-lock.mjs'), code);
  return path.join(dir, 'datadir-lock.mjs');
}

/** A script that takes the lock of `dir`, prints "locked", then keeps running if `stay`. */
function holderScript(dir: string, stay: boolean): string {
  return [
    `import { acquireDataDirLock } from ${JSON.stringify(compiledLockModule())};`,
    `await acquireDataDirLock(${JSON.stringify(dir)});`,
    `console.log('locked');`,
    stay ? 'setInterval(() => {}, 1000);' : '',
  ].join('\n');
}

onLinux('a lock file naming a zombie does not block taking the lock', async () => {
  const dir = dataDir();
  const { pid } = await zombie();
  process.kill(pid, 0); // what the pid check alone took for a live holder
  expect(isProcessAlive(pid)).toBe(false);
  fs.writeFileSync(path.join(dir, LOCK), `${pid}\n`);

  const lock = await acquireDataDirLock(dir);
  expect(fs.readFileSync(path.join(dir, LOCK), 'utf8').trim()).toBe(String(process.pid));
  lock.release();
  expect(fs.existsSync(path.join(dir, LOCK))).toBe(false);
});

onLinux(
  'a lock file naming a live process that holds no lock (a reused pid) does not block',
  async () => {
    const dir = dataDir();
    const { parent } = await zombie();
    expect(isProcessAlive(parent.pid!)).toBe(true);
    fs.writeFileSync(path.join(dir, LOCK), `${parent.pid}\n`);

    const lock = await acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  },
);

test('a live holder refuses with its pid; release frees the lock at once', async () => {
  const dir = dataDir();
  const lock = await acquireDataDirLock(dir);
  await expect(acquireDataDirLock(dir)).rejects.toThrow(inUse(process.pid, dir));
  // the refused attempt left the holder's lock as it was
  expect(fs.readFileSync(path.join(dir, LOCK), 'utf8').trim()).toBe(String(process.pid));
  lock.release();
  lock.release();
  expect(fs.existsSync(path.join(dir, LOCK))).toBe(false);

  const again = await acquireDataDirLock(dir);
  again.release();
});

onLinux('the same directory through a symbolic link is the same lock', async () => {
  const dir = dataDir();
  const link = `${dir}-link`;
  fs.symlinkSync(dir, link);
  try {
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(link)).rejects.toThrow(inUse(process.pid, link));
    lock.release();
  } finally {
    fs.rmSync(link, { force: true });
  }
});

onLinux(
  'a holder in another process refuses; killed, it blocks nothing, even as a zombie',
  async () => {
    const dir = dataDir();
    const script = holderScript(dir, true);
    // the holder's parent, the exec'd sleep, never collects it: killed, it stays a zombie
    const parent = spawn('sh', [
      '-c',
      `"$0" --input-type=module -e "$1" & echo $!; exec sleep 30`,
      process.execPath,
      script,
    ]);
    started.push(parent);
    const holder = Number(await firstLine(parent));
    await until(() => fs.existsSync(path.join(dir, LOCK)), 'the holder to take the lock');
    await until(
      () => fs.readFileSync(path.join(dir, LOCK), 'utf8').trim() === String(holder),
      'the holder to write its pid',
    );
    await expect(acquireDataDirLock(dir)).rejects.toThrow(inUse(holder, dir));

    process.kill(holder, 'SIGKILL');
    await until(() => processState(holder) === 'Z', 'the killed holder to become a zombie');
    const lock = await acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  },
  20_000,
);

test('holding the lock does not keep a process alive', async () => {
  const dir = dataDir();
  const child = spawn(process.execPath, ['--input-type=module', '-e', holderScript(dir, false)]);
  started.push(child);
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running after 10 s'), 10_000);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect({ code, out: out.trim() }).toEqual({ code: 0, out: 'locked' });
}, 20_000);
