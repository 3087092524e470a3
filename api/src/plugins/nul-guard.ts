import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one). */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value)) {
    const found = findNul(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * preValidation hook of every route: a NUL character anywhere in the query
 * or the JSON body is a 400 (rather than a database error).
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const field = findNul(request.query, '') ?? findNul(request.body, '');
  if (field) {
    throw badRequest('Text may not contain NUL characters.', {
      [field]: 'Must not contain NUL characters.',
    });
  }
}
