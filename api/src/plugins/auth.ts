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
  }
  interface FastifyContextConfig {
    /** No bearer token needed. */
    public?: boolean;
    /** Only these roles may call the route (403 for others). */
    roles?: Role[];
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

const invalidToken = () => new AppError(401, 'unauthorized', 'Invalid or expired token.');

/**
 * A token that is well signed and unexpired but no longer matches its user: the token version
 * moved on. Only such a token learns why (its holder signed in as that user), so that the screens
 * can name the cause; any other bad token gets `invalidToken`'s one answer.
 */
export const REVOKED = {
  password: () =>
    new AppError(
      401,
      'password_changed',
      'Your password was changed after this sign-in. Sign in with your new password.',
    ),
  account: () =>
    new AppError(
      401,
      'token_revoked',
      'Your sign-in was ended because your account was changed. Sign in again.',
    ),
};

type UserRow = {
  id: number;
  username: string;
  roles: string[];
  corp_id: number | null;
  employee_id: number | null;
  token_version: number;
  active: boolean;
  /** The password was set again after the token was issued. */
  password_changed: boolean;
};

/** The token's user while the token still matches it; else the refusal that names why. */
function tokenUser(user: UserRow | undefined, claims: TokenClaims): UserRow {
  if (!user) throw invalidToken();
  if (!user.active || user.username.toLowerCase() !== claims.sub.toLowerCase()) {
    throw REVOKED.account();
  }
  if (user.token_version !== claims.ver) {
    throw user.password_changed ? REVOKED.password() : REVOKED.account();
  }
  return user;
}

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
      // One statement, on every request: no transaction around it (a round trip each for BEGIN
      // and COMMIT, on the hot path), as the owner, whom row-level security lets read any user.
      const { rows } = await app.pg.query<UserRow>(
        `SELECT id, username, roles, corp_id, employee_id, token_version, active,
                coalesce(password_changed_at >= to_timestamp($2), false) AS password_changed
           FROM users WHERE id = $1`,
        [claims.uid, claims.iat],
      );
      let user: UserRow;
      try {
        user = tokenUser(rows[0], claims);
      } catch (err) {
        reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        throw err;
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
      if (isSuper(auth)) {
        request.corpId = requested;
      } else {
        if (requested !== null && requested !== auth.corpId) {
          throw forbidden('You may not act for another corporation.');
        }
        request.corpId = auth.corpId;
      }

      if (config.roles && !hasAnyRole(auth, config.roles)) {
        throw forbidden();
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
