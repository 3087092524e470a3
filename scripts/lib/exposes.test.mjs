// Run with: node --test scripts/lib/exposes.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const { exposesOf } = createRequire(import.meta.url)('../../webpack-preset/app-config.cjs');

/** A remote folder whose src/exposes.ts is `body`. */
function remoteWith(body) {
  const dir = mkdtempSync(join(tmpdir(), 'exposes-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'exposes.ts'), `export default {\n${body}\n};\n`);
  return dir;
}

test('a comment inside an import does not drop the module from the build', () => {
  const dir = remoteWith(
    `  './Corps': () => import(/* webpackChunkName: "corps" */ './corps/CorpsRoutes'),\n` +
      `  // the settings\n  './Admin': () => import('./admin/AdminRoutes'),`,
  );
  try {
    assert.deepEqual(exposesOf(dir), {
      './Corps': './src/corps/CorpsRoutes',
      './Admin': './src/admin/AdminRoutes',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a module written another way fails the build instead of being dropped', () => {
  const dir = remoteWith(
    `  './Corps': lazyImport('./corps/CorpsRoutes'),\n  './Admin': () => import('./admin/AdminRoutes'),`,
  );
  try {
    assert.throws(() => exposesOf(dir), /cannot read what \.\/Corps exposes/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
