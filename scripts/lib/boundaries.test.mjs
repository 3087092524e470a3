// Run with: node --test scripts/lib/boundaries.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { findViolations, importsOf } from './boundaries.mjs';

function workspace(files) {
  const root = mkdtempSync(join(tmpdir(), 'sl-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('finds static, dynamic, re-export and require imports with their lines', () => {
  const text = [
    "import a from './a';",
    "import type { B } from '@staffledger/shared';",
    "export { c } from '../c';",
    "const d = await import('./d');",
    "import './styles.css';",
    "const e = require('e');",
  ].join('\n');
  assert.deepEqual(importsOf(text), [
    { spec: './a', line: 1 },
    { spec: '@staffledger/shared', line: 2 },
    { spec: '../c', line: 3 },
    { spec: './d', line: 4 },
    { spec: './styles.css', line: 5 },
    { spec: 'e', line: 6 },
  ]);
});

test('a remote may import the shared entry and its own files, nothing of another app', () => {
  const root = workspace({
    'mfe-a/src/ok.tsx': "import { apiFetch } from '@staffledger/shared';\nimport x from './x';",
    'mfe-a/src/x.ts': 'export default 1;',
    'mfe-a/src/bad.tsx': [
      "import List from '../../mfe-b/src/List';",
      "import Other from '@staffledger/mfe-b';",
      "import { Layout } from '@staffledger/shell';",
      "import kit from '@staffledger/shared/src/kit';",
    ].join('\n'),
    'mfe-a/src/x.test.tsx': "import { createFakeApi } from '@staffledger/shared/testing';",
    'mfe-b/src/List.tsx': 'export default 1;',
    'shell/src/App.tsx': "import Corps from '../../mfe-a/src/ok';",
    'shared/src/index.ts': "import { x } from '../../shell/src/App';",
  });
  try {
    const found = findViolations(root).map((v) => `${v.file}:${v.line}`);
    assert.deepEqual(found.sort(), [
      'mfe-a/src/bad.tsx:1',
      'mfe-a/src/bad.tsx:2',
      'mfe-a/src/bad.tsx:3',
      'mfe-a/src/bad.tsx:4',
      'shared/src/index.ts:1',
      'shell/src/App.tsx:1',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the test helpers entry is allowed in tests only', () => {
  const root = workspace({
    'mfe-a/src/Screen.tsx': "import { createFakeApi } from '@staffledger/shared/testing';",
  });
  try {
    assert.equal(findViolations(root).length, 1);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
