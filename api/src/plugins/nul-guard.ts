import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

// A high surrogate not followed by a low one, or a low one not preceded by a high one: half of a
// character, which PostgreSQL cannot store in text or jsonb (the audit row would fail with a 500).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Flaw = { path: string; message: string };

function flawOf(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain NUL characters.';
  if (LONE_SURROGATE.test(text)) return 'Must be valid Unicode text (it holds half a character).';
  return undefined;
}

/** The path of the first string that text columns cannot store, and why. */
function findFlaw(value: unknown, path: string, depth = 0): Flaw | undefined {
  if (typeof value === 'string') {
    const message = flawOf(value);
    return message ? { path: path || '_', message } : undefined;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value)) {
    const found = findFlaw(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * preValidation hook of every route: a NUL character or a lone surrogate (broken Unicode) anywhere
 * in the query or the JSON body is a 400 naming the field, rather than a database error.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const flaw = findFlaw(request.query, '') ?? findFlaw(request.body, '');
  if (flaw) {
    const nul = flaw.message.includes('NUL');
    throw badRequest(nul ? 'Text may not contain NUL characters.' : 'Text must be valid Unicode.', {
      [flaw.path]: flaw.message,
    });
  }
}
