// Remote `mfe_corps`: corporations and admin settings, mounted by the shell at /on/corps/* and /on/admin/*.
const appConfig = require('@staffledger/webpack-preset');

module.exports = (_env, argv) =>
  appConfig(__dirname, {
    name: 'mfe_corps',
    port: 3001,
    mode: argv.mode,
    // Standalone dev server serves at '/', so absolute script URLs keep deep links working there.
    html: {
      publicPath: argv.mode === 'development' ? '/' : undefined,
      title: 'StaffLedger corporations',
    },
  });
