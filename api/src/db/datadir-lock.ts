import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const LOCK_NAME = 'staffledger.lock';
/** How long the socket taken while the lock file names no live holder is tried again. */
const HOLDER_WAIT_MS = 10_000;

export type DataDirLock = { release(): void };

/** The state letter of /proc/<pid>/stat ('R', 'S', 'Z', …); null where /proc does not say. */
export function processState(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name before the state is in parentheses and may itself hold ') '
    return stat.slice(stat.lastIndexOf(')') + 2).charAt(0) || null;
  } catch {
    return null;
  }
}

/**
 * True while `pid` runs. A zombie (ended, its exit status not yet collected by its parent) still
 * answers kill(pid, 0) but holds nothing any more, so it counts as dead where /proc tells.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  return state !== 'Z' && state !== 'X';
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export class DataDirInUseError extends Error {
  constructor(
    readonly pid: number | null,
    readonly dataDir: string,
  ) {
    super(
      `Another StaffLedger process (pid ${pid ?? 'unknown'}) is using the data directory ${dataDir}; stop it or set DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Linux alone has the abstract socket namespace: names that no file backs. */
const hasAbstractSockets = () => process.platform === 'linux';

const kernelLockName = (dir: string) =>
  `\0staffledger-lock-${crypto.createHash('sha256').update(dir).digest('hex').slice(0, 32)}`;

/**
 * Listens on the abstract socket `name`; null when another process listens there. The kernel
 * closes the socket as its process ends, however it ends, which frees the name: unlike a file, it
 * cannot outlive its holder, and no later process can inherit it through a reused pid.
 */
function listenExclusive(name: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    // nobody has anything to say to a lock: a stray connection is dropped at once
    const server = net.createServer((socket) => socket.destroy());
    // holding the lock must not keep a process alive that has nothing else left to do
    server.unref();
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') resolve(null);
      else reject(err);
    });
    // exclusive: a cluster worker binds it itself, rather than asking the primary to hold it
    server.listen({ path: name, exclusive: true }, () => resolve(server));
  });
}

/** Writes our pid in one step, so a reader never sees a half-written file. */
function writePidFile(file: string): void {
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, `${process.pid}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/**
 * Binds the directory's socket, retrying for a moment while the lock file names no live process:
 * then either a new holder has bound the socket but not yet written its pid, or the holder was
 * killed and its threads are still closing its files (its main thread shows as a zombie first).
 */
async function acquireKernelLock(dir: string, file: string): Promise<DataDirLock> {
  const name = kernelLockName(fs.realpathSync(dir));
  const deadline = Date.now() + HOLDER_WAIT_MS;
  for (;;) {
    const server = await listenExclusive(name);
    if (server) return holdWith(server, file);
    const holder = readPid(file);
    if ((holder !== null && isProcessAlive(holder)) || Date.now() >= deadline) {
      throw new DataDirInUseError(holder, dir);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function holdWith(server: net.Server, file: string): DataDirLock {
  try {
    // whatever pid the file holds is stale: only the socket's holder writes it
    writePidFile(file);
  } catch (err) {
    server.close();
    throw err;
  }
  // the file goes while the socket is still ours, so a new holder's file cannot be the one removed
  return releasedOnce(file, () => server.close());
}

/** A lock whose release, done once, removes the lock file while it still names us, then `after`. */
function releasedOnce(file: string, after: () => void = () => {}): DataDirLock {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      after();
    },
  };
}

/** Where no abstract socket exists: the lock file alone, created with O_EXCL. */
function acquirePidFileLock(dir: string, file: string): DataDirLock {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      return releasedOnce(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder !== null && isProcessAlive(holder)) throw new DataDirInUseError(holder, dir);
      // Stale lock (dead process or unreadable file): remove it only if it still holds that pid.
      if (readPid(file) === holder) fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}.`);
}

/**
 * Takes the exclusive lock of a data directory; a live holder (this process included) refuses.
 * On Linux the lock is a listening abstract socket named after the directory, which the kernel
 * frees when its holder dies, so neither a crash nor a reused pid can block the next start; the
 * file `staffledger.lock` beside it names the holder's pid for the refusal's message. Elsewhere
 * that file is the lock, and a lock left by a dead process is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_NAME);
  return hasAbstractSockets() ? acquireKernelLock(dir, file) : acquirePidFileLock(dir, file);
}
