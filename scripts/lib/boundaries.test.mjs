// Run with: node --test scripts/lib/boundaries.test.mjs
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import boundaries from '../lint/boundaries-rule.mjs';

// the files need not exist: the rule reads only their paths and the code given
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The lines of `code`, saved as `file` under ROOT, that the boundaries rule reports. */
function crossed(file, code) {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx,mjs}'],
        languageOptions: { parser: tseslint.parser, sourceType: 'module' },
        plugins: { staffledger: boundaries },
        rules: { 'staffledger/boundaries': ['error', { root: ROOT }] },
      },
    ],
    { filename: join(ROOT, file) },
  );
  assert.ok(
    messages.every((m) => m.ruleId === 'staffledger/boundaries'),
    JSON.stringify(messages),
  );
  return messages.map((m) => m.line);
}

test('a remote imports the shared entry and its own files, nothing of another app', () => {
  const code = [
    "import { apiFetch } from '@staffledger/shared';",
    "import x from './x';",
    "import List from '../../mfe-b/src/List';",
    "import Other from '@staffledger/mfe-b';",
    "import { Layout } from '@staffledger/shell';",
    "import kit from '@staffledger/shared/src/kit';",
    "import { TIMESHEET_TRANSITIONS } from '@staffledger/contracts';",
    "export { y } from '../../shell/src/y';",
    "const z = await import('@staffledger/mfe-c');",
    "const w = require('@staffledger/webpack-preset');",
  ].join('\n');
  assert.deepEqual(crossed('mfe-a/src/Screen.tsx', code), [3, 4, 5, 6, 7, 8, 9, 10]);
});

test("the shared library's core and router entries are allowed to every app", () => {
  const code = [
    "import { useSession } from '@staffledger/shared/core';",
    "import { Link } from '@staffledger/shared/router';",
    "import { ResourceList } from '@staffledger/shared/src/kit/list';",
  ].join('\n');
  assert.deepEqual(crossed('shell/src/App.tsx', code), [3]);
  assert.deepEqual(crossed('mfe-a/src/Screen.tsx', code), [3]);
});

test("the shell imports the shared library's base style sheet; a remote gets it from the page", () => {
  const code = "import '@staffledger/shared/styles.css';";
  assert.deepEqual(crossed('shell/src/bootstrap.tsx', code), []);
  assert.deepEqual(crossed('mfe-a/src/Screen.tsx', code), [1]);
});

test("the router is imported through the shared library's router entry only", () => {
  const code = [
    "import { Link } from 'react-router-dom';",
    "import { useParams } from 'react-router';",
    "import { HydratedRouter } from 'react-router/dom';",
  ].join('\n');
  assert.deepEqual(crossed('mfe-a/src/Screen.tsx', code), [1, 2, 3]);
  assert.deepEqual(crossed('shell/src/App.tsx', code), [1, 2, 3]);
  assert.deepEqual(crossed('shared/src/kit/list/ListTable.tsx', code), [1, 2, 3]);
  assert.deepEqual(crossed('shared/src/router.ts', code), []);
  // a test renders its screen in a router of its own making (MemoryRouter)
  assert.deepEqual(crossed('mfe-a/src/Screen.test.tsx', code), []);
});

test('the test helpers entry is allowed in tests only', () => {
  const code = "import { createFakeApi } from '@staffledger/shared/testing';";
  assert.deepEqual(crossed('mfe-a/src/Screen.test.tsx', code), []);
  assert.deepEqual(crossed('mfe-a/src/test/renderApp.tsx', code), []);
  assert.deepEqual(crossed('mfe-a/src/Screen.tsx', code), [1]);
});

test('the shared library and the API import the contracts, never each other', () => {
  const contracts = "import { canMove } from '@staffledger/contracts';";
  assert.deepEqual(crossed('shared/src/kit/x.ts', contracts), []);
  assert.deepEqual(crossed('api/src/modules/x.ts', contracts), []);
  assert.deepEqual(
    crossed('api/src/modules/x.ts', "import { a } from '@staffledger/shared';"),
    [1],
  );
  assert.deepEqual(
    crossed('api/src/modules/x.ts', "import a from '../../../shared/src/a.js';"),
    [1],
  );
  assert.deepEqual(crossed('shared/src/x.ts', "import { b } from '../../api/src/app';"), [1]);
});

test('the contracts import only their own files, and the schema language in schemas/', () => {
  assert.deepEqual(crossed('contracts/src/index.ts', "export * from './money.js';"), []);
  assert.deepEqual(crossed('contracts/src/x.ts', "import React from 'react';"), [1]);
  assert.deepEqual(crossed('contracts/src/x.ts', "import { a } from '@staffledger/shared';"), [1]);
  const typebox = "import { Type } from '@sinclair/typebox';";
  assert.deepEqual(crossed('contracts/src/schemas/vendor.ts', typebox), []);
  assert.deepEqual(crossed('contracts/src/money.ts', typebox), [1]);
});

test('the API takes the schemas; the shared library only their types', () => {
  const values = "import { Vendor } from '@staffledger/contracts/schemas';";
  assert.deepEqual(crossed('api/src/modules/x.ts', values), []);
  assert.deepEqual(crossed('shared/src/kit/x.ts', values), [1]);
  const types = [
    "import type { Vendor } from '@staffledger/contracts/schemas';",
    "import { type Corp, type CorpRow } from '@staffledger/contracts/schemas';",
    "export type { Billing } from '@staffledger/contracts/schemas';",
    "import { type Invoice, InvoiceRow } from '@staffledger/contracts/schemas';",
    "export { Timesheet } from '@staffledger/contracts/schemas';",
  ].join('\n');
  assert.deepEqual(crossed('shared/src/index.ts', types), [4, 5]);
  const other = "import { a } from '@staffledger/contracts/src/money';";
  assert.deepEqual(crossed('api/src/modules/x.ts', other), [1]);
  assert.deepEqual(
    crossed('mfe-a/src/x.ts', "import type { Vendor } from '@staffledger/contracts/schemas';"),
    [1],
  );
});

test('the Excel writer is an entry of the contracts; their test helpers are for tests only', () => {
  const writer = "import { ExcelFile } from '@staffledger/contracts/xlsx';";
  assert.deepEqual(crossed('api/src/modules/archive/x.ts', writer), []);
  assert.deepEqual(crossed('shared/src/kit/list/x.ts', writer), []);
  assert.deepEqual(crossed('mfe-a/src/x.ts', writer), [1]);
  const helpers = "import { readXlsx } from '@staffledger/contracts/testing';";
  assert.deepEqual(crossed('api/src/modules/archive/x.test.ts', helpers), []);
  assert.deepEqual(crossed('api/src/modules/archive/x.ts', helpers), [1]);
  const node = "import { inflateRawSync } from 'node:zlib';";
  assert.deepEqual(crossed('contracts/src/testing/readXlsx.ts', node), []);
  assert.deepEqual(crossed('contracts/src/xlsx/zipWriter.test.ts', node), []);
  assert.deepEqual(crossed('contracts/src/xlsx/zipWriter.ts', node), [1]);
});

test('files outside the workspace packages are not checked', () => {
  assert.deepEqual(crossed('scripts/e2e/x.ts', "import a from '../../mfe-a/src/a';"), []);
});
