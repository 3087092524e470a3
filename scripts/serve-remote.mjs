#!/usr/bin/env node
// Serves a built remote's dist folder on its own origin, as a team deploying it separately would:
//   node scripts/serve-remote.mjs mfe-corps 4001
// The shell then loads it when REMOTES names it: REMOTES='{"mfe_corps":"http://localhost:4001/mf-manifest.json"}'.
// CORS: SHELL_ORIGINS (comma-separated) are echoed back; without it any origin may read (static files).
// Cache: mf-manifest.json, remoteEntry.js and index.html revalidate; content-hashed chunks are immutable.
// HOST (default 127.0.0.1) picks the interface.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStaticServer } from './lib/static-server.mjs';
import { ROOT } from './lib/workspace.mjs';

const [folder, portArg] = process.argv.slice(2);
if (!folder || !/^[a-z0-9-]+$/.test(folder) || !portArg || !/^\d+$/.test(portArg)) {
  console.error('usage: node scripts/serve-remote.mjs <folder> <port>   e.g. mfe-corps 4001');
  process.exit(2);
}
const dist = resolve(ROOT, folder, 'dist');
if (!existsSync(join(dist, 'mf-manifest.json'))) {
  console.error(
    `${folder}/dist has no mf-manifest.json: build it first (node scripts/build-all.mjs ${folder}).`,
  );
  process.exit(1);
}
const origins = (process.env.SHELL_ORIGINS || '')
  .split(',')
  .map((o) => o.trim().replace(/\/$/, ''))
  .filter(Boolean);

const server = createStaticServer({ dir: dist, origins });
const host = process.env.HOST || '127.0.0.1';
server.listen(Number(portArg), host, () => {
  console.log(
    `${folder} served from ${dist} at http://${host}:${portArg}/ (manifest: /mf-manifest.json)`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
