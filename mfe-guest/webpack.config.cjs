// Remote `mfe_guest`: the guest quick-time screen, mounted by the shell at /on/quick-time (a public
// route). Production builds also the standalone guest page (dist/standalone/): no shell, no Module
// Federation, deployable as static files on its own origin; it reads the API's address from
// guest-config.json beside it. The same folder holds the client's approval page (approval.html).
const appConfig = require('@staffledger/webpack-preset');
const standaloneConfig = require('@staffledger/webpack-preset/standalone');

module.exports = (_env, argv) => {
  const remote = appConfig(__dirname, {
    name: 'mfe_guest',
    port: 3005,
    mode: argv.mode,
    html: {
      publicPath: argv.mode === 'development' ? '/' : undefined,
      title: 'StaffLedger timesheet',
    },
    keepInDist: /^standalone\//,
  });
  if (argv.mode === 'development') return remote;
  const standalone = standaloneConfig(__dirname, {
    mode: argv.mode,
    entry: './src/standalone/index.tsx',
    outDir: 'dist/standalone',
    title: 'StaffLedger timesheet',
    // the client's approval page: index.html sends an address with ?link= here, so that the
    // guest's first load never carries the approval page's code
    pages: { 'approval.html': './src/standalone/approval.tsx' },
    // '' is the page's own origin; a deployment on another origin names the API's origin here
    files: { 'guest-config.json': `${JSON.stringify({ apiUrl: '' }, null, 2)}\n` },
  });
  return [remote, standalone];
};
