/**
 * The path of a request as the router reads it (docs/api-conventions.md#how-a-path-is-read). The
 * router decodes percent escapes before it matches a route, so `/%61pi/guest/…` runs the
 * `/api/guest/…` route; every check that looks at the path reads it here, never `request.url`, so
 * that it sees what the router matched. A path that could be read two ways is refused before any
 * route runs.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

/** The decoded path; `refused` says why a path is not taken (its `path` then is a best guess). */
export type PathReading = { path: string; refused?: string };

/** Passes of decoding a refused path gets, so that a double-encoded guest code is still found. */
const MAX_DECODINGS = 4;

const MALFORMED = 'The path holds a malformed percent escape.';

/** The raw path of a request target: up to the query, as the router splits it. */
function rawPathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/** Decodes every well-formed escape sequence and keeps the rest as written. */
function decodeLeniently(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function whyRefused(raw: string): string | undefined {
  if (!raw.startsWith('/')) return 'The path must start with "/".';
  if (/%(?![0-9a-f]{2})/i.test(raw)) return MALFORMED;
  // "/" or "\" inside a segment, and "%" decoded twice, mean one thing here and another to the
  // next program that decodes the path again (a proxy, a file system)
  if (/%(2f|5c)/i.test(raw)) return 'The path may not hold an encoded "/" or "\\".';
  if (/%25/.test(raw)) return 'The path may not hold an encoded "%" (double encoding).';
  return undefined;
}

function whyRefusedDecoded(path: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'The path may not hold control characters.';
  if (path.includes('\\')) return 'The path may not hold "\\".';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return 'The path may not hold "." or ".." segments.';
  }
  return undefined;
}

/** Decodes as the router does (`decodeURI`): `%2F`, `%3F` and the other reserved escapes stay. */
function decodeOnce(raw: string): string | undefined {
  try {
    return decodeURI(raw);
  } catch {
    return undefined;
  }
}

/**
 * What a refused path most likely means: it never reaches a route, but this still decides its
 * caching headers, its error format and what the log keeps of it.
 */
function bestGuess(raw: string): string {
  let guess = raw;
  for (let i = 0; i < MAX_DECODINGS; i++) {
    const next = decodeLeniently(guess);
    if (next === guess) break;
    guess = next;
  }
  return guess;
}

/** Reads the path of a request target the way the router does, and says whether it is refused. */
export function readPath(url: string): PathReading {
  const raw = rawPathOf(url);
  const path = decodeOnce(raw);
  const refused = whyRefused(raw) ?? (path === undefined ? MALFORMED : whyRefusedDecoded(path));
  if (path !== undefined && !refused) return { path };
  return { path: bestGuess(raw), refused };
}

const readings = new WeakMap<object, PathReading>();

function readingOf(request: FastifyRequest): PathReading {
  let reading = readings.get(request);
  if (!reading) {
    reading = readPath(request.url);
    readings.set(request, reading);
  }
  return reading;
}

/** The decoded path of the request (no query): what every check on the path reads. */
export function requestPath(request: FastifyRequest): string {
  return readingOf(request).path;
}

/** The query of the request as sent, with its `?`; '' when there is none. */
export function requestQuery(request: FastifyRequest): string {
  const start = request.url.indexOf('?');
  return start < 0 ? '' : request.url.slice(start);
}

/** The API's paths: JSON answers, never cached, never the web front ends. */
export function isApiPath(request: FastifyRequest): boolean {
  const path = requestPath(request);
  return path.startsWith('/api') || path.startsWith('/auth');
}

/** onRequest hook of every route and of unknown paths: a path read two ways is a 400. */
export async function refuseAmbiguousPath(request: FastifyRequest): Promise<void> {
  const { refused } = readingOf(request);
  if (refused) throw badRequest(refused);
}
