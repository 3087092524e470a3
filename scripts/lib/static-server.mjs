// A static file server for built front ends on their own origin (serve-remote.mjs, serve-guest.mjs,
// the browser tests): GET/HEAD only, CORS for the given origins, entry files revalidated and
// content-hashed files immutable, nothing outside the folder.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** The content types of the files a front end's build holds. */
export const TYPES = {
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

/**
 * @param {object} opts
 * @param {string} opts.dir                 the folder served at /
 * @param {string[]} [opts.origins]         origins echoed in CORS answers; none: any origin may read
 * @param {Record<string, string>} [opts.headers]  extra headers on every answer
 * @param {string} [opts.pageCache]         Cache-Control of index.html (default no-cache)
 */
export function createStaticServer({ dir, origins = [], headers = {}, pageCache = 'no-cache' }) {
  const cors = (req, res) => {
    const origin = req.headers.origin;
    if (origins.length === 0) res.setHeader('Access-Control-Allow-Origin', '*');
    else if (origin && origins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  return createServer((req, res) => {
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
        decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') ||
        'index.html';
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = normalize(join(dir, rel));
    const name = file.split(sep).pop();
    let stat = null;
    if (file.startsWith(dir + sep) && !name.startsWith('.') && !rel.includes('\0')) {
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
    res.setHeader('Cache-Control', name === 'index.html' ? pageCache : cacheControl(name));
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
}
