// Installs the workspace's dependencies on first use, so that `npm start` or `npm test` work on a
// machine that has Node.js and nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const PNPM = 'pnpm@10.34.9';

function hasPnpm() {
  return spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;
}

export function pnpmCommand() {
  return hasPnpm() ? ['pnpm'] : ['npx', '-y', PNPM];
}

export function ensureInstalled(root) {
  if (existsSync(join(root, 'node_modules', '.modules.yaml'))) return;
  const [cmd, ...pre] = pnpmCommand();
  console.log(`Installing dependencies with ${PNPM} (first run only)...`);
  const res = spawnSync(cmd, [...pre, 'install', '--frozen-lockfile'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    console.error('Installing the dependencies failed; see the output above.');
    process.exit(res.status ?? 1);
  }
}
