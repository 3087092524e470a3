import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest, forbidden } from '../errors.js';
import {
  createTokenService,
  type Role,
  type TokenClaims,
  type TokenService,
} from '../modules/auth/jwt.js';
import { resolveJwtSecret } from '../modules/auth/secret.js';
import { hasAnyRole, isSuper, ROLES } from './roles.js';
import {
  claimedUser,
  invalidToken,
  checkUserNow,
  tokenUser,
  USER_CHECK,
  userCheckStatements,
  type PendingUserCheck,
  type UserRow,
} from './user-check.js';

export type AuthInfo = {
  userId: number;
  username: string;
  roles: Role[];
  corpId: number | null;
  empId: number | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; null on public routes. */
    auth: AuthInfo | null;
    /** The tenant of this request: null when none is selected. */
    corpId: number | null;
    /** The verified claims of the request's bearer token; null on public routes. */
    tokenClaims: TokenClaims | null;
    /**
     * The user check still to make, in the first round trip of the request's tenant transaction
     * (`userCheckInTransaction`); null once made, and on other routes.
     */
    pendingUserCheck: PendingUserCheck | null;
  }
  interface FastifyContextConfig {
    /** No bearer token needed. */
    public?: boolean;
    /** Only these roles may call the route (403 for others). */
    roles?: Role[];
    /**
     * The route's first use of the database is `app.withTenant`: the token's user is checked in
     * that transaction's BEGIN (user-check.ts) instead of by a statement of its own before.
     */
    userCheckInTransaction?: boolean;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
}

export type AuthPluginOptions = {
  jwtSecret?: string;
  databaseUrl?: string;
  dataDir: string;
  issuer: string;
  audience: string;
  tokenTtl: number;
  sessionMaxAge: number;
};

export { REVOKED } from './user-check.js';

/**
 * `X-Corp-ID`: absent or 0 means no corporation; otherwise a positive integer, nothing else
 * (no lists, signs, spaces or fractions).
 */
export function parseCorpHeader(value: string | string[] | undefined): number | null {
  if (value === undefined) return null;
  if (Array.isArray(value) || !/^\d{1,15}$/.test(value)) {
    throw badRequest('X-Corp-ID must be a single positive integer.');
  }
  const id = Number(value);
  return id === 0 ? null : id;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9\-_.]+)$/i.exec(header.trim());
  if (!match) throw invalidToken();
  return match[1];
}

/**
 * Every /api route needs a valid bearer token unless its config says `public: true`; the token's
 * user must still be active with the same token version. Resolves the request's corporation once,
 * here, for every module.
 */
export default fp<AuthPluginOptions>(
  async (app, opts) => {
    const secret = await resolveJwtSecret({
      jwtSecret: opts.jwtSecret,
      databaseUrl: opts.databaseUrl,
      dataDir: opts.dataDir,
      withSystem: app.withSystem,
    });
    const tokens = createTokenService({
      secret,
      issuer: opts.issuer,
      audience: opts.audience,
      ttl: opts.tokenTtl,
      maxAge: opts.sessionMaxAge,
    });
    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null);
    app.decorateRequest('corpId', null);
    app.decorateRequest('tokenClaims', null);
    app.decorateRequest('pendingUserCheck', null);

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const config = request.routeOptions.config;
      // routes declared under /api only (unknown paths fall through to a JSON 404)
      const route = request.routeOptions.url;
      if (!route || !route.startsWith('/api') || config.public) return;

      let token: string | null;
      try {
        token = bearerToken(request);
      } catch (err) {
        reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        throw err;
      }
      if (!token) {
        reply.header('WWW-Authenticate', 'Bearer');
        throw new AppError(401, 'unauthorized', 'Authentication required.');
      }
      const claims = await tokens.verify(token);
      if (!claims) {
        reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        throw invalidToken();
      }
      const refuse = () => reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      const acted = config.userCheckInTransaction ? claimedUser(claims) : null;
      let user: UserRow;
      if (acted) {
        user = acted;
        request.pendingUserCheck = {
          claims,
          statements: userCheckStatements(claims, acted),
          acted,
          refuse,
        };
      } else {
        // One statement: no transaction around it (a round trip each for BEGIN and COMMIT, on
        // the hot path), as the owner, whom row-level security lets read any user.
        const { rows } = await app.pg.query<UserRow>(USER_CHECK, [claims.uid, claims.iat]);
        try {
          user = tokenUser(rows[0], claims);
        } catch (err) {
          refuse();
          throw err;
        }
      }
      request.tokenClaims = claims;
      const roles = user.roles.filter((r): r is Role => ROLES.includes(r as Role));
      const auth: AuthInfo = {
        userId: user.id,
        username: user.username,
        roles,
        corpId: user.corp_id,
        empId: user.employee_id,
      };
      request.auth = auth;

      const requested = parseCorpHeader(request.headers['x-corp-id']);
      let refusal: AppError | null = null;
      if (isSuper(auth)) {
        request.corpId = requested;
      } else {
        if (requested !== null && requested !== auth.corpId) {
          refusal = forbidden('You may not act for another corporation.');
        }
        request.corpId = auth.corpId;
      }
      if (!refusal && config.roles && !hasAnyRole(auth, config.roles)) refusal = forbidden();
      if (refusal) {
        // a token that no longer speaks for its user hears that first, as on any route
        await checkUserNow(app.pg, request);
        throw refusal;
      }
    });

    // A route that checks its token in its tenant transaction but answered without opening one (a
    // refusal before it, or no use of the database) is checked before its answer leaves: a token
    // that no longer speaks for its user only ever hears why.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.pendingUserCheck) return payload;
      try {
        await checkUserNow(app.pg, request);
        return payload;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        reply.code(err.statusCode).type('application/json; charset=utf-8');
        return JSON.stringify({ error: err.code, message: err.message });
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
