// Pieces every StaffLedger webpack build uses: the Module Federation builds (app-config.cjs) and the
// standalone guest page (standalone-config.cjs). Nothing here knows where the app sits: an app of
// this repository and a copy built elsewhere against the published packages build alike.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/**
 * The real folders of the libraries the app builds with: the shared library, and the contracts it
 * re-exports (resolved from the shared library, whose dependency they are). In this repository
 * they are TypeScript source behind pnpm symlinks (webpack resolves symlinks to real paths, so the
 * loader rule must name the real folders); installed from their packages, they are compiled
 * JavaScript that needs no loader.
 * @param {string} appDir @returns {string[]}
 */
/**
 * Where a production build writes: the app's `dist/`, or the folder a deployment names
 * (STAFFLEDGER_BUILD_DIR), so that a deployment never rebuilds a folder a live product serves.
 * @param {string} appDir @param {string} [below] a folder inside dist/, e.g. 'standalone'
 */
function buildDir(appDir, below = '') {
  const chosen = process.env.STAFFLEDGER_BUILD_DIR;
  return path.join(chosen ? path.resolve(chosen) : path.join(appDir, 'dist'), below);
}

function libraryDirs(appDir) {
  const shared = packageDir(appDir, '@staffledger/shared');
  const contracts = shared && packageDir(shared, '@staffledger/contracts');
  return [shared, contracts].filter((dir) => dir !== null);
}

/** The real folder of package `name` as seen from the package in `fromDir`, or null. */
function packageDir(fromDir, name) {
  try {
    const manifest = createRequire(path.join(fromDir, 'package.json')).resolve(
      `${name}/package.json`,
    );
    return fs.realpathSync(path.dirname(manifest));
  } catch {
    return null;
  }
}

/** The lockfile that pins the app's dependencies: the nearest one up from the app's folder. */
function lockfileOf(appDir) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    for (const name of ['pnpm-lock.yaml', 'package-lock.json']) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) return file;
    }
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * react-router 7's package exports name only its development build (with its warnings), whatever
 * the mode (upstream issue remix-run/react-router#12532); it ships the production build beside it
 * under the same names. A production build takes that one: its two entries are aliased, and their
 * relative imports stay inside it. Where the router lies elsewhere (another version), nothing
 * changes.
 * @param {string} appDir @returns {Record<string, string>}
 */
function productionRouter(appDir) {
  const dom = packageDir(appDir, 'react-router-dom');
  const router = dom && packageDir(dom, 'react-router');
  if (!router) return {};
  const entries = {
    'react-router$': path.join(router, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(router, 'dist', 'production', 'dom-export.mjs'),
  };
  return Object.values(entries).every((file) => fs.existsSync(file)) ? entries : {};
}

/**
 * How every build finds modules. The contracts package is compiled for the API's Node runtime, but
 * the screens bundle its TypeScript source (the `staffledger-source` condition of its exports),
 * whose relative imports carry the `.js` extension Node needs.
 * @param {string} appDir @param {boolean} isProd
 */
function resolveOptions(appDir, isProd) {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.js'] },
    conditionNames: ['staffledger-source', '...'],
    symlinks: true,
    alias: isProd ? productionRouter(appDir) : {},
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
 * style-loader (minified first in production, css-minify-loader.cjs), images as files. Loaders
 * resolve from the app's folder (`req`); the minifier is this package's own.
 * @param {NodeRequire} req @param {string} appDir @param {boolean} isProd
 */
function moduleRules(req, appDir, isProd) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      include: [
        path.join(appDir, 'src'),
        ...libraryDirs(appDir).map((dir) => path.join(dir, 'src')),
      ],
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
      use: [
        req.resolve('style-loader'),
        req.resolve('css-loader'),
        ...(isProd ? [require.resolve('./css-minify-loader.cjs')] : []),
      ],
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
 * A short fingerprint of what an app's build is made from: its sources, the libraries' (their
 * source here, their compiled files when installed from packages), its package.json and its
 * lockfile. Two builds of the same sources share it; any change gives a new one.
 */
function sourceStamp(appDir) {
  const hash = require('node:crypto').createHash('sha256');
  /** @type {Array<[string, string | null]>} package folder, file */
  const inputs = [
    ...filesBelow(path.join(appDir, 'src')).map((file) => [appDir, file]),
    [appDir, path.join(appDir, 'package.json')],
    [appDir, lockfileOf(appDir)],
  ];
  for (const dir of libraryDirs(appDir)) {
    const source = filesBelow(path.join(dir, 'src'));
    for (const file of source.length > 0 ? source : filesBelow(path.join(dir, 'dist'))) {
      inputs.push([dir, file]);
    }
    inputs.push([dir, path.join(dir, 'package.json')]);
  }
  for (const [base, file] of inputs) {
    if (!file || !fs.existsSync(file)) continue;
    // Names relative to their package, so that the stamp does not depend on where folders sit.
    hash.update(path.relative(base, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * A plugin that writes `files` (name → text) into the build's output folder with its assets.
 * @param {typeof import('webpack')} webpack @param {Record<string, string>} files
 */
function emittedFiles(webpack, files) {
  return {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('StaffLedgerExtraFiles', (compilation) => {
        compilation.hooks.processAssets.tap(
          {
            name: 'StaffLedgerExtraFiles',
            stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
          },
          () => {
            for (const [name, content] of Object.entries(files)) {
              compilation.emitAsset(name, new webpack.sources.RawSource(content));
            }
          },
        );
      });
    },
  };
}

module.exports = {
  buildDir,
  emittedFiles,
  moduleRules,
  pageTemplate,
  resolveOptions,
  sourceStamp,
  swcMinimizer,
};
