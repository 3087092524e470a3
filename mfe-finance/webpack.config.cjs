// Remote `mfe_finance`: billings and invoices, mounted by the shell at /on/billings/* and
// /on/invoices/*.
const appConfig = require('@staffledger/webpack-preset');

module.exports = (_env, argv) =>
  appConfig(__dirname, {
    name: 'mfe_finance',
    port: 3004,
    mode: argv.mode,
    // Standalone dev server serves at '/', so absolute script URLs keep deep links working there.
    html: {
      publicPath: argv.mode === 'development' ? '/' : undefined,
      title: 'StaffLedger finance',
    },
  });
