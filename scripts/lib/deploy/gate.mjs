// The deploy gate (docs/remotes.md#the-deploy-gate): what a build must pass before the pointer
// moves. Each check answers with the reasons it failed, in words; none means it passed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exposedModules } from '../elsewhere.mjs';
import { currentFolder, SHELL } from '../releases.mjs';
import { mismatch, providedVersion, requiredRange } from '../shared-versions.mjs';
import { ROOT, tscBin } from '../workspace.mjs';
import { productWith, smokeLoad } from './smoke.mjs';

const jestBin = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

/** Runs a step in the app's folder; its output is shown only when it fails. */
function step(label, folder, args) {
  const started = Date.now();
  const res = spawnSync(process.execPath, args, {
    cwd: join(ROOT, folder),
    encoding: 'utf8',
    env: { ...process.env, CI: process.env.CI ?? '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status === 0) {
    console.log(`  ${label}: passed (${secs} s)`);
    return [];
  }
  console.error(`${res.stdout ?? ''}${res.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n'));
  return [`${label} failed (${secs} s)`];
}

/** The app's typecheck and its own tests, on the sources it was built from. */
export function sourceChecks(folder) {
  return [
    ...step('typecheck', folder, [tscBin(), '-p', 'tsconfig.json', '--noEmit']),
    ...step('tests', folder, [jestBin, '--silent', '--ci']),
  ];
}

/**
 * The shared library every page runs (the shell's) against what each remote needs: a remote's
 * build must run on the live shell; a shell's build must run every remote deployed now.
 */
export function sharedCheck(candidate) {
  const { shellDir, remotes } = productWith(candidate);
  const provided = providedVersion(shellDir);
  const shellNow = currentFolder(candidate.releases, SHELL)
    ? 'the deployed shell'
    : 'the built shell';
  if (candidate.folder !== SHELL) {
    const why = mismatch(provided, requiredRange(candidate.dir));
    return why ? [`${why} (${shellNow})`] : [];
  }
  return Object.entries(remotes)
    .map(([name, { dir }]) => [name, mismatch(provided, requiredRange(dir))])
    .filter(([, why]) => why)
    .map(
      ([name, why]) => `${name} as deployed now would not run: ${why.replace('the remote', name)}`,
    );
}

/**
 * A remote's build must expose every module its `src/exposes.ts` lists, which the shell's registry
 * holds the shell's routes to: a module the build dropped would be a screen that never loads.
 */
export function exposedCheck(candidate) {
  if (candidate.folder === SHELL) return [];
  const listed = exposedModules(join(ROOT, candidate.folder)).map((n) => n.slice(2));
  const manifest = JSON.parse(readFileSync(join(candidate.dir, 'mf-manifest.json'), 'utf8'));
  const built = new Set((manifest.exposes ?? []).map((exposed) => exposed.name));
  return listed
    .filter((name) => !built.has(name))
    .map(
      (name) => `the build does not expose ${name}, which src/exposes.ts lists and the shell loads`,
    );
}

/** The loading of every exposed module in headless Chromium, with the product as it would be. */
export async function smokeCheck(candidate) {
  const started = Date.now();
  const { checked, failures } = await smokeLoad(candidate);
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (!failures.length) console.log(`  loaded in Chromium: ${checked.join(', ')} (${secs} s)`);
  return failures.map((failure) => `in the browser, ${failure}`);
}
