#!/usr/bin/env node
// Builds and tests one remote the way a team outside this repository would: from a copy of its
// folder in an empty directory, with the shared library, the contracts and the webpack preset (the
// build and jest configuration) installed from their packed packages by version, nothing of the
// repository on the module path.
//   node scripts/build-remote-elsewhere.mjs [remote folder, default mfe-corps] [--keep] [--against <url>]
// Steps: build the packages' dist, pack them, copy the remote, install, typecheck its sources and
// tests against the packs' declarations, run its jest tests (with the packed test helpers,
// `@staffledger/shared/testing`), build it, and check the build as a deployment would (its shared
// library version against the shell the product at --against serves, else the shell's build on
// this disk, when there is one). A failing test fails the script. --keep leaves the directory for
// a look (its path is printed).
// See docs/remotes.md#building-a-remote-elsewhere.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { exposedModules, remoteCopyPackage } from './lib/elsewhere.mjs';
import {
  deployedVersion,
  mismatch,
  providedVersion,
  requiredRange,
  SHELL_SINGLETONS,
} from './lib/shared-versions.mjs';
import { buildAll, remoteFolders, ROOT } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const againstAt = args.indexOf('--against');
const against = againstAt === -1 ? null : args.splice(againstAt, 2)[1];
if (againstAt !== -1 && !/^https?:\/\//.test(against ?? '')) {
  console.error(
    '--against needs the URL of a running product, e.g. https://staffledger.example.com',
  );
  process.exit(2);
}
const folder = args.find((a) => !a.startsWith('--')) ?? 'mfe-corps';
if (!remoteFolders().includes(folder)) {
  console.error(`${folder} is not a remote of this repository (${remoteFolders().join(', ')})`);
  process.exit(2);
}

/** The workspace packages a remote builds with, by folder. */
const PACKAGES = ['contracts', 'shared', 'webpack-preset'];

const work = mkdtempSync(join(tmpdir(), 'staffledger-elsewhere-'));
const packs = join(work, 'packages');
const app = join(work, folder);
const started = Date.now();
const step = (what) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);

function run(cmd, cmdArgs, cwd, { quiet = false } = {}) {
  execFileSync(cmd, cmdArgs, { cwd, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
}

try {
  step('build the packages');
  if (!buildAll({ ifMissing: true, only: ['contracts'], log: () => {} }).every((r) => r.ok)) {
    throw new Error('the contracts do not build');
  }
  run(process.execPath, ['build.mjs'], join(ROOT, 'shared'));

  step('pack them');
  /** @type {Record<string, string>} package name → tarball */
  const tarballs = {};
  for (const dir of PACKAGES) {
    const before = new Set(existsSync(packs) ? readdirSync(packs) : []);
    run('pnpm', ['pack', '--pack-destination', packs], join(ROOT, dir), { quiet: true });
    const made = readdirSync(packs).find((f) => !before.has(f));
    const { name } = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    tarballs[name] = join(packs, made);
  }

  step(`copy ${folder}`);
  cpSync(join(ROOT, folder), app, {
    recursive: true,
    filter: (src) => !/(^|[\\/])(node_modules|dist)$/.test(relative(ROOT, src)),
  });
  const base = JSON.parse(readFileSync(join(ROOT, 'tsconfig.base.json'), 'utf8'));
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(remoteCopyPackage(ROOT, folder, tarballs), null, 2)}\n`,
  );
  // The repository's base options, inline: the copy has no repository above it. Sources and tests
  // alike are checked, the tests against the packed test helpers.
  const tsconfig = JSON.parse(readFileSync(join(app, 'tsconfig.json'), 'utf8'));
  delete tsconfig.extends;
  tsconfig.compilerOptions = { ...base.compilerOptions, ...tsconfig.compilerOptions };
  writeFileSync(join(app, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);

  step('install');
  run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--reporter=silent'], app);
  const appRequire = createRequire(join(app, 'package.json'));
  const installed = appRequire.resolve('@staffledger/shared/package.json');
  if (!installed.startsWith(app)) throw new Error(`the shared library came from ${installed}`);

  step('typecheck its sources and tests');
  run(process.execPath, [appRequire.resolve('typescript/bin/tsc'), '-p', '.', '--noEmit'], app);

  step('run its tests');
  // the copy's jest and its own jest.config.cjs (@staffledger/webpack-preset/jest), in the copy
  const results = join(work, 'jest-results.json');
  const jest = appRequire.resolve('jest/bin/jest');
  try {
    run(process.execPath, [jest, '--ci', '--json', `--outputFile=${results}`], app, {
      quiet: true,
    });
  } catch {
    // the failures are on the output above; the count below
  }
  const tests = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : null;
  if (!tests) throw new Error(`the tests of ${folder} did not run`);
  console.log(
    `${folder}'s tests elsewhere: ${tests.numPassedTests} passed, ${tests.numFailedTests} failed, in ${tests.numTotalTestSuites} file(s)`,
  );
  if (!tests.success || tests.numTotalTests === 0) {
    throw new Error(
      tests.numTotalTests === 0 ? `no test of ${folder} ran` : `tests of ${folder} failed`,
    );
  }

  step('build');
  run(
    process.execPath,
    [appRequire.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
    app,
  );

  step('check the build');
  const dist = join(app, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const built = manifest.exposes.map((e) => e.path).sort();
  const declared = exposedModules(join(ROOT, folder)).sort();
  if (JSON.stringify(built) !== JSON.stringify(declared)) {
    throw new Error(`the build exposes ${built.join(', ')}; src/exposes.ts declares ${declared}`);
  }
  const shellDist = join(ROOT, 'shell', 'dist');
  const shell = against
    ? { what: `the shell ${against} serves`, version: await deployedVersion(against) }
    : existsSync(join(shellDist, SHELL_SINGLETONS))
      ? { what: "the shell's build on this disk", version: providedVersion(shellDist) }
      : null;
  if (shell) {
    const why = mismatch(shell.version, requiredRange(dist));
    if (why) throw new Error(`${shell.what} cannot run this remote: ${why}`);
    console.log(`${shell.what} carries the shared library ${shell.version}, which runs it`);
  }
  const size = readdirSync(dist).filter((f) => f.endsWith('.js')).length;
  console.log(
    `${folder} built elsewhere: ${manifest.name}, ${built.length} exposed module(s), ${size} script(s), shared library ${requiredRange(dist)}`,
  );
  step('done');
} catch (error) {
  console.error(`${basename(process.argv[1])}: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`left in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
