// One deployment of an app at a time: a second one of the same app is refused at once, with who
// holds it, instead of publishing a build mixed with the first one's. Other apps deploy meanwhile.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process of this machine still runs. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Takes the deployment lock of `folder` in the releases folder, or throws saying who holds it. A
 * lock whose process is gone (a deployment killed halfway) is taken over.
 * @returns {() => void} releases the lock
 */
export function lockDeployment(releases, folder) {
  mkdirSync(releases, { recursive: true });
  const file = join(releases, `.deploy-${folder}.lock`);
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder;
      try {
        holder = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // created a moment ago and not yet written: its holder is alive
        throw new Error(`another deployment of ${folder} is starting`);
      }
      if (!Number.isInteger(holder.pid) || !alive(holder.pid)) {
        rmSync(file, { force: true });
        continue;
      }
      throw new Error(
        `another deployment of ${folder} is running (process ${holder.pid}, since ${holder.since})`,
      );
    }
  }
  throw new Error(`could not take the deployment lock of ${folder}`);
}
