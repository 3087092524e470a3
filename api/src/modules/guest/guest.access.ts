/**
 * Who a guest is (docs/guests.md): the `{code}` of a guest route names one active employee, whose
 * corporation becomes the request's tenant. Wrong codes are counted per client address in
 * PostgreSQL, so the limit holds across API processes; past it every wrong code is a 429, while a
 * right one still opens: a client site behind one address is not locked out by a typo there, and
 * a 192-bit code is not found by guessing, however many guesses are answered.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { claimAttempt, type Limit } from '../../plugins/rate-limit.js';
import { hashGuestCode, isWellFormedGuestCode } from './guest-codes.js';

export type GuestInfo = { employeeId: number; corpId: number };

/** Wrong guest codes a client address may try per window before it gets 429s. */
export const GUEST_MAX_WRONG_CODES = 10;
export const GUEST_WINDOW_SECONDS = 10 * 60;

export const guestLimits = (ip: string): Limit[] => [
  { key: `guest:ip:${ip}`, max: GUEST_MAX_WRONG_CODES, windowSeconds: GUEST_WINDOW_SECONDS },
];

export const invalidGuestCode = () =>
  new AppError(401, 'invalid_guest_code', 'Invalid guest code.');

/** The code of a guest route's path (Fastify has decoded it). */
function codeOf(request: FastifyRequest): string {
  const code = (request.params as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

/**
 * The guest a request's code opens. A code that is malformed, unknown or revoked, or whose
 * employee is Inactive, is counted against the client address: 401, or 429 once the address has
 * used up its wrong codes. The lookup is by the code's exact hash, the same work for any code.
 */
export async function resolveGuest(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<GuestInfo> {
  const code = codeOf(request);
  const limits = guestLimits(request.ip);
  const found = await app.withSystem(async (tx) => {
    if (isWellFormedGuestCode(code)) {
      const { rows } = await tx.query<{ id: string; corp_id: string }>(
        `SELECT id, corp_id FROM employees
          WHERE guest_code_hash = $1 AND status <> 'INACTIVE'`,
        [hashGuestCode(code)],
      );
      if (rows[0]) return rows[0];
    }
    await claimAttempt(tx, limits);
    return null;
  });
  if (!found) throw invalidGuestCode();
  return { employeeId: Number(found.id), corpId: Number(found.corp_id) };
}

/** How the audit trail and file records name a guest: never by the code. */
export const guestActorName = (guest: GuestInfo) => `guest of employee ${guest.employeeId}`;
