#!/usr/bin/env node
// Serves the standalone guest app on an origin of its own, as a deployment of its static files:
//   node scripts/serve-guest.mjs 9005 http://localhost:8080
// It copies mfe-guest/dist/standalone into a fresh folder, writes guest-config.json there with the
// API's origin (the only file that differs per environment), and serves that folder. The API must
// list this origin in GUEST_ORIGINS, and GUEST_URL makes staff hand out links to it:
//   GUEST_ORIGINS=http://127.0.0.1:9005 GUEST_URL=http://127.0.0.1:9005/ pnpm start
// HOST (default 127.0.0.1) picks the interface.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from './lib/static-server.mjs';
import { ROOT } from './lib/workspace.mjs';

const [portArg, apiUrl = ''] = process.argv.slice(2);
if (!portArg || !/^\d+$/.test(portArg) || (apiUrl && !/^https?:\/\/[^/\s]+\/?$/.test(apiUrl))) {
  console.error(
    'usage: node scripts/serve-guest.mjs <port> [<API origin>]   e.g. 9005 http://localhost:8080',
  );
  process.exit(2);
}
const built = join(ROOT, 'mfe-guest', 'dist', 'standalone');
if (!existsSync(join(built, 'index.html'))) {
  console.error(
    'mfe-guest/dist/standalone is missing: build it first (node scripts/build-all.mjs mfe-guest).',
  );
  process.exit(1);
}
const site = mkdtempSync(join(tmpdir(), 'staffledger-guest-'));
cpSync(built, site, { recursive: true });
writeFileSync(
  join(site, 'guest-config.json'),
  `${JSON.stringify({ apiUrl: apiUrl.replace(/\/$/, '') })}\n`,
);

const server = createStaticServer({
  dir: site,
  headers: { 'Referrer-Policy': 'no-referrer' },
  // the page's address holds the guest code
  pageCache: 'no-store',
});
const host = process.env.HOST || '127.0.0.1';
server.listen(Number(portArg), host, () => {
  console.log(
    `standalone guest app at http://${host}:${portArg}/ (API: ${apiUrl || 'same origin'})`,
  );
});
const stop = () =>
  server.close(() => {
    rmSync(site, { recursive: true, force: true });
    process.exit(0);
  });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
