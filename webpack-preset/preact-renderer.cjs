// The renderer of the standalone page: Preact through its React compatibility layer
// (`preact/compat`) in place of React DOM. A page whose first load is its whole cost cannot carry
// React DOM's 55 KB (gzip) for one screen; Preact with the layer weighs about 11 KB. The Module
// Federation builds keep React: there it is a singleton the shell shares with every remote.
//
// The screens stay written against React's API, and their tests run on React. What the layer
// covers, and what it does not, is in this package's README ("The standalone page's renderer").
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * React's entry points and the file of the preset's own Preact that stands for each. Aliased to
 * files, not to package names: the shared library's sources import React from folders where
 * Preact is not installed. Each file imports the rest of Preact by package name, from inside
 * Preact's own folder, so the page holds one copy of it.
 */
const STANDS_FOR = {
  react$: 'compat/dist/compat.mjs',
  'react-dom$': 'compat/dist/compat.mjs',
  'react-dom/client$': 'compat/client.mjs',
  'react/jsx-runtime$': 'compat/jsx-runtime.mjs',
  'react/jsx-dev-runtime$': 'compat/jsx-dev-runtime.mjs',
};

/** `resolve.alias` entries that make a build render with Preact; throws if Preact lacks a file. */
function preactAliases() {
  const manifest = require.resolve('preact/package.json');
  const dir = fs.realpathSync(path.dirname(manifest));
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return Object.fromEntries(
    Object.entries(STANDS_FOR).map(([name, file]) => {
      const target = path.join(dir, file);
      if (!fs.existsSync(target)) {
        throw new Error(`preact ${version} has no ${file}: the standalone build needs preact 11`);
      }
      return [name, target];
    }),
  );
}

module.exports = { preactAliases };
