// The one Module Federation `shared` map used by every app (host and remotes).
// Every entry is a singleton: one React, one router and one session store in the page, whichever
// app loaded it first (the shell). `requiredVersion` is always an explicit semver range: pnpm's
// `workspace:*` is not semver and would silently become an empty range. A remote requires the
// shared library it was built with (`^` its version), and every entry is `strictVersion`: a remote
// that the page's copy cannot run fails to load, and says so, rather than running with a copy that
// lacks what it calls (docs/remotes.md#the-shared-librarys-version).
'use strict';

const path = require('node:path');
const { createRequire } = require('node:module');

const REACT = '^19.2.0';
const ZUSTAND = '^5.0.0';

/** @param {string} requiredVersion */
const one = (requiredVersion) => ({ singleton: true, strictVersion: true, requiredVersion });

/**
 * The map for the app in `appDir`: it requires the version of the shared library that the app
 * resolves (its source here, the installed package elsewhere).
 * @param {string} appDir
 * @returns {Record<string, { singleton: true, strictVersion: true, requiredVersion: string }>}
 */
function sharedMap(appDir) {
  const req = createRequire(path.join(appDir, 'package.json'));
  const SHARED = `^${req('@staffledger/shared/package.json').version}`;
  return {
    react: one(REACT),
    // Prefix keys: `react/jsx-runtime`, `react-dom/client` must be shared too, or React refuses
    // to run with two copies (minified error #527).
    'react/': one(REACT),
    'react-dom': one(REACT),
    'react-dom/': one(REACT),
    zustand: one(ZUSTAND),
    // The session store is a module-level instance: the package itself must be a singleton.
    '@staffledger/shared': one(SHARED),
    // Its other entries, each a singleton of its own. The shell's pages load only /core; the entry
    // (the list and form kit) comes with the first remote, /sheet with the first screen that edits
    // a timesheet. The apps reach the router only through /router, so react-router is not shared
    // whole: the build keeps just what /router names.
    '@staffledger/shared/core': one(SHARED),
    '@staffledger/shared/router': one(SHARED),
    '@staffledger/shared/sheet': one(SHARED),
  };
}

module.exports = sharedMap;
