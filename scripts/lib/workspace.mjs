// The apps of the workspace and how to build them, for build-all, start, dev and bundle-size.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Workspace folders `mfe-*` with a webpack config: the remotes. */
export function remoteFolders() {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^mfe-[a-z0-9-]+$/.test(e.name))
    .filter((e) => existsSync(join(ROOT, e.name, 'webpack.config.cjs')))
    .map((e) => e.name)
    .sort();
}

/** Absolute path of a package's file as the app at `dir` resolves it (pnpm: each app its own). */
export function resolveFrom(dir, request) {
  return createRequire(join(dir, 'package.json')).resolve(request);
}

/** The webpack CLI entry of an app. */
export function webpackCli(dir) {
  const pkg = resolveFrom(dir, 'webpack-cli/package.json');
  return join(dirname(pkg), 'bin', 'cli.js');
}

/** The TypeScript compiler of the workspace. */
export function tscBin() {
  return resolveFrom(join(ROOT, 'api'), 'typescript/bin/tsc');
}

/** Newest modification time (ms) of the files under the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        if (/\.test\.[cm]?[jt]sx?$/.test(name)) continue; // tests do not change a build
        visit(join(p, name));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  paths.forEach(visit);
  return newest;
}

/**
 * Every buildable part: its label, the file that proves a finished build, the sources whose change
 * makes it stale, and the command that builds it.
 */
export function buildTargets() {
  const webpackTarget = (folder) => {
    const dir = join(ROOT, folder);
    return {
      label: folder,
      dir,
      kind: folder === 'shell' ? 'host' : 'remote',
      output: join(dir, 'dist', 'index.html'),
      sources: [
        join(dir, 'src'),
        join(dir, 'public'),
        join(dir, 'package.json'),
        join(dir, 'webpack.config.cjs'),
        join(ROOT, 'shared', 'src'),
        join(ROOT, 'shared', 'package.json'),
        join(ROOT, 'contracts', 'src'),
        join(ROOT, 'webpack-preset'),
      ],
      command: () => [process.execPath, [webpackCli(dir), '--mode', 'production']],
    };
  };
  const api = join(ROOT, 'api');
  const contracts = join(ROOT, 'contracts');
  return [
    {
      // compiled for the API's Node runtime; the screens bundle its source
      label: 'contracts',
      dir: contracts,
      kind: 'library',
      output: join(contracts, 'dist', 'index.js'),
      sources: [
        join(contracts, 'src'),
        join(contracts, 'package.json'),
        join(contracts, 'tsconfig.json'),
        join(contracts, 'tsconfig.build.json'),
      ],
      command: () => [process.execPath, [tscBin(), '-p', 'tsconfig.build.json']],
    },
    {
      label: 'api',
      dir: api,
      kind: 'api',
      needs: ['contracts'],
      output: join(api, 'dist', 'server.js'),
      sources: [
        join(api, 'src'),
        join(api, 'package.json'),
        join(api, 'tsconfig.json'),
        join(api, 'tsconfig.build.json'),
        join(contracts, 'src'),
      ],
      command: () => [process.execPath, [tscBin(), '-p', 'tsconfig.build.json']],
    },
    webpackTarget('shell'),
    ...remoteFolders().map(webpackTarget),
  ];
}

/** True when the target has no finished build or a source is newer than it. */
export function isStale(target) {
  if (!existsSync(target.output)) return true;
  return newestMtime(target.sources) > statSync(target.output).mtimeMs;
}

/**
 * Builds the targets (all, or the labels in `only`), one after another; with `ifMissing` only the
 * stale ones. A failing part does not stop the others. Returns one result per target considered.
 */
export function buildAll({ ifMissing = false, only = [], log = console.log } = {}) {
  const results = [];
  const targets = buildTargets();
  // a part named alone brings what it needs (the API runs on the compiled contracts)
  const wanted = new Set(only);
  for (const t of targets) if (wanted.has(t.label)) (t.needs ?? []).forEach((n) => wanted.add(n));
  for (const target of targets) {
    if (wanted.size && !wanted.has(target.label)) continue;
    if (ifMissing && !isStale(target)) {
      results.push({ target, ok: true, skipped: true, secs: 0 });
      continue;
    }
    const [cmd, cmdArgs] = target.command();
    log(`\n--- building ${target.label} ---`);
    const started = Date.now();
    const res = spawnSync(cmd, cmdArgs, { cwd: target.dir, stdio: 'inherit', env: process.env });
    const secs = (Date.now() - started) / 1000;
    const ok = res.status === 0;
    // webpack leaves a file it would write unchanged as it was, mtime included: a source change
    // that does not change the page (a comment) would otherwise leave the part stale for good
    if (ok && existsSync(target.output)) {
      const now = new Date();
      utimesSync(target.output, now, now);
    }
    log(`--- ${target.label}: ${ok ? 'built' : 'FAILED'} in ${secs.toFixed(1)} s ---`);
    results.push({ target, ok, skipped: false, secs });
  }
  return results;
}
