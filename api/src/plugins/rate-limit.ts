import type { Tx } from '../db/tenant.js';
import { tooManyRequests } from '../errors.js';

/**
 * Failure counters kept in PostgreSQL (so they hold across API processes), in fixed windows.
 * Callers check before the attempt and count only failures.
 */
export type Limit = { key: string; max: number; windowSeconds: number };

const windowStart = `to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`;

/** Throws 429 (with Retry-After seconds in `retryAfter`) when any of the limits is used up. */
export async function assertUnderLimits(tx: Tx, limits: Limit[]): Promise<void> {
  for (const l of limits) {
    const { rows } = await tx.query(
      `SELECT count, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS retry
         FROM rate_limits WHERE key = $1 AND window_start = ${windowStart}`,
      [l.key, l.windowSeconds],
    );
    if (rows[0] && rows[0].count >= l.max) {
      const err = tooManyRequests();
      (err as { retryAfter?: number }).retryAfter = Math.max(1, rows[0].retry);
      throw err;
    }
  }
}

export async function recordFailure(tx: Tx, limits: Limit[]): Promise<void> {
  for (const l of limits) {
    await tx.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, ${windowStart}, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1`,
      [l.key, l.windowSeconds],
    );
  }
  if (Math.random() < 0.02) {
    await tx.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
}

export async function clearFailures(tx: Tx, keys: string[]): Promise<void> {
  await tx.query('DELETE FROM rate_limits WHERE key = ANY($1)', [keys]);
}
