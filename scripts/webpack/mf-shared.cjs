// The one Module Federation `shared` map used by every app (host and remotes).
// Every entry is a singleton: one React, one router and one session store in the page, whichever
// app loaded it first. `requiredVersion` is always an explicit semver range: pnpm's
// `workspace:*` is not semver and would silently become an empty range.
'use strict';

const path = require('node:path');

const sharedPkg = require(path.join(__dirname, '..', '..', 'shared', 'package.json'));

const REACT = '^19.2.0';
const ROUTER = '^7.9.0';
const ZUSTAND = '^5.0.0';
const SHARED = `^${sharedPkg.version}`;

/** @type {Record<string, { singleton: true, requiredVersion: string }>} */
module.exports = {
  react: { singleton: true, requiredVersion: REACT },
  // Prefix keys: `react/jsx-runtime`, `react-dom/client` must be shared too, or React refuses
  // to run with two copies (minified error #527).
  'react/': { singleton: true, requiredVersion: REACT },
  'react-dom': { singleton: true, requiredVersion: REACT },
  'react-dom/': { singleton: true, requiredVersion: REACT },
  // react-router-dom 7 only re-exports react-router: both must be one instance.
  'react-router': { singleton: true, requiredVersion: ROUTER },
  'react-router-dom': { singleton: true, requiredVersion: ROUTER },
  zustand: { singleton: true, requiredVersion: ZUSTAND },
  // The session store is a module-level instance: the package itself must be a singleton.
  '@staffledger/shared': { singleton: true, requiredVersion: SHARED },
};
