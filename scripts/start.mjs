#!/usr/bin/env node
// `pnpm start` / `npm start`: installs the dependencies on first use (pnpm through npx when pnpm is
// not installed), builds whatever is missing or out of date, then runs the product
// (node api/dist/server.js) on PORT (default 8080), forwarding stop signals to it and exiting with
// its code (0 once it has stopped on one). The package.json script `exec`s this file, so that the
// package manager waits for it and not for a shell, which a signal would kill first and which the
// package manager would report as a failed command. That process serves alone, or with WORKERS=N
// supervises N API processes sharing the port (api/src/cluster.ts).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll, ROOT } from './lib/workspace.mjs';

ensureInstalled(ROOT);
const results = buildAll({ ifMissing: true });
const failed = results.filter((r) => !r.ok);
if (failed.some((r) => r.target.kind !== 'remote')) {
  console.error(
    `\nThe build failed (${failed.map((r) => r.target.label).join(', ')}); see the output above.`,
  );
  process.exit(1);
}
for (const r of failed) {
  console.warn(
    `\nWarning: ${r.target.label} did not build; its screens answer "not built" until it does.`,
  );
}

const server = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
