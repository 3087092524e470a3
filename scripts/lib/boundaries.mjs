// Import boundaries of the workspace. A remote never reaches into another remote or the shell:
// everything two apps need lives in the shared library, imported through its one entry. What the
// API and the screens agree on lives in the contracts, which the API and the shared library import
// and which import nothing. Checked by the `staffledger/boundaries` lint rule (scripts/lint).
import { relative, resolve, sep } from 'node:path';

const TEST_FILE = /(\.test\.[cm]?[jt]sx?$)|([\\/]test[\\/])|([\\/]testing[\\/])/;
const APP = /^(api|contracts|shared|shell|mfe-[a-z0-9-]+)$/;

/** The workspace package a file belongs to (`api`, `shared`, `mfe-people`, …), or null. */
export function appOf(root, file) {
  const [first] = relative(root, file).split(sep);
  return APP.test(first) ? first : null;
}

/** Why `spec`, imported by `file` of package `app`, breaks a boundary; null when it is allowed. */
export function violation(root, app, file, spec) {
  if (spec.startsWith('.')) {
    const target = resolve(file, '..', spec);
    const home = resolve(root, app);
    const inside = target === home || target.startsWith(home + sep);
    return inside ? null : `reaches outside ${app}/ (${spec})`;
  }
  const pkg = /^@staffledger\/([^/]+)(\/.*)?$/.exec(spec);
  if (app === 'contracts') {
    return `the contracts import nothing but their own files (${spec})`;
  }
  if (!pkg) return null;
  const [, name, subpath] = pkg;
  if (name === app) return null;
  if (name === 'scripts') return `imports build scripts from application code (${spec})`;
  if (name === 'contracts') {
    if (app === 'api' || app === 'shared') return subpath ? `imports a subpath (${spec})` : null;
    return `imports the contracts directly (${spec}); @staffledger/shared re-exports them`;
  }
  if (name === 'shared') {
    if (app === 'api') return `the API imports the contracts, never the browser library (${spec})`;
    if (!subpath) return null;
    if (subpath === '/testing' && TEST_FILE.test(file)) return null;
    return `imports a subpath of the shared library (${spec}); use its one entry`;
  }
  return `imports another app (${spec})`;
}
