// Run with: node --test scripts/lib/releases.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { KEEP_REPLACED_DAYS, publishRelease, versionOf } from './releases.mjs';

/** A built remote: its manifest, entry and a chunk, with `mark` in the entry. */
function build(dir, mark) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"mfe_corps"}');
  writeFileSync(join(dir, 'remoteEntry.js'), `var mfe_corps; // ${mark}`);
  writeFileSync(join(dir, 'assets', '512.abc.js'), 'chunk');
  return dir;
}

const DAY = 24 * 60 * 60 * 1000;

test('a deployment publishes a version once, flips the pointer, keeps the replaced one a while', async () => {
  const root = mkdtempSync(join(tmpdir(), 'releases-'));
  try {
    const releases = join(root, 'releases');
    const v1dist = build(join(root, 'v1'), 'one');
    const v2dist = build(join(root, 'v2'), 'two');
    const start = new Date('2026-11-01T12:00:00Z');
    const deploy = (dist, now, folder = 'mfe-corps') =>
      publishRelease({ releases, folder, name: folder.replace('-', '_'), dist, now });

    const first = await deploy(v1dist, start);
    assert.equal(first.version, versionOf(v1dist));
    assert.equal(first.added, true);
    assert.equal(first.previous, null);
    assert.equal(
      readFileSync(join(releases, 'mfe-corps', first.version, 'remoteEntry.js'), 'utf8'),
      'var mfe_corps; // one',
    );
    const pointer = () => JSON.parse(readFileSync(join(releases, 'remotes.json'), 'utf8'));
    assert.deepEqual(pointer(), {
      mfe_corps: `/releases/mfe-corps/${first.version}/mf-manifest.json`,
    });

    // the same build again is the same version: nothing is copied
    assert.equal((await deploy(v1dist, start)).added, false);

    const second = await deploy(v2dist, new Date(start.getTime() + DAY));
    assert.notEqual(second.version, first.version);
    assert.equal(second.previous, first.version);
    assert.equal(pointer().mfe_corps, `/releases/mfe-corps/${second.version}/mf-manifest.json`);
    // the tab that loaded version one still finds its files
    assert.ok(existsSync(join(releases, 'mfe-corps', first.version, 'assets', '512.abc.js')));

    // another remote's deployment leaves this one's pointer alone
    await deploy(
      build(join(root, 'people'), 'people'),
      new Date(start.getTime() + DAY),
      'mfe-people',
    );
    assert.equal(pointer().mfe_corps, `/releases/mfe-corps/${second.version}/mf-manifest.json`);
    assert.match(pointer().mfe_people, /^\/releases\/mfe-people\/[0-9a-f]{12}\/mf-manifest\.json$/);

    // once replaced for longer than the documented while, a version is no longer served
    const later = new Date(start.getTime() + (KEEP_REPLACED_DAYS + 2) * DAY);
    const third = await deploy(build(join(root, 'v3'), 'three'), later);
    assert.deepEqual(third.removed, [first.version]);
    assert.equal(existsSync(join(releases, 'mfe-corps', first.version)), false);
    assert.ok(existsSync(join(releases, 'mfe-corps', second.version)));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('two remotes deployed at the same moment both land in the pointer', async () => {
  const root = mkdtempSync(join(tmpdir(), 'releases-'));
  try {
    const releases = join(root, 'releases');
    const folders = ['mfe-corps', 'mfe-people', 'mfe-finance', 'mfe-timesheets'];
    await Promise.all(
      folders.map((folder) =>
        publishRelease({
          releases,
          folder,
          name: folder.replace('-', '_'),
          dist: build(join(root, folder), folder),
        }),
      ),
    );
    const pointer = JSON.parse(readFileSync(join(releases, 'remotes.json'), 'utf8'));
    assert.deepEqual(Object.keys(pointer).sort(), folders.map((f) => f.replace('-', '_')).sort());
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a folder that is not a built remote is refused, and nothing changes', async () => {
  const root = mkdtempSync(join(tmpdir(), 'releases-'));
  try {
    mkdirSync(join(root, 'empty'));
    await assert.rejects(
      publishRelease({
        releases: join(root, 'releases'),
        folder: 'mfe-corps',
        name: 'mfe_corps',
        dist: join(root, 'empty'),
      }),
      /has no mf-manifest\.json/,
    );
    assert.equal(existsSync(join(root, 'releases')), false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
