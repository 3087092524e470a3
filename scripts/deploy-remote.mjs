#!/usr/bin/env node
// Deploys one remote without touching the others, and without breaking a tab that is open:
//   node scripts/deploy-remote.mjs mfe-corps
// builds it, publishes the build as a new version folder of the releases folder (never written
// again), then points /remotes.json at it. A tab already open keeps the version it loaded (its
// files stay served KEEP_REPLACED_DAYS) and takes the new one when the user next enters the
// remote's screens, or presses Retry. The running product needs no restart.
//
// Options:
//   --skip-build      publish the remote's dist as it is
//   --from <dir>      publish this folder instead of the remote's dist (implies --skip-build)
//   --releases <dir>  the releases folder (default RELEASES_DIR, else releases/ in the repository)
//   --force           deploy even when the served shell's shared library cannot run the build
// See docs/remotes.md#deploying-a-remote.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { KEEP_REPLACED_DAYS, publishRelease } from './lib/releases.mjs';
import {
  mismatch,
  providedVersion,
  requiredRange,
  SHELL_SINGLETONS,
} from './lib/shared-versions.mjs';
import { buildAll, remoteFolders, ROOT } from './lib/workspace.mjs';

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: node scripts/deploy-remote.mjs <remote folder> [--skip-build] [--from <dir>] [--releases <dir>] [--force]',
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
const skipBuild = args.includes('--skip-build') || from !== undefined;
const force = args.includes('--force');
const [folder, ...rest] = args.filter((a) => a !== '--skip-build' && a !== '--force');
if (!folder || rest.length) usage();
if (!remoteFolders().includes(folder)) {
  usage(`${folder} is not a remote of this repository (${remoteFolders().join(', ')})`);
}

if (!skipBuild) {
  const [result] = buildAll({ only: [folder] });
  if (!result?.ok) {
    console.error(`${folder} did not build; nothing was deployed.`);
    process.exit(1);
  }
}

const dist = resolve(from ?? join(ROOT, folder, 'dist'));
if (!existsSync(dist)) usage(`${dist} does not exist: build ${folder} first`);

// The page runs the shell's copy of the shared library: a build it cannot run is not deployed.
const shellDist = join(ROOT, 'shell', 'dist');
if (existsSync(join(shellDist, SHELL_SINGLETONS))) {
  const why = mismatch(providedVersion(shellDist), requiredRange(dist));
  if (why && !force) {
    console.error(
      `${folder} was not deployed: ${why}. Deploy the shell first, or pass --force (its screens then ask users to reload).`,
    );
    process.exit(1);
  }
  if (why) console.warn(`${folder}: ${why}; deployed anyway (--force).`);
}

const name = folder.replace(/-/g, '_');
const started = Date.now();
const published = await publishRelease({ releases, folder, name, dist });
console.log(
  `${folder}: version ${published.version} ${published.added ? 'published' : 'was already published'}; ` +
    `/remotes.json points ${name} at ${published.entry} (${Date.now() - started} ms).`,
);
if (published.previous) {
  console.log(
    `The previous version ${published.previous} stays served for ${KEEP_REPLACED_DAYS} days for tabs that loaded it.`,
  );
}
if (published.removed.length) {
  console.log(
    `No longer served (replaced over ${KEEP_REPLACED_DAYS} days ago): ${published.removed.join(', ')}.`,
  );
}
