// The Module Federation host. Remotes are not known at build time: they come from /remotes.json,
// and the federation runtime starts with the first of them a user visits (src/mf/federation.ts).
const appConfig = require('@staffledger/webpack-preset');

module.exports = (_env, argv) =>
  appConfig(__dirname, {
    name: 'shell',
    port: 3000,
    mode: argv.mode,
    isHost: true,
    html: { publicPath: '/', title: 'StaffLedger' },
    // `pnpm dev`: each remote on its own dev server (REMOTES overrides).
    devRemotes: { mfe_corps: 'http://localhost:3001/mf-manifest.json' },
  });
