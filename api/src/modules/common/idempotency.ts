/**
 * The `Idempotency-Key` request header of the creating POSTs (docs/api-conventions.md#idempotency,
 * after the IETF draft "The Idempotency-Key HTTP Header Field"): a client that retries a create
 * whose answer it never received gets the first answer again instead of a second row.
 *
 * The key is claimed by a row inserted in the create's own transaction. A second request with the
 * same key waits on that row's unique index until the first commits or rolls back, so parallel
 * retries make one row and all get its answer, and a create that failed leaves the key free.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { AppError, badRequest, conflict } from '../../errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key is remembered: the draft suggests at least a day. */
export const KEY_LIFETIME_HOURS = 24;

const MAX_KEY_LENGTH = 255;

/** The header in the OpenAPI document of the routes that honour it. */
export const IdempotencyHeaders = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      description:
        'Optional. A retry with the same key and body answers the first result and creates ' +
        `nothing; the same key with another body is a 422. Kept ${KEY_LIFETIME_HOURS} hours.`,
    },
  },
} as const;

const malformed = () =>
  badRequest(
    `The Idempotency-Key header must be one quoted string of 1 to ${MAX_KEY_LENGTH} printable ` +
      'characters.',
  );

/**
 * The key a header value names, or a 400. The draft's form is a structured-field string
 * (`"abc"`); a bare token is taken too, as many clients send one. A header sent twice reaches us
 * joined with a comma, which neither form admits.
 */
export function parseIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') throw malformed();
  const text = value.trim();
  let key: string;
  if (text.startsWith('"')) {
    const match = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(text);
    if (!match) throw malformed();
    key = match[1].replace(/\\(["\\])/g, '$1');
  } else {
    if (!/^[\x21-\x2b\x2d-\x7e]+$/.test(text)) throw malformed();
    key = text;
  }
  if (key.length < 1 || key.length > MAX_KEY_LENGTH) throw malformed();
  return key;
}

/** JSON with every object's keys sorted, so that the same body always has the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests the same: route, path values, tenant and body. */
function fingerprintOf(request: FastifyRequest, body: unknown): Buffer {
  const text = canonicalJson([
    request.method,
    request.routeOptions.url,
    request.params ?? null,
    request.corpId ?? null,
    body ?? null,
  ]);
  return crypto.createHash('sha256').update(text).digest();
}

const reusedKey = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used with another request; use a new key for a new request.',
  );

/** Whose keys a request claims: the signed-in user's, or the guest's of one employee. */
function keyOwnerOf(request: FastifyRequest) {
  if (request.auth?.userId != null) return { column: 'user_id', id: request.auth.userId };
  if (request.guest) return { column: 'guest_employee_id', id: request.guest.employeeId };
  return null;
}

/**
 * Runs the create `fn` inside `tx` at most once per key of the signed-in user (or of the guest):
 * the first time it runs and its result is kept with the key; later with the same request its kept
 * result is answered; with another request, a 422. Without the header, `fn` simply runs. `body`
 * stands for the request's body where the request keeps none (a streamed upload: its files' names
 * and digests).
 */
export async function once<T>(
  tx: Tx,
  request: FastifyRequest,
  fn: () => Promise<T>,
  body: unknown = request.body,
): Promise<T> {
  const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  const owner = keyOwnerOf(request);
  if (key === null || owner === null) return fn();
  const fingerprint = fingerprintOf(request, body);
  const { column } = owner;
  // forgetting the owner's old keys here keeps the table small without a job of its own
  await tx.query(
    `DELETE FROM idempotency_keys
      WHERE ${column} = $1 AND created_at < now() - make_interval(hours => $2)`,
    [owner.id, KEY_LIFETIME_HOURS],
  );
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (${column}, key, corp_id, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT (${column}, key) WHERE ${column} IS NOT NULL DO NOTHING`,
    [owner.id, key, request.corpId ?? null, fingerprint],
  );
  if (claimed.rowCount === 1) {
    const result = await fn();
    await tx.query(
      `UPDATE idempotency_keys SET response = $3::json WHERE ${column} = $1 AND key = $2`,
      [owner.id, key, JSON.stringify(result)],
    );
    return result;
  }
  // the key was taken by a create that committed (we waited for it if it was in flight)
  const { rows } = await tx.query<{ fingerprint: Buffer; response: T }>(
    `SELECT fingerprint, response FROM idempotency_keys WHERE ${column} = $1 AND key = $2`,
    [owner.id, key],
  );
  if (!rows[0]) throw conflict('A request with this Idempotency-Key is in progress; try again.');
  if (!rows[0].fingerprint.equals(fingerprint)) throw reusedKey();
  return rows[0].response;
}
