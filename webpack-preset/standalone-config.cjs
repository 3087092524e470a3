// A plain webpack build of one page, without Module Federation: the standalone guest app. Its first
// load must be small (scripts/bundle-size.mjs checks it), so it carries no federation runtime,
// renders with Preact in React's place (preact-renderer.cjs), and takes only the parts of the shared
// library that it uses, and the library's base styles.
//
//   const standaloneConfig = require('@staffledger/webpack-preset/standalone');
//   standaloneConfig(__dirname, { entry: './src/standalone/index.tsx', outDir: 'dist/standalone',
//     title: 'Timesheet', files: { 'guest-config.json': '{ "apiUrl": "" }\n' } });
'use strict';

const path = require('node:path');
const { createRequire } = require('node:module');
const {
  emittedFiles,
  buildDir,
  moduleRules,
  pageTemplate,
  resolveOptions,
  swcMinimizer,
} = require('./parts.cjs');
const { preactAliases } = require('./preact-renderer.cjs');

/**
 * @typedef {object} StandaloneOptions
 * @property {string} entry                the page's entry module
 * @property {string} outDir               output folder, relative to the app
 * @property {string} title                the page title
 * @property {Record<string,string>} [files]  extra files written beside the page (name → content)
 * @property {Record<string,string>} [pages]  more pages beside index.html (file name → entry
 *   module), each a bundle of its own, so that the first page never carries their code
 * @property {'production'|'development'|'none'} [mode]
 */

/** The shared library's base look: the fonts, colours, buttons, tables and forms of every page. */
const BASE_STYLES = '@staffledger/shared/styles.css';

/** @param {string} appDir @param {StandaloneOptions} opts @returns {import('webpack').Configuration} */
function standaloneConfig(appDir, opts) {
  const req = createRequire(path.join(appDir, 'package.json'));
  const webpack = req('webpack');
  const HtmlWebpackPlugin = req('html-webpack-plugin');
  const mode = opts.mode || 'production';
  const isProd = mode === 'production';
  const files = opts.files || {};
  const pages = Object.entries(opts.pages || {}).map(([file, entry]) => ({
    file,
    entry,
    name: file.replace(/\.html$/, ''),
  }));

  /** Writes `files` into the output folder with the build. */
  const emitFiles = emittedFiles(webpack, files);

  return {
    name: 'standalone',
    mode,
    context: appDir,
    // The shared library's base style sheet first, as the shell's pages get it from
    // @staffledger/shared/core. Imported from an entry of the library, it would be dropped here:
    // the library marks only its style sheets as side effects, so a module that merely re-exports
    // (core.ts, which imports it) is skipped when the page takes what it re-exports directly.
    entry: {
      main: [BASE_STYLES, opts.entry],
      ...Object.fromEntries(pages.map((page) => [page.name, [BASE_STYLES, page.entry]])),
    },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: buildDir(appDir, path.relative('dist', opts.outDir)),
      // relative URLs: the page works under any path of any origin
      publicPath: 'auto',
      filename: isProd ? '[name].[contenthash:12].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:12].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    resolve: withPreact(resolveOptions(appDir, isProd)),
    module: {
      rules: moduleRules(req, appDir, isProd),
      // a React API that Preact's layer lacks (useActionState, useOptimistic...) stops the build,
      // where it would otherwise be undefined in the page
      parser: { javascript: { exportsPresence: 'error' } },
    },
    plugins: [
      new HtmlWebpackPlugin({
        title: opts.title,
        template: pageTemplate(appDir),
        publicPath: '',
        chunks: ['main'],
      }),
      ...pages.map(
        (page) =>
          new HtmlWebpackPlugin({
            title: opts.title,
            template: pageTemplate(appDir),
            publicPath: '',
            filename: page.file,
            chunks: [page.name],
          }),
      ),
      emitFiles,
    ],
    optimization: {
      minimize: isProd,
      ...(isProd ? { minimizer: swcMinimizer(req) } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    ...(isProd ? { infrastructureLogging: { level: 'error' } } : {}),
  };
}

/** @param {ReturnType<typeof resolveOptions>} resolve */
function withPreact(resolve) {
  return { ...resolve, alias: { ...resolve.alias, ...preactAliases() } };
}

module.exports = standaloneConfig;
