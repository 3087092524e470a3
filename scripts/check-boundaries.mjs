#!/usr/bin/env node
// Fails when an app imports across a boundary (see lib/boundaries.mjs); lists every offending line.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations } from './lib/boundaries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const found = findViolations(root);
for (const v of found) console.error(`${v.file}:${v.line}: ${v.reason}`);
console.log(
  found.length === 0 ? 'Import boundaries hold.' : `${found.length} boundary violation(s).`,
);
process.exit(found.length === 0 ? 0 : 1);
