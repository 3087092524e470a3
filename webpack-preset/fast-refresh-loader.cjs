// Webpack loader of development builds, run on the output of swc-loader (SWC's React Refresh
// transform): gives each module the `$RefreshReg$` / `$RefreshSig$` that the transform calls, and
// settles its hot update after its code has run (fast-refresh-runtime.cjs).
'use strict';

const RUNTIME = require.resolve('./fast-refresh-runtime.cjs');

/** @this {import('webpack').LoaderContext<{ scope: string }>} */
module.exports = function fastRefreshLoader(source, map) {
  const { scope } = this.getOptions();
  const runtime = JSON.stringify(this.utils.contextify(this.context, RUNTIME));
  // Component ids carry the app's name: two apps' modules may have the same path in their builds.
  const prefix = JSON.stringify(`${scope} `);
  // One line ahead of the code, so that the source map's lines still match.
  const head =
    `import * as __fastRefresh from ${runtime};` +
    `var $RefreshReg$ = (type, id) => __fastRefresh.register(type, ${prefix} + __webpack_module__.id + ' ' + id);` +
    `var $RefreshSig$ = __fastRefresh.signature;`;
  const tail = `\n__fastRefresh.settle(__webpack_module__, ${JSON.stringify(scope)});\n`;
  this.callback(null, head + source + tail, map);
};
