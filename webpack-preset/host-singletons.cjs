// The shell's build has no Module Federation plugin: its pages import React, the router and the
// shared library as plain modules, and the federation runtime comes in a chunk of its own with the
// first remote (shell/src/mf/federation-runtime.ts), which hands the shell's copies to the remotes.
// This gives that runtime the versions and ranges of the one shared map, and writes them to
// `shared.json` in the build, where the release scripts read the version of the shared library
// every page runs (docs/remotes.md#the-shared-librarys-version).
'use strict';

const path = require('node:path');
const { createRequire } = require('node:module');
const sharedMap = require('./mf-shared.cjs');
const { emittedFiles } = require('./parts.cjs');

const FILE = 'shared.json';

/** The package of a share key: 'react/' → 'react', '@staffledger/shared/core' → '@staffledger/shared'. */
function packageOf(key) {
  const parts = key.split('/').filter(Boolean);
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Each key of the shared map with the version the app resolves for it.
 * @param {string} appDir
 * @returns {Record<string, { version: string, requiredVersion: string, singleton: boolean, strictVersion: boolean }>}
 */
function hostSingletons(appDir) {
  const req = createRequire(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    Object.entries(sharedMap(appDir)).map(([key, config]) => [
      key,
      { version: req(`${packageOf(key)}/package.json`).version, ...config },
    ]),
  );
}

/**
 * The plugins of the shell's build: the singletons for its runtime (`process.env.SHARED_SINGLETONS`),
 * `shared.json`, and the federation runtime's own switch for a browser-only build.
 * @param {typeof import('webpack')} webpack @param {string} appDir
 */
function hostPlugins(webpack, appDir) {
  const singletons = hostSingletons(appDir);
  return [
    new webpack.DefinePlugin({
      'process.env.SHARED_SINGLETONS': JSON.stringify(JSON.stringify(singletons)),
      // the runtime's loading of remotes in Node is left out
      ENV_TARGET: JSON.stringify('web'),
    }),
    emittedFiles(webpack, { [FILE]: `${JSON.stringify(singletons, null, 2)}\n` }),
  ];
}

module.exports = { hostPlugins, hostSingletons, SINGLETONS_FILE: FILE };
