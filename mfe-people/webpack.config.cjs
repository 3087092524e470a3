// Remote `mfe_people`: vendors and employees, mounted by the shell at /on/vendors/* and /on/employees/*.
const appConfig = require('@staffledger/webpack-preset');

module.exports = (_env, argv) =>
  appConfig(__dirname, {
    name: 'mfe_people',
    port: 3002,
    mode: argv.mode,
    // Standalone dev server serves at '/', so absolute script URLs keep deep links working there.
    html: {
      publicPath: argv.mode === 'development' ? '/' : undefined,
      title: 'StaffLedger people',
    },
  });
