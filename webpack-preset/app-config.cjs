// Webpack + Module Federation configuration factory shared by every StaffLedger front end.
//
//   const appConfig = require('@staffledger/webpack-preset');
//   module.exports = (env, argv) => appConfig(__dirname, { name: 'mfe_corps', port: 3001, mode: argv.mode,
//     exposes: { './Corps': './src/corps/CorpsRoutes.tsx' } });
//
// Loaders and plugins are resolved from the app's own folder (each app lists them as its devDependencies).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const { withFastRefresh } = require('./fast-refresh.cjs');
const { hostPlugins } = require('./host-singletons.cjs');
const sharedMap = require('./mf-shared.cjs');
const {
  buildDir,
  moduleRules,
  pageTemplate,
  resolveOptions,
  sourceStamp,
  swcMinimizer,
} = require('./parts.cjs');

/**
 * The host names a remote's dev server answers: its own, and the product's it proxies to.
 * @param {string} apiUrl
 */
function remoteDevHosts(apiUrl) {
  const hosts = new Set(['localhost', '127.0.0.1']);
  if (process.env.DEV_HOST) hosts.add(process.env.DEV_HOST);
  try {
    hosts.add(new URL(apiUrl).hostname);
  } catch {
    // a malformed API_URL fails the proxy, which says so
  }
  return [...hosts];
}

/**
 * @typedef {object} AppOptions
 * @property {string} name                 Module Federation name (a JS identifier, e.g. 'mfe_corps')
 * @property {number} port                 dev server port
 * @property {'production'|'development'|'none'} [mode]
 * @property {Record<string,string>} [exposes]  remote's exposed modules (default: its src/exposes.ts)
 * @property {boolean} [isHost]            the shell: no federation plugin (its runtime starts in a chunk of
 *                                         its own, host-singletons.cjs), /remotes.json in dev
 * @property {{ publicPath?: string, title?: string }} [html]  HtmlWebpackPlugin overrides
 * @property {Record<string,string>} [devRemotes]  the host's dev /remotes.json (env REMOTES overrides)
 * @property {string} [apiUrl]             where the dev server proxies /api and /auth
 * @property {RegExp} [keepInDist]         files of dist/ that another build writes (kept on clean)
 */

/**
 * Entry chunks get a content hash. The federation runtime also asks for this template before any
 * hash exists (only to learn the folder depth of the entry); there the plain name does the same.
 * @param {any} pathData
 */
function hashedEntryFilename(pathData) {
  const hashes = pathData && pathData.chunk && pathData.chunk.contentHash;
  return hashes && hashes.javascript ? '[name].[contenthash:12].js' : '[name].js';
}

/**
 * A remote's exposed modules, from its `src/exposes.ts` (`'./Corps': () => import('./corps/…')`),
 * the file the typecheck holds to the shell's registry of remotes.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
function exposesOf(appDir) {
  const file = path.join(appDir, 'src', 'exposes.ts');
  // comments never change what is exposed: `import(/* webpackChunkName: "x" */ './a')` is './a'
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const exposes = {};
  for (const [, name, target] of text.matchAll(
    /'(\.\/\w+)':\s*\(\)\s*=>\s*import\(\s*'(\.\/[^']+)'\s*\)/g,
  )) {
    exposes[name] = `./${path.posix.join('src', target)}`;
  }
  // every key of the list must be read: one the build cannot read would be dropped in silence
  const keys = [...text.matchAll(/'(\.\/\w+)'\s*:/g)].map(([, name]) => name);
  const unread = keys.filter((name) => !(name in exposes));
  if (unread.length) {
    throw new Error(
      `${file}: cannot read what ${unread.join(', ')} expose${unread.length === 1 ? 's' : ''}; ` +
        "write each as '<name>': () => import('<relative path>')",
    );
  }
  if (Object.keys(exposes).length === 0) throw new Error(`${file} exposes nothing`);
  return exposes;
}

/**
 * A production remote runs only inside the shell: it carries neither the federation runtime (the
 * shell gives it its own with the first remote it loads, shell/src/mf/federation-runtime.ts) nor
 * the runtime's code for loading remotes of its own (a remote never imports another remote), so
 * a remote's first visit costs little more than its own code.
 */
const remoteExperiments = {
  externalRuntime: true,
  optimization: { disableRemote: true, target: 'web' },
};

/**
 * The shared map of a production remote: the shell provides every singleton, each counted as
 * loaded before a remote starts (shell/src/mf/provided.ts), so a remote's own copies would never
 * run; without them its remoteEntry.js lists no fallbacks. A shell whose copy does not satisfy a
 * remote's range still refuses it (strictVersion), as before.
 * @template {object} T @param {Record<string, T>} map @returns {Record<string, T & { import: false }>}
 */
function shellProvided(map) {
  return Object.fromEntries(
    Object.entries(map).map(([key, config]) => [key, { ...config, import: false }]),
  );
}

/** @param {string} appDir @param {AppOptions} opts @returns {import('webpack').Configuration} */
function appConfig(appDir, opts) {
  const req = createRequire(path.join(appDir, 'package.json'));
  const webpack = req('webpack');
  const HtmlWebpackPlugin = req('html-webpack-plugin');

  const mode = opts.mode || 'production';
  const isProd = mode === 'production';
  const isHost = Boolean(opts.isHost);
  const apiUrl = opts.apiUrl || process.env.API_URL || 'http://localhost:8080';
  const favicon = path.join(appDir, 'public', 'favicon.svg');

  /** @returns {any[]} a remote's Module Federation plugin, or the shell's singletons (no plugin) */
  const federationPlugins = () => {
    if (isHost) return hostPlugins(webpack, appDir);
    // Make @module-federation/enhanced use the app's webpack (pnpm gives it its own peer copy).
    process.env.FEDERATION_WEBPACK_PATH ||= req.resolve('webpack');
    const { ModuleFederationPlugin } = req('@module-federation/enhanced/webpack');
    return [
      new ModuleFederationPlugin({
        name: opts.name,
        shared: isProd ? shellProvided(sharedMap(appDir)) : sharedMap(appDir),
        dts: false,
        dev: false,
        filename: 'remoteEntry.js',
        exposes: opts.exposes || exposesOf(appDir),
        ...(isProd ? { experiments: remoteExperiments } : {}),
      }),
    ];
  };

  /** @type {import('webpack').Configuration & { devServer?: any }} */
  const config = {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    // No eval in development either: a remote's dev server also runs inside a deployed product,
    // whose content security policy allows its origin's scripts but never eval (docs/remotes.md).
    devtool: isProd ? false : 'cheap-module-source-map',
    output: {
      path: buildDir(appDir),
      publicPath: 'auto',
      uniqueName: opts.name,
      filename: isProd ? hashedEntryFilename : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:12].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: opts.keepInDist ? { keep: opts.keepInDist } : true,
      // A lazy chunk that does not arrive ends in the screen's error with Retry, not a spinner.
      chunkLoadTimeout: 10_000,
      // A tab may run two deployments of a remote (the one it loaded, then a newer one): each
      // build of other sources keeps its chunks apart from the other's.
      ...(isProd && !isHost
        ? { chunkLoadingGlobal: `webpackChunk_${opts.name}_${sourceStamp(appDir)}` }
        : {}),
    },
    resolve: resolveOptions(appDir, isProd),
    module: { rules: moduleRules(req, appDir, isProd) },
    plugins: [
      new HtmlWebpackPlugin({
        title: (opts.html && opts.html.title) || 'StaffLedger',
        template: pageTemplate(appDir),
        ...(fs.existsSync(favicon) ? { favicon } : {}),
        // publicPath 'auto' would emit relative <script src>, which breaks deep-link reloads.
        publicPath: (opts.html && opts.html.publicPath) || (isHost ? '/' : 'auto'),
        // A remote's own dev page runs its main entry only: remoteEntry.js beside it would be a
        // second webpack runtime of the same name, and the two would take each other's hot updates.
        ...(isProd || isHost ? {} : { excludeChunks: [opts.name] }),
      }),
      ...federationPlugins(),
      new webpack.DefinePlugin({
        // Where a standalone remote sends a user to sign in ('' = same origin as the shell).
        'process.env.SHELL_URL': JSON.stringify(
          process.env.SHELL_URL || (isProd ? '' : 'http://localhost:3000'),
        ),
      }),
    ],
    optimization: {
      minimize: isProd,
      ...(isProd ? { minimizer: swcMinimizer(req) } : {}),
      // A remote's runtime must live in remoteEntry.js, not in a separate runtime chunk.
      runtimeChunk: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // Production builds print errors and warnings only (not the federation plugin's notes).
    ...(isProd ? { infrastructureLogging: { level: 'error' } } : {}),
    devServer: {
      port: opts.port,
      host: process.env.DEV_HOST || 'localhost',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      // A remote's dev server is loaded by pages of other sites: the shell's dev server, or the
      // deployed product it proxies to (API_URL, docs/remotes.md#a-teams-day). webpack-dev-server
      // refuses a cross-site page's scripts and live-reload socket unless the hosts are allowed.
      ...(isHost ? {} : { allowedHosts: remoteDevHosts(apiUrl) }),
      headers: isHost
        ? {}
        : {
            // A remote is fetched (manifest) and loaded (scripts) by the shell on another origin.
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
            'Access-Control-Allow-Headers': '*',
          },
      proxy: [{ context: ['/api', '/auth'], target: apiUrl }],
    },
  };

  if (isHost) {
    const remotesJson = process.env.REMOTES || JSON.stringify(opts.devRemotes || {});
    JSON.parse(remotesJson); // fail fast on a malformed REMOTES
    config.devServer.setupMiddlewares = (middlewares, devServer) => {
      devServer.app.get('/remotes.json', (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(remotesJson);
      });
      return middlewares;
    };
  }

  if (!isProd) withFastRefresh(config, opts.name);
  return config;
}

module.exports = appConfig;
module.exports.appConfig = appConfig;
module.exports.exposesOf = exposesOf;
