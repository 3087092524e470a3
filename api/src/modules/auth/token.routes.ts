import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { claimAttempt, clearFailures, giveBack, type Limit } from '../../plugins/rate-limit.js';
import type { Role, SignedToken, TokenUser } from './jwt.js';
import { verifyPassword } from './passwords.js';

const WINDOW = 15 * 60;
export const loginLimits = (username: string, ip: string): Limit[] => [
  { key: `login:user:${username.toLowerCase()}`, max: 5, windowSeconds: WINDOW },
  { key: `login:ip:${ip}`, max: 30, windowSeconds: WINDOW },
];

// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

const badCredentials = () => new AppError(401, 'invalid_client', 'Invalid username or password.');

function basicCredentials(request: FastifyRequest): { username: string; password: string } {
  const header = request.headers.authorization ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) throw badCredentials();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw badCredentials();
  const username = decoded.slice(0, colon).trim();
  const password = decoded.slice(colon + 1);
  if (username.length > 254 || password.length > 1024) throw badCredentials();
  // no user name holds a control character, and PostgreSQL text cannot hold a NUL: such a name is
  // wrong credentials, refused before it reaches a query or the failure count
  if (CONTROL.test(username)) throw badCredentials();
  return { username, password };
}

const FORM = 'application/x-www-form-urlencoded';

const TokenBody = Type.Object(
  {
    grant_type: Type.String({ maxLength: 100 }),
    scope: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const TokenAnswer = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
});

/** The answer of a sign-in or a renewal: the token and the seconds it lives. */
export function tokenAnswer(reply: FastifyReply, { token, expiresIn }: SignedToken) {
  reply.header('Cache-Control', 'no-store');
  return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn };
}

/** The columns of `users` that a token's claims come from. */
export type ClaimsRow = {
  id: number;
  username: string;
  roles: string[];
  given_name: string;
  family_name: string;
  corp_id: number | null;
  employee_id: number | null;
  token_version: number;
};

/** The claims of `user` as the token service signs them. */
export function tokenUserOf(user: ClaimsRow): TokenUser {
  return {
    id: user.id,
    username: user.username,
    roles: user.roles as Role[],
    givenName: user.given_name,
    familyName: user.family_name,
    corpId: user.corp_id,
    employeeId: user.employee_id,
    tokenVersion: user.token_version,
  };
}

/** POST /auth/oauth2/token: client-credentials grant with the user's name and password. */
const tokenRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/auth/oauth2/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: HTTP Basic credentials, form body grant_type=client_credentials',
        // RFC 6749 §3.2: a form only; JSON or any other body is a 415, never read
        consumes: [FORM],
        body: TokenBody,
        response: { 200: TokenAnswer },
      },
    },
    async (request, reply) => {
      const { grant_type } = request.body as { grant_type: string };
      if (grant_type !== 'client_credentials') {
        throw new AppError(
          400,
          'unsupported_grant_type',
          'Only grant_type=client_credentials is supported.',
        );
      }
      const { username, password } = basicCredentials(request);
      const limits = loginLimits(username, request.ip);
      // counted before the password is checked, given back below if it is right
      const claim = await app.withSystem((tx) => claimAttempt(tx, limits));
      const user = await app.withSystem(async (tx) => {
        const { rows } = await tx.query<
          ClaimsRow & { password_hash: string | null; active: boolean }
        >(
          `SELECT id, username, password_hash, roles, given_name, family_name, corp_id,
                  employee_id, token_version, active
             FROM users WHERE lower(username) = lower($1)`,
          [username],
        );
        return rows[0];
      });
      const ok = await verifyPassword(user?.active ? user.password_hash : null, password);
      if (!ok || !user) {
        request.log.info({ username }, 'sign-in failed');
        throw badCredentials();
      }
      await app.withSystem(async (tx) => {
        // the right password forgives the account's earlier failures; the address's stay counted
        await clearFailures(tx, [limits[0].key]);
        await giveBack(tx, claim);
        // shown to staff on the employee form ("Signed in last on …")
        await tx.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [user.id]);
      });
      // a sign-in with a password starts a new session
      return tokenAnswer(reply, await app.tokens.sign(tokenUserOf(user)));
    },
  );
};

export default tokenRoutes;
