// Run with: node --test scripts/lib/elsewhere.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { exposedModules, publishedRange, remoteCopyPackage, ROOT_TOOLS } from './elsewhere.mjs';
import { remoteFolders } from './workspace.mjs';

const writeJson = (file, value) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};

test('a workspace range becomes the range a published remote carries', () => {
  assert.equal(publishedRange('workspace:^', '1.1.0'), '^1.1.0');
  assert.equal(publishedRange('workspace:~', '1.1.0'), '~1.1.0');
  assert.equal(publishedRange('workspace:*', '1.1.0'), '1.1.0');
  assert.equal(publishedRange('workspace:^1.0.0', '1.1.0'), '^1.0.0');
});

test('the copy depends on the packages by version, found in their tarballs, and pins the rest', () => {
  const root = mkdtempSync(join(tmpdir(), 'elsewhere-'));
  try {
    writeJson(join(root, 'package.json'), {
      devDependencies: { typescript: '5.9.3', jest: '30.5.2', '@types/jest': '30.0.0' },
    });
    writeJson(join(root, 'node_modules', '@swc', 'core', 'package.json'), { version: '1.16.22' });
    writeJson(join(root, 'node_modules', '@swc', 'jest', 'package.json'), { version: '0.2.39' });
    writeJson(join(root, 'node_modules', '@types', 'node', 'package.json'), { version: '20.1.0' });
    // installed wins over the range the root's package.json asks for
    writeJson(join(root, 'node_modules', 'jest', 'package.json'), { version: '30.5.3' });
    writeJson(join(root, 'shared', 'package.json'), { version: '1.4.2' });
    writeJson(join(root, 'webpack-preset', 'package.json'), { version: '1.0.0' });
    writeJson(join(root, 'mfe-x', 'package.json'), {
      name: '@staffledger/mfe-x',
      dependencies: { '@staffledger/shared': 'workspace:^', react: '19.2.9' },
      devDependencies: { '@staffledger/webpack-preset': 'workspace:*', webpack: '^5.100.0' },
    });
    writeJson(join(root, 'mfe-x', 'node_modules', 'webpack', 'package.json'), {
      version: '5.111.1',
    });
    const tarballs = {
      '@staffledger/shared': '/packs/shared.tgz',
      '@staffledger/webpack-preset': '/packs/preset.tgz',
    };

    const pkg = remoteCopyPackage(root, 'mfe-x', tarballs);

    assert.deepEqual(pkg.dependencies, { '@staffledger/shared': '^1.4.2', react: '19.2.9' });
    assert.deepEqual(pkg.devDependencies, {
      '@staffledger/webpack-preset': '1.0.0',
      webpack: '5.111.1',
      typescript: '5.9.3',
      '@swc/core': '1.16.22',
      '@types/node': '20.1.0',
      // the copy runs its tests with the repository's runner and transform
      jest: '30.5.3',
      '@swc/jest': '0.2.39',
      '@types/jest': '30.0.0',
    });
    assert.deepEqual(pkg.pnpm.overrides, {
      '@staffledger/shared': 'file:/packs/shared.tgz',
      '@staffledger/webpack-preset': 'file:/packs/preset.tgz',
    });
    assert.throws(
      () => remoteCopyPackage(root, 'mfe-x', { '@staffledger/shared': '/packs/shared.tgz' }),
      /uses @staffledger\/webpack-preset, which is not packed/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the copy gets every tool its build and tests take from the repository root', () => {
  const root = join(import.meta.dirname, '..', '..');
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const tool of ROOT_TOOLS) assert.ok(tool in pkg.devDependencies, tool);
  // what the jest configuration of the webpack preset names, and what runs it
  for (const tool of ['jest', '@swc/jest', '@types/jest'])
    assert.ok(ROOT_TOOLS.includes(tool), tool);
});

test('the exposed modules are read from the remote as its build reads them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'elsewhere-'));
  try {
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'src', 'exposes.ts'),
      "export const exposes = {\n  './Corps': () => import('./corps/CorpsRoutes'),\n  './Admin': () => import('./admin/AdminRoutes'),\n};\n",
    );
    assert.deepEqual(exposedModules(dir), ['./Corps', './Admin']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("each package's published exports are its entries, the test helpers too, pointed at dist", () => {
  const root = join(import.meta.dirname, '..', '..');
  for (const folder of ['shared', 'contracts']) {
    const pkg = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    assert.deepEqual(Object.keys(pkg.publishConfig.exports), Object.keys(pkg.exports), folder);
    assert.ok('./testing' in pkg.publishConfig.exports, `${folder} ships its test helpers`);
    for (const [entry, target] of Object.entries(pkg.publishConfig.exports)) {
      if (entry === './package.json') continue;
      // a style sheet ships as itself, beside the modules that import it
      if (entry.endsWith('.css')) {
        assert.equal(target, `./dist/${entry.slice(2)}`, `${folder} ${entry}`);
        continue;
      }
      assert.match(target.default, /^\.\/dist\/.+\.js$/, `${folder} ${entry}`);
      assert.equal(target.types, target.default.replace(/\.js$/, '.d.ts'), `${folder} ${entry}`);
    }
  }
});

test('the test helpers are no runtime dependency of the shared library', () => {
  const root = join(import.meta.dirname, '..', '..');
  const pkg = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8'));
  const testing = (deps = {}) => Object.keys(deps).filter((n) => n.startsWith('@testing-library/'));
  assert.deepEqual(testing(pkg.dependencies), []);
  for (const name of testing(pkg.peerDependencies)) {
    assert.equal(pkg.peerDependenciesMeta?.[name]?.optional, true, `${name} is an optional peer`);
  }
});

test("the webpack preset ships its jest configuration, and the web packages' configs use it", () => {
  const root = join(import.meta.dirname, '..', '..');
  const preset = JSON.parse(readFileSync(join(root, 'webpack-preset', 'package.json'), 'utf8'));
  assert.equal(preset.exports['./jest'], './jest/web.cjs');
  assert.ok(preset.files.includes('jest'));
  for (const folder of ['shell', ...remoteFolders()]) {
    const config = readFileSync(join(root, folder, 'jest.config.cjs'), 'utf8');
    assert.match(config, /require\('@staffledger\/webpack-preset\/jest'\)/, folder);
  }
});
