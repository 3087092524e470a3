import fs from 'node:fs';
import path from 'node:path';

const LOCK_NAME = 'staffledger.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
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
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another StaffLedger process (pid ${pid}) is using the data directory ${dataDir}; stop it or set DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the exclusive lock of a data directory: a file holding our pid, created with O_EXCL.
 * A lock left by a dead process is taken over; a live holder (this process included) refuses.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_NAME);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder !== null && isAlive(holder)) throw new DataDirInUseError(holder, dir);
      // Stale lock (dead process or unreadable file): remove it only if it still holds that pid.
      if (readPid(file) === holder) fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}.`);
}
