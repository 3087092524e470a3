// Pieces every StaffLedger webpack build uses: the Module Federation builds (app-config.cjs) and the
// standalone guest page (standalone-config.cjs).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const ROOT = path.resolve(__dirname, '..', '..');
// The workspace library is TypeScript source reached through a pnpm symlink; webpack resolves
// symlinks to real paths, so the loader rule must include the real folder.
const SHARED_DIR = fs.realpathSync(path.join(ROOT, 'shared'));
const CONTRACTS_DIR = fs.realpathSync(path.join(ROOT, 'contracts'));

/**
 * How every build finds modules. The contracts package is compiled for the API's Node runtime, but
 * the screens bundle its TypeScript source (the `staffledger-source` condition of its exports),
 * whose relative imports carry the `.js` extension Node needs.
 */
function resolveOptions() {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.js'] },
    conditionNames: ['staffledger-source', '...'],
    symlinks: true,
  };
}

/** The page of an app without a `public/index.html` of its own: a root element and the title. */
const PAGE_TEMPLATE = path.join(__dirname, 'page.html');

/** The app's own HTML template when it has one (the shell), else the common page. */
function pageTemplate(appDir) {
  const own = path.join(appDir, 'public', 'index.html');
  return fs.existsSync(own) ? own : PAGE_TEMPLATE;
}

/**
 * TypeScript and TSX through SWC (the app's own sources and the shared library), CSS through
 * style-loader, images as files. Loaders resolve from the app's folder (`req`).
 * @param {NodeRequire} req @param {string} appDir @param {boolean} isProd
 */
function moduleRules(req, appDir, isProd) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      include: [path.join(appDir, 'src'), SHARED_DIR, CONTRACTS_DIR],
      exclude: /node_modules/,
      use: {
        loader: req.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProd } },
            target: 'es2020',
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [req.resolve('style-loader'), req.resolve('css-loader')],
    },
    {
      test: /\.(png|svg|jpe?g|gif|webp)$/i,
      type: 'asset/resource',
    },
  ];
}

/**
 * JavaScript minified by SWC (about 5x faster than terser on this code), through the minimizer
 * plugin that ships with the app's webpack; webpack's default minimizer when it cannot be found.
 * @param {NodeRequire} req
 */
function swcMinimizer(req) {
  const webpackReq = createRequire(req.resolve('webpack/package.json'));
  for (const name of ['minimizer-webpack-plugin', 'terser-webpack-plugin']) {
    let Plugin;
    try {
      Plugin = webpackReq(name);
    } catch {
      continue;
    }
    if (typeof Plugin.swcMinify !== 'function') continue;
    return [
      new Plugin({
        minify: Plugin.swcMinify,
        extractComments: false,
        terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
      }),
    ];
  }
  return ['...'];
}

/** Every file below `dir` (folders named node_modules or dist skipped), as sorted paths. */
function filesBelow(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .filter((file) => !/(^|[\\/])(node_modules|dist)[\\/]/.test(path.relative(dir, file)))
    .sort();
}

/**
 * A short fingerprint of what an app's build is made from: its sources, the shared library's and
 * the contracts', its package.json and the lockfile. Two builds of the same sources share it; any
 * change gives a new one.
 */
function sourceStamp(appDir) {
  const hash = require('node:crypto').createHash('sha256');
  const inputs = [
    ...filesBelow(path.join(appDir, 'src')),
    ...filesBelow(path.join(SHARED_DIR, 'src')),
    ...filesBelow(path.join(CONTRACTS_DIR, 'src')),
    path.join(appDir, 'package.json'),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ];
  for (const file of inputs) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

module.exports = {
  moduleRules,
  pageTemplate,
  resolveOptions,
  ROOT,
  SHARED_DIR,
  sourceStamp,
  swcMinimizer,
};
