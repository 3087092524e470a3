// How a remote's folder becomes a project of its own, for scripts/build-remote-elsewhere.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The modules a remote exposes ('./Corps', …), read as its build reads them. */
export function exposedModules(remoteDir) {
  const { exposesOf } = createRequire(import.meta.url)('../../webpack-preset/app-config.cjs');
  return Object.keys(exposesOf(remoteDir));
}

/**
 * A workspace range as packing writes it: `workspace:^` → `^1.1.0`, `workspace:~` → `~1.1.0`,
 * `workspace:*` → `1.1.0`, `workspace:^1.0.0` → `^1.0.0`.
 */
export function publishedRange(spec, version) {
  const range = spec.slice('workspace:'.length);
  if (range === '*') return version;
  if (range === '^' || range === '~') return `${range}${version}`;
  return range;
}

/**
 * What a remote builds and tests with that the repository holds once, at its root: the compiler, the
 * test runner, the transform of its configuration (`@staffledger/webpack-preset/jest`) and the types
 * its sources and tests are checked with.
 */
export const ROOT_TOOLS = [
  'typescript',
  '@swc/core',
  '@types/node',
  'jest',
  '@swc/jest',
  '@types/jest',
];

/**
 * The package.json of a copy of `folder` built outside the repository: the workspace packages by
 * the version ranges a published remote would carry, found in the `tarballs` (name → file) as a
 * registry would give them; every other dependency at the version the repository runs, so that
 * the copy builds and tests with the same tools. The tools the repository holds at its root
 * (`ROOT_TOOLS`: TypeScript, SWC's compiler, jest and its SWC transform, their types) become the
 * copy's own.
 * @param {string} root @param {string} folder @param {Record<string, string>} tarballs
 */
export function remoteCopyPackage(root, folder, tarballs) {
  const dir = join(root, folder);
  const pkg = readJson(join(dir, 'package.json'));
  const workspaceVersion = (name) => {
    if (!(name in tarballs)) throw new Error(`${folder} uses ${name}, which is not packed`);
    return readJson(join(root, name.replace('@staffledger/', ''), 'package.json')).version;
  };
  const installedVersion = (from, name) => {
    const file = join(from, 'node_modules', name, 'package.json');
    return existsSync(file) ? readJson(file).version : null;
  };
  const pin = (deps = {}) =>
    Object.fromEntries(
      Object.entries(deps).map(([name, spec]) => [
        name,
        spec.startsWith('workspace:')
          ? publishedRange(spec, workspaceVersion(name))
          : (installedVersion(dir, name) ?? spec),
      ]),
    );
  const devDependencies = pin(pkg.devDependencies);
  for (const tool of ROOT_TOOLS) {
    devDependencies[tool] =
      installedVersion(root, tool) ?? readJson(join(root, 'package.json')).devDependencies[tool];
  }
  return {
    ...pkg,
    dependencies: pin(pkg.dependencies),
    devDependencies,
    pnpm: {
      overrides: Object.fromEntries(
        Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]),
      ),
      onlyBuiltDependencies: ['@swc/core'],
    },
  };
}
