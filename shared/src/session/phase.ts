import type { Claims } from './claims';

/** The warning comes at most this long before the end of an idle user's session. */
export const WARNING_MS = 2 * 60 * 1000;

export type SessionPhase = 'fresh' | 'renew' | 'warn' | 'expired';

/** A token's life in ms, from its claims. */
export const tokenLife = (claims: Claims) => Math.max(1, claims.exp - claims.issuedAt) * 1000;

/**
 * How long before the end the idle user is warned: two minutes, or a third of a short token's
 * life (a 30-second token warns 10 seconds ahead).
 */
export const warningLead = (claims: Claims) => Math.min(WARNING_MS, tokenLife(claims) / 3);

/**
 * Whether the user counts as active: they did something within the last two thirds of a token's
 * life, which is about since the current token was issued when it is due for renewal.
 */
export function isActive(claims: Claims, lastActivity: number, now: number): boolean {
  return now - lastActivity < (tokenLife(claims) * 2) / 3;
}

/**
 * What the session needs now (docs/client.md#staying-signed-in):
 * - `renew` in the last third of the token's life while the user is active (and it can be renewed);
 * - `warn` in the last `warningLead` when the user is idle;
 * - `expired` once it has run out;
 * - `fresh` otherwise.
 */
export function sessionPhase(opts: {
  claims: Claims;
  lastActivity: number;
  now: number;
  /** False once the server said the session is at its longest age. */
  renewable: boolean;
}): SessionPhase {
  const { claims, lastActivity, now, renewable } = opts;
  const remaining = claims.exp * 1000 - now;
  if (remaining <= 0) return 'expired';
  const active = isActive(claims, lastActivity, now);
  if (renewable && active && remaining < tokenLife(claims) / 3) return 'renew';
  if (!active && renewable && remaining <= warningLead(claims)) return 'warn';
  return 'fresh';
}
