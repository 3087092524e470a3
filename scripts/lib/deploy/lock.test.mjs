// Run with: node --test scripts/lib/deploy/lock.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { lockDeployment } from './lock.mjs';

test('a second deployment of one app is refused while the first runs; other apps go on', () => {
  const releases = mkdtempSync(join(tmpdir(), 'deploy-lock-'));
  try {
    const unlock = lockDeployment(releases, 'mfe-corps');
    assert.throws(
      () => lockDeployment(releases, 'mfe-corps'),
      new RegExp(`another deployment of mfe-corps is running \\(process ${process.pid}, since `),
    );
    const other = lockDeployment(releases, 'shell');
    other();
    unlock();
    lockDeployment(releases, 'mfe-corps')();
  } finally {
    rmSync(releases, { recursive: true, force: true });
  }
});

test("a killed deployment's lock is taken over", () => {
  const releases = mkdtempSync(join(tmpdir(), 'deploy-lock-'));
  try {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    const pid = Number(gone.stdout.trim());
    writeFileSync(join(releases, '.deploy-mfe-corps.lock'), JSON.stringify({ pid, since: 'x' }));
    lockDeployment(releases, 'mfe-corps')();
  } finally {
    rmSync(releases, { recursive: true, force: true });
  }
});
