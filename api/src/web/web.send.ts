import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.map', '.txt', '.svg']);
const MIN_COMPRESS = 1024;
const MAX_COMPRESS = 8 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
/** Compressed bodies of built files, by path, size, modification time and encoding. */
const compressed = new Map<string, Buffer>();

function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = value
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

async function compressedBody(
  fullPath: string,
  stat: fs.Stats,
  encoding: Encoding,
): Promise<Buffer> {
  const key = `${fullPath}:${stat.size}:${stat.mtimeMs}:${encoding}`;
  const hit = compressed.get(key);
  if (hit) return hit;
  const raw = await fs.promises.readFile(fullPath);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(raw, { level: 9 });
  if (compressed.size > 500) compressed.clear(); // old builds' files: start over
  compressed.set(key, body);
  return body;
}

/**
 * Sends a file that is known to lie inside a dist folder, with its type, validators and the given
 * Cache-Control, compressed (br or gzip) when the client accepts it; 304 for a matching
 * If-None-Match. False when there is no such file. (A reply is thenable: awaiting one yields
 * undefined, so the answer is a plain boolean, never the reply.)
 */
export async function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  fullPath: string,
  cacheControl: string,
): Promise<boolean> {
  const stat = await fs.promises.stat(fullPath).catch(() => null);
  if (!stat || !stat.isFile()) return false;
  const ext = path.extname(fullPath).toLowerCase();
  const encoding =
    COMPRESSIBLE.has(ext) && stat.size >= MIN_COMPRESS && stat.size <= MAX_COMPRESS
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  const tag = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}`;
  const etag = `W/"${tag}"`;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString())
    .type(TYPES[ext] ?? 'application/octet-stream');
  if (COMPRESSIBLE.has(ext)) {
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
    reply.code(304).send();
    return true;
  }
  if (encoding) {
    const body = await compressedBody(fullPath, stat, encoding);
    reply.header('Content-Encoding', encoding).send(body);
    return true;
  }
  reply.header('Content-Length', String(stat.size)).send(fs.createReadStream(fullPath));
  return true;
}
