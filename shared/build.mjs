#!/usr/bin/env node
// The library as its package ships it (`pnpm --filter @staffledger/shared build`): JavaScript and
// type declarations in dist/, with the style sheets the modules import beside them, and the test
// helpers (`./testing`) in dist/testing. The apps of this repository build from the source instead;
// dist/ is for a front end built elsewhere, which installs the packed library by version and runs
// its tests with it (scripts/build-remote-elsewhere.mjs shows it).
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, 'src');
const dist = join(here, 'dist');

rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: here, stdio: 'inherit' });
// The test helpers apart, with the types of jest and jest-dom that the library itself never sees.
// That program emits the library's modules the helpers import as well: only its testing/ is kept, so
// that the library's files stay as the first pass wrote them.
const helpers = mkdtempSync(join(tmpdir(), 'shared-testing-'));
try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.testing.json', '--outDir', helpers], {
    cwd: here,
    stdio: 'inherit',
  });
  cpSync(join(helpers, 'testing'), join(dist, 'testing'), { recursive: true });
} finally {
  rmSync(helpers, { recursive: true, force: true });
}

// tsc leaves the imported style sheets behind; the compiled modules import them from beside them.
for (const entry of readdirSync(src, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
  const from = join(entry.parentPath, entry.name);
  const to = join(dist, relative(src, from));
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}
