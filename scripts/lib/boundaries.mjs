// Import boundaries of the workspace (STYLE: a remote never reaches into another remote or the
// shell; everything two apps need lives in the shared library, imported through its one entry).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const IMPORT =
  /(?:\bimport\s[^'"]*?from\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s[^'"]*?from\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const TEST_FILE = /(\.test\.[cm]?[jt]sx?$)|([\\/]test[\\/])|([\\/]testing[\\/])/;

/** The app folders whose sources are checked: the shell, every remote and the shared library. */
export function appFolders(root) {
  return readdirSync(root)
    .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'))
    .filter((name) => statSync(join(root, name)).isDirectory());
}

/** Every import specifier of a source text with its line number. */
export function importsOf(text) {
  const out = [];
  for (const match of text.matchAll(IMPORT)) {
    const line = text.slice(0, match.index).split('\n').length;
    out.push({ spec: match[1], line });
  }
  return out;
}

/**
 * Why an import of `spec` from `file` (in app folder `app`) breaks a boundary, or null when it is
 * allowed.
 */
export function violation(root, app, file, spec) {
  if (spec.startsWith('.')) {
    const target = resolve(join(root, app, relative(join(root, app), file), '..'), spec);
    const inside = target === join(root, app) || target.startsWith(join(root, app) + sep);
    return inside ? null : `reaches outside ${app}/ (${spec})`;
  }
  const pkg = /^@staffledger\/([^/]+)(\/.*)?$/.exec(spec);
  if (!pkg) return null;
  const [, name, subpath] = pkg;
  if (name === 'shared') {
    if (!subpath) return null;
    if (subpath === '/testing' && TEST_FILE.test(file)) return null;
    return `imports a subpath of the shared library (${spec}); use its one entry`;
  }
  if (name === 'scripts') return `imports build scripts from application code (${spec})`;
  if (name === app) return null;
  return `imports another app (${spec})`;
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.[cm]?[jt]sx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every boundary violation under `root`: `{ file, line, reason }`. */
export function findViolations(root) {
  const found = [];
  for (const app of appFolders(root)) {
    const src = join(root, app, 'src');
    let files;
    try {
      files = sourceFiles(src);
    } catch {
      continue;
    }
    for (const file of files) {
      for (const { spec, line } of importsOf(readFileSync(file, 'utf8'))) {
        const reason = violation(root, app, file, spec);
        if (reason) found.push({ file: relative(root, file), line, reason });
      }
    }
  }
  return found;
}
