import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';
import { REVOKED } from '../../plugins/auth.js';
import { claimAttempt, type Limit } from '../../plugins/rate-limit.js';
import { sessionStart } from './jwt.js';
import { TokenAnswer, tokenAnswer, tokenUserOf, type ClaimsRow } from './token.routes.js';

/**
 * Renewals one user may ask for in one token life. A browser renews about once a life, whatever
 * its number of tabs; a few browsers, or a "Stay signed in", add a few more.
 */
export const RENEWALS_PER_TOKEN_LIFE = 10;

const renewLimits = (userId: number, ttl: number): Limit[] => [
  { key: `renew:user:${userId}`, max: RENEWALS_PER_TOKEN_LIFE, windowSeconds: ttl },
];

const sessionLimit = () =>
  new AppError(
    403,
    'session_limit',
    'This session has reached its longest allowed length. Sign in again.',
  );

/**
 * POST /api/auth/renew (docs/roles-and-tenancy.md#renewing-a-token): the bearer token, checked by
 * the auth plugin like any other (signature, expiry, token version, active user, session age),
 * buys a fresh one of the same session, never living past the session's longest age.
 */
const renewRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/auth/renew',
    {
      schema: {
        tags: ['auth'],
        summary: 'A fresh token of the same session for a valid bearer token',
        response: { 200: TokenAnswer },
      },
    },
    async (request, reply) => {
      // set by the auth plugin on every route that is not public
      const claims = request.tokenClaims!;
      const authTime = sessionStart(claims);
      if (authTime + app.tokens.maxAge <= claims.exp) throw sessionLimit();
      const user = await app.withSystem(async (tx) => {
        const limits = renewLimits(claims.uid, app.tokens.ttl);
        await claimAttempt(tx, limits); // every renewal counts
        // the version again: a password change may have landed since the plugin read it
        const { rows } = await tx.query<ClaimsRow>(
          `SELECT id, username, roles, given_name, family_name, corp_id, employee_id,
                  token_version
             FROM users WHERE id = $1 AND token_version = $2 AND active`,
          [claims.uid, claims.ver],
        );
        return rows[0];
      });
      if (!user) throw REVOKED.account();
      return tokenAnswer(reply, await app.tokens.sign(tokenUserOf(user), authTime));
    },
  );
};

export default renewRoutes;
