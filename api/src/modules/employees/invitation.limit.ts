/**
 * How often one employee may be invited (README.md#invitations): INVITATIONS_PER_HOUR e-mails an
 * hour, counted in `rate_limits` (owner-only, like every attempt counter, so that every API process
 * shares the count). Past it a 429 with `Retry-After`: a staff member clicking Resend, or a save
 * repeated in a loop, cannot flood an inbox or mint codes without end.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { claimAttempt, type Limit } from '../../plugins/rate-limit.js';

export const INVITATIONS_PER_HOUR = 5;

const limitOf = (employeeId: number): Limit[] => [
  { key: `invite:employee:${employeeId}`, max: INVITATIONS_PER_HOUR, windowSeconds: 3600 },
];

/** Counts one invitation of the employee, or throws a 429 when the hour's are used up. */
export async function countInvitation(app: FastifyInstance, employeeId: number): Promise<void> {
  const limits = limitOf(employeeId);
  await app.withSystem(async (tx) => {
    try {
      await claimAttempt(tx, limits);
    } catch (err) {
      const retryAfter = (err as { retryAfter?: number }).retryAfter ?? 3600;
      const minutes = Math.ceil(retryAfter / 60);
      const tooMany = new AppError(
        429,
        'too_many_requests',
        `This employee was already sent ${INVITATIONS_PER_HOUR} invitations this hour. ` +
          `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
      throw Object.assign(tooMany, { retryAfter });
    }
  });
}
