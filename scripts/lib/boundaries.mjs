// Import boundaries of the workspace. A remote never reaches into another remote or the shell:
// everything two apps need lives in the shared library, imported through its entries. What the
// API and the screens agree on lives in the contracts, which the API and the shared library import
// and which import nothing but the schema language (in their `schemas` folder only; their tests
// and test helpers, never built, may use Node). The shared
// library takes only the types of the schemas, so that the schema language stays out of the
// browser. Checked by the `staffledger/boundaries` lint rule (scripts/lint).
import { relative, resolve, sep } from 'node:path';

const TEST_FILE = /(\.test\.[cm]?[jt]sx?$)|([\\/]test[\\/])|([\\/]testing[\\/])/;
const APP = /^(api|contracts|shared|shell|mfe-[a-z0-9-]+)$/;

/** The workspace package a file belongs to (`api`, `shared`, `mfe-people`, …), or null. */
export function appOf(root, file) {
  const [first] = relative(root, file).split(sep);
  return APP.test(first) ? first : null;
}

/**
 * The shared library's entries besides its main one (`/testing` is for tests only; `/rules` is
 * bundled into each remote that imports it, the others are singletons).
 */
const SHARED_ENTRIES = new Set(['/core', '/router', '/rules', '/sheet']);
/** The router reaches the apps through the shared library's router entry only. */
const ROUTER_PACKAGE = /^react-router(-dom)?(\/|$)/;
const ROUTER_ENTRY = 'shared/src/router.ts';

const SCHEMA_LANGUAGE = '@sinclair/typebox';
const CONTRACT_SCHEMAS = /[\\/]contracts[\\/]src[\\/]schemas[\\/]/;

/**
 * Why `spec`, imported by `file` of package `app`, breaks a boundary; null when it is allowed.
 * `typeOnly`: the import brings types only (`import type`, `export type`), erased at build.
 */
export function violation(root, app, file, spec, typeOnly = false) {
  if (spec.startsWith('.')) {
    const target = resolve(file, '..', spec);
    const home = resolve(root, app);
    const inside = target === home || target.startsWith(home + sep);
    return inside ? null : `reaches outside ${app}/ (${spec})`;
  }
  if (
    ROUTER_PACKAGE.test(spec) &&
    !TEST_FILE.test(file) &&
    resolve(file) !== resolve(root, ROUTER_ENTRY)
  ) {
    return `imports the router package (${spec}); use @staffledger/shared/router, the page's one router`;
  }
  const pkg = /^@staffledger\/([^/]+)(\/.*)?$/.exec(spec);
  if (app === 'contracts') {
    if (spec === SCHEMA_LANGUAGE && CONTRACT_SCHEMAS.test(file)) return null;
    // tests and the test helpers run in Node and are never built
    if (TEST_FILE.test(file) && !pkg) return null;
    return `the contracts import nothing but their own files and, in schemas/, ${SCHEMA_LANGUAGE} (${spec})`;
  }
  if (!pkg) return null;
  const [, name, subpath] = pkg;
  if (name === app) return null;
  if (name === 'scripts' || name === 'webpack-preset') {
    return `imports build scripts from application code (${spec})`;
  }
  if (name === 'contracts') {
    if (app !== 'api' && app !== 'shared') {
      return `imports the contracts directly (${spec}); @staffledger/shared re-exports them`;
    }
    if (!subpath) return null;
    // the one Excel writer, loaded only where a file is written
    if (subpath === '/xlsx') return null;
    if (subpath === '/testing') {
      return TEST_FILE.test(file)
        ? null
        : `imports the contracts' test helpers outside a test (${spec})`;
    }
    if (subpath !== '/schemas') return `imports a subpath (${spec})`;
    if (app === 'api' || typeOnly) return null;
    return `takes values from the schemas (${spec}); the browser takes their types only (import type)`;
  }
  if (name === 'shared') {
    if (app === 'api') return `the API imports the contracts, never the browser library (${spec})`;
    if (!subpath || SHARED_ENTRIES.has(subpath)) return null;
    if (subpath === '/testing' && TEST_FILE.test(file)) return null;
    // the base style sheet, for a page whose build passes over /core (which imports it)
    if (subpath === '/styles.css' && app === 'shell') return null;
    return `imports a subpath of the shared library (${spec}); use one of its entries`;
  }
  return `imports another app (${spec})`;
}
