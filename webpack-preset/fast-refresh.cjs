// React Fast Refresh for the development servers: an edit to a component of the shell or of a
// remote re-renders it in place, state kept, instead of reloading the page (docs/remotes.md).
'use strict';

const LOADER = require.resolve('./fast-refresh-loader.cjs');

/**
 * Turns a development config of app-config.cjs into one with Fast Refresh: SWC's refresh
 * transform, the loader that wires it to the page's one refresh runtime, and hot updates from the
 * app's own dev server.
 * @param {import('webpack').Configuration & { devServer?: any }} config
 * @param {string} scope  the app's Module Federation name
 */
function withFastRefresh(config, scope) {
  const rule = (config.module?.rules || []).find(
    (r) => r && typeof r === 'object' && /swc-loader/.test(String(r.use && r.use.loader)),
  );
  if (!rule) throw new Error('Fast Refresh: no swc-loader rule in the config');
  const swc = /** @type {{ loader: string, options: any }} */ (rule.use);
  const options = structuredClone(swc.options);
  options.jsc.transform.react.refresh = true;
  rule.use = [
    { loader: LOADER, options: { scope } },
    { loader: swc.loader, options },
  ];
  // Hot updates first; live reload stays for what they cannot apply.
  config.devServer = { ...config.devServer, hot: true };
  return config;
}

module.exports = { withFastRefresh };
