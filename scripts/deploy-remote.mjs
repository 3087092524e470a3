#!/usr/bin/env node
// Deploys one app, the shell or a remote, without touching the others and without breaking a tab
// that is open (docs/remotes.md#deploying-an-app):
//   node scripts/deploy-remote.mjs mfe-corps
// builds it into a folder of its own (never a folder the product serves), passes it through the
// gate (typecheck, the app's tests, the shared library's versions, its modules loaded in headless
// Chromium), publishes it as a new version of the releases folder (never written again) and points
// the app at it. A failed check publishes nothing. A tab already open keeps the version it loaded
// (its files stay served KEEP_REPLACED_DAYS). The running product needs no restart.
//   node scripts/deploy-remote.mjs mfe-corps --rollback
// points the app back at the version it ran before.
//
// Options:
//   --skip-build      publish the app's dist as it is (the gate checks the build, not the sources)
//   --from <dir>      publish this folder, a build made elsewhere (implies --skip-build)
//   --releases <dir>  the releases folder (default RELEASES_DIR, else releases/ in the repository)
//   --force           publish even when a check fails (each failure is still printed)
//   --rollback        move the pointer back to the previous version; nothing is built
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exposedCheck, sharedCheck, smokeCheck, sourceChecks } from './lib/deploy/gate.mjs';
import { lockDeployment } from './lib/deploy/lock.mjs';
import {
  KEEP_REPLACED_DAYS,
  publishRelease,
  rollbackRelease,
  SHELL,
  versionOf,
} from './lib/releases.mjs';
import { buildTargets, remoteFolders, ROOT } from './lib/workspace.mjs';

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: node scripts/deploy-remote.mjs <shell or remote folder> [--skip-build] [--from <dir>] [--releases <dir>] [--force] [--rollback]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) usage(`${flag} needs a value`);
  args.splice(at, 2);
  return value;
};
const from = valueOf('--from');
const releases = resolve(
  valueOf('--releases') ?? process.env.RELEASES_DIR ?? join(ROOT, 'releases'),
);
const flags = new Set(args.filter((a) => a.startsWith('--')));
for (const flag of flags) {
  if (!['--skip-build', '--force', '--rollback'].includes(flag)) usage(`unknown option ${flag}`);
}
const skipBuild = flags.has('--skip-build') || from !== undefined;
const force = flags.has('--force');
const [folder, ...rest] = args.filter((a) => !a.startsWith('--'));
const apps = [SHELL, ...remoteFolders()];
if (!folder || rest.length) usage();
if (!apps.includes(folder))
  usage(`${folder} is not an app of this repository (${apps.join(', ')})`);

if (flags.has('--rollback')) {
  const started = Date.now();
  try {
    const { from: was, to } = await rollbackRelease({ releases, folder });
    console.log(`${folder}: rolled back from ${was} to ${to} (${Date.now() - started} ms).`);
  } catch (error) {
    console.error(`${folder} was not rolled back: ${error.message}.`);
    process.exit(1);
  }
  process.exit(0);
}

/** Builds the app into a new temporary folder; null when the build failed. */
function buildApart() {
  const target = buildTargets().find((t) => t.label === folder);
  const out = mkdtempSync(join(tmpdir(), `sl-deploy-${folder}-`));
  const [cmd, cmdArgs] = target.command();
  console.log(`--- building ${folder} ---`);
  const res = spawnSync(cmd, cmdArgs, {
    cwd: target.dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STAFFLEDGER_BUILD_DIR: out },
  });
  if (res.status === 0) return out;
  rmSync(out, { recursive: true, force: true });
  return null;
}

let unlock;
try {
  unlock = lockDeployment(releases, folder);
} catch (error) {
  console.error(`${folder} was not deployed: ${error.message}.`);
  process.exit(1);
}

/** Builds (or takes), checks and publishes the app; the exit code. */
async function deploy() {
  let built = null;
  try {
    if (!skipBuild) {
      built = buildApart();
      if (!built) {
        console.error(`${folder} did not build; nothing was deployed.`);
        return 1;
      }
    }
    const dist = built ?? resolve(from ?? join(ROOT, folder, 'dist'));
    if (!existsSync(dist)) {
      console.error(`${dist} does not exist: build ${folder} first; nothing was deployed.`);
      return 2;
    }

    console.log(`--- checking ${folder} ---`);
    const candidate = { releases, folder, version: versionOf(dist), dir: dist };
    const failures = [
      ...(built ? sourceChecks(folder) : []),
      ...exposedCheck(candidate),
      ...sharedCheck(candidate),
      ...(await smokeCheck(candidate)),
    ];
    if (failures.length && !force) {
      console.error(`${folder} was not deployed; nothing was published:`);
      for (const failure of failures) console.error(`  - ${failure}`);
      return 1;
    }
    for (const failure of failures) {
      console.warn(`${folder}: ${failure}; deployed anyway (--force).`);
    }

    const started = Date.now();
    const published = await publishRelease({ releases, folder, dist });
    const pointer =
      folder === SHELL ? 'the page is' : `/remotes.json points ${folder.replace(/-/g, '_')} at`;
    console.log(
      `${folder}: version ${published.version} ${published.added ? 'published' : 'was already published'}; ` +
        `${pointer} ${published.entry} (${Date.now() - started} ms).`,
    );
    if (published.previous) {
      console.log(
        `The previous version ${published.previous} stays served for ${KEEP_REPLACED_DAYS} days for tabs that loaded it; --rollback points back at it.`,
      );
    }
    if (published.removed.length) {
      console.log(
        `No longer served (replaced over ${KEEP_REPLACED_DAYS} days ago): ${published.removed.join(', ')}.`,
      );
    }
    return 0;
  } finally {
    unlock();
    if (built) rmSync(built, { recursive: true, force: true });
  }
}

process.exitCode = await deploy();
