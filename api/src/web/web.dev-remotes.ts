// Development overrides (docs/remotes.md#a-teams-day): a developer points one remote of a running
// product at the dev server on their own machine, in their browser only. Off unless the product
// names the origins such servers may have (DEV_REMOTE_ORIGINS); with none, the page 404s and the
// cookie is never read. The cookie is only a wish: every answer checks it again against the
// origins and the remotes the product knows, so a forged one can only name what is allowed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesMap } from './web.remotes.js';

/** Where a developer sets and ends their overrides. */
export const DEV_REMOTES_PAGE = '/dev/remotes';
export const DEV_REMOTES_COOKIE = 'staffledger_dev_remotes';
/** An override lasts a working day: a browser left with one goes back to the product by itself. */
export const DEV_REMOTES_MAX_AGE_S = 8 * 3600;
/** On /remotes.json: the remotes this browser takes from a dev server, for the page's console. */
export const DEV_REMOTES_HEADER = 'X-StaffLedger-Dev-Remotes';

/** A cookie's value from a Cookie header; null when absent. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * Why `url` cannot be the manifest of a dev remote, or null when it can: an absolute http(s) URL
 * on one of the `allowed` origins.
 */
export function refusedUrl(url: string, allowed: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a URL. Give the address of the manifest, such as ${allowed[0]}/mf-manifest.json.`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `"${url}" is not an http or https address.`;
  }
  if (!allowed.includes(parsed.origin)) {
    return `${parsed.origin} is not a development origin this product allows (${allowed.join(', ')}).`;
  }
  return null;
}

/** The overrides this browser asks for that are still allowed: known remotes, allowed origins. */
export function readOverrides(
  request: FastifyRequest,
  allowed: readonly string[],
  known: RemotesMap,
): RemotesMap {
  if (!allowed.length) return {};
  const raw = cookieValue(request.headers.cookie, DEV_REMOTES_COOKIE);
  if (!raw) return {};
  let wished: unknown;
  try {
    wished = JSON.parse(decodeURIComponent(raw));
  } catch {
    return {};
  }
  if (!wished || typeof wished !== 'object' || Array.isArray(wished)) return {};
  const out: RemotesMap = {};
  for (const [name, url] of Object.entries(wished as Record<string, unknown>)) {
    if (!Object.hasOwn(known, name) || typeof url !== 'string') continue;
    if (refusedUrl(url, allowed) === null) out[name] = url;
  }
  return out;
}

/** The Set-Cookie value that keeps `overrides` (or ends them all, when empty). */
export function overridesCookie(overrides: RemotesMap, secure: boolean): string {
  const empty = Object.keys(overrides).length === 0;
  return [
    `${DEV_REMOTES_COOKIE}=${empty ? '' : encodeURIComponent(JSON.stringify(overrides))}`,
    'Path=/',
    `Max-Age=${empty ? 0 : DEV_REMOTES_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * A form sent from a page of this product, not from another site. Browsers say where a request
 * comes from in Sec-Fetch-Site; the Origin header is the fallback, and under this product's
 * no-referrer policy a form's Origin is "null", which does not pass.
 */
export function sentFromHere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** CORS for a local shell that loads this product's remotes: only the allowed origins, read only. */
export function allowDevOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: readonly string[],
): void {
  if (!allowed.length) return;
  reply.header('Vary', 'Origin');
  const origin = request.headers.origin;
  if (typeof origin === 'string' && allowed.includes(origin)) {
    reply.header('Access-Control-Allow-Origin', origin);
  }
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The page of overrides: each remote, where this browser takes it from, and a form to change it. */
export function devRemotesPage(
  known: RemotesMap,
  overrides: RemotesMap,
  allowed: readonly string[],
  error?: string,
): string {
  const rows = Object.keys(known)
    .sort()
    .map((name) => {
      const dev = overrides[name];
      const from = dev
        ? `<strong>your development server</strong>: ${escape(dev)}`
        : `the product: ${escape(known[name])}`;
      const stop = dev
        ? `<form method="post"><input type="hidden" name="remote" value="${escape(name)}"><input type="hidden" name="url" value=""><button>Stop using ${escape(dev)} for ${escape(name)}</button></form>`
        : '';
      return `<section aria-labelledby="r-${escape(name)}"><h2 id="r-${escape(name)}">${escape(name)}</h2>
<p>In this browser, from ${from}</p>
<form method="post"><input type="hidden" name="remote" value="${escape(name)}">
<label>Manifest URL of ${escape(name)} <input name="url" type="url" required size="50" placeholder="${escape(allowed[0])}/mf-manifest.json"></label>
<button>Use for ${escape(name)}</button></form>${stop}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Remotes from a development server - StaffLedger</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem}section{border-top:1px solid #ccc;padding:.5rem 0}input{max-width:100%}[role=alert]{color:#a00;font-weight:600}</style>
</head><body><main>
<h1>Remotes from a development server</h1>
<p>Point one part of StaffLedger at the development server on your machine. It applies to this browser only, for ${DEV_REMOTES_MAX_AGE_S / 3600} hours; everyone else keeps the deployed version. Allowed origins: ${allowed.map(escape).join(', ')}.</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
${rows}
<p><a href="/on">Open StaffLedger</a></p>
</main></body></html>`;
}
