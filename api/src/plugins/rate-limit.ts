import type { Tx } from '../db/tenant.js';
import { tooManyRequests } from '../errors.js';

/**
 * Attempt counters kept in PostgreSQL (so they hold across API processes), in fixed windows
 * (README.md#limits-on-guessing). An attempt is claimed before its slow work, by one atomic
 * increment, so that requests in parallel cannot all pass a count read before any of them raised
 * it. Where only failures count, the caller gives a successful attempt's claim back.
 */
export type Limit = { key: string; max: number; windowSeconds: number };

/** The counter rows one attempt raised, to give back should the attempt succeed. */
export type Claim = { key: string; windowStart: Date }[];

const windowStart = `to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`;

/**
 * Counts one attempt against each limit; throws 429 (with Retry-After seconds in `retryAfter`)
 * when that takes any of them past its number. The throw rolls the caller's transaction back, so
 * a refused attempt counts nowhere; concurrent claims of one counter wait on its row meanwhile.
 */
export async function claimAttempt(tx: Tx, limits: Limit[]): Promise<Claim> {
  const claim: Claim = [];
  for (const l of limits) {
    const { rows } = await tx.query<{ count: number; window_start: Date; retry: number }>(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, ${windowStart}, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
       RETURNING count, window_start,
                 ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int
                   AS retry`,
      [l.key, l.windowSeconds],
    );
    if (rows[0].count > l.max) {
      throw Object.assign(tooManyRequests(), { retryAfter: Math.max(1, rows[0].retry) });
    }
    claim.push({ key: l.key, windowStart: rows[0].window_start });
  }
  if (Math.random() < 0.02) {
    await tx.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
  return claim;
}

/** Takes back an attempt that turned out not to be a failure, in the window it was counted in. */
export async function giveBack(tx: Tx, claim: Claim): Promise<void> {
  for (const { key, windowStart: start } of claim) {
    await tx.query(
      `UPDATE rate_limits SET count = count - 1
        WHERE key = $1 AND window_start = $2 AND count > 0`,
      [key, start],
    );
  }
}

export async function clearFailures(tx: Tx, keys: string[]): Promise<void> {
  await tx.query('DELETE FROM rate_limits WHERE key = ANY($1)', [keys]);
}
