#!/usr/bin/env node
// Serves a built remote's dist folder on its own origin, as a team deploying it separately would:
//   node scripts/serve-remote.mjs mfe-corps 4001
// The shell then loads it when REMOTES names it: REMOTES='{"mfe_corps":"http://localhost:4001/mf-manifest.json"}'.
// CORS: SHELL_ORIGINS (comma-separated) are echoed back; without it any origin may read (static files).
// Cache: mf-manifest.json, remoteEntry.js and index.html revalidate; content-hashed chunks are immutable.
// HOST (default 127.0.0.1) picks the interface.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
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
const allowed = (process.env.SHELL_ORIGINS || '')
  .split(',')
  .map((o) => o.trim().replace(/\/$/, ''))
  .filter(Boolean);

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
};

function cacheControl(name) {
  if (['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json'].includes(name))
    return 'no-cache';
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(name)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

function cors(req, res) {
  const origin = req.headers.origin;
  if (allowed.length === 0) res.setHeader('Access-Control-Allow-Origin', '*');
  else if (origin && allowed.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

const server = createServer((req, res) => {
  cors(req, res);
  if (req.method === 'OPTIONS') {
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] || '*',
    );
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  let rel;
  try {
    rel =
      decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = normalize(join(dist, rel));
  const name = file.split(sep).pop();
  let stat = null;
  if (file.startsWith(dist + sep) && !name.startsWith('.') && !rel.includes('\0')) {
    try {
      stat = statSync(file);
    } catch {
      stat = null;
    }
  }
  if (!stat || !stat.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl(name));
  res.setHeader('Content-Type', TYPES[extname(name).toLowerCase()] || 'application/octet-stream');
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Length', stat.size);
  res.writeHead(200);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

const host = process.env.HOST || '127.0.0.1';
server.listen(Number(portArg), host, () => {
  console.log(
    `${folder} served from ${dist} at http://${host}:${portArg}/ (manifest: /mf-manifest.json)`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
