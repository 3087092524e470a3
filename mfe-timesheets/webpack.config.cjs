// Remote `mfe_timesheets`: timesheets and the timesheet-items screen, mounted by the shell at
// /on/timesheets/* and /on/timesheet-items.
const appConfig = require('@staffledger/webpack-preset');

module.exports = (_env, argv) =>
  appConfig(__dirname, {
    name: 'mfe_timesheets',
    port: 3003,
    mode: argv.mode,
    // Standalone dev server serves at '/', so absolute script URLs keep deep links working there.
    html: {
      publicPath: argv.mode === 'development' ? '/' : undefined,
      title: 'StaffLedger timesheets',
    },
  });
