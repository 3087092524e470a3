// Run with: node --test scripts/lib/releases.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  currentVersion,
  KEEP_REPLACED_DAYS,
  publishRelease,
  rollbackRelease,
  SHELL,
  versionOf,
} from './releases.mjs';

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

/** A built shell: its page, a hashed chunk and the versions it hands over. */
function shellBuild(dir, mark) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<script src="/main.${mark}.js"></script>`);
  writeFileSync(join(dir, `main.${mark}.js`), mark);
  writeFileSync(join(dir, 'shared.json'), '{}');
  return dir;
}

test('the shell deploys like a remote, under its own pointer, and rolls back in steps', async () => {
  const root = mkdtempSync(join(tmpdir(), 'releases-'));
  try {
    const releases = join(root, 'releases');
    const day = (n) => new Date(Date.parse('2026-11-01T12:00:00Z') + n * DAY);
    const versions = [];
    for (const [n, mark] of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'].entries()) {
      const dist = shellBuild(join(root, mark), mark);
      const published = await publishRelease({ releases, folder: SHELL, dist, now: day(n) });
      versions.push(published.version);
    }
    assert.equal(currentVersion(releases, SHELL), versions[2]);
    assert.equal(existsSync(join(releases, 'remotes.json')), false);
    assert.deepEqual(JSON.parse(readFileSync(join(releases, 'shell.json'), 'utf8')), {
      version: versions[2],
    });

    // each rollback goes one version further back, never forth again
    assert.deepEqual(await rollbackRelease({ releases, folder: SHELL, now: day(3) }), {
      from: versions[2],
      to: versions[1],
    });
    assert.deepEqual(await rollbackRelease({ releases, folder: SHELL, now: day(4) }), {
      from: versions[1],
      to: versions[0],
    });
    await assert.rejects(
      rollbackRelease({ releases, folder: SHELL, now: day(5) }),
      /nothing to roll back to/,
    );
    assert.equal(currentVersion(releases, SHELL), versions[0]);

    // a remote's rollback moves its own pointer only
    await publishRelease({ releases, folder: 'mfe-corps', dist: build(join(root, 'c1'), 'one') });
    const second = await publishRelease({
      releases,
      folder: 'mfe-corps',
      dist: build(join(root, 'c2'), 'two'),
    });
    const back = await rollbackRelease({ releases, folder: 'mfe-corps' });
    assert.equal(back.from, second.version);
    assert.equal(currentVersion(releases, 'mfe-corps'), versionOf(join(root, 'c1')));
    assert.equal(currentVersion(releases, SHELL), versions[0]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('an app never deployed cannot be rolled back, and a shell build must hold its page', async () => {
  const root = mkdtempSync(join(tmpdir(), 'releases-'));
  try {
    const releases = join(root, 'releases');
    await assert.rejects(rollbackRelease({ releases, folder: SHELL }), /was never deployed/);
    mkdirSync(join(root, 'empty'));
    await assert.rejects(
      publishRelease({ releases, folder: SHELL, dist: join(root, 'empty') }),
      /has no index\.html/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
