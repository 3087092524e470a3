import crypto from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export type Role = 'super' | 'employer' | 'employee';

export type TokenUser = {
  id: number;
  username: string;
  roles: Role[];
  givenName: string;
  familyName: string;
  corpId: number | null;
  employeeId: number | null;
  tokenVersion: number;
};

export type TokenClaims = {
  sub: string;
  uid: number;
  ver: number;
  iat: number;
  exp: number;
  /**
   * When the session began: the sign-in with a password, in seconds since the epoch. A renewal
   * carries it over, and no token of the session lives past it plus the session's longest age.
   * Tokens signed before it existed lack it; their `iat` stands in.
   */
  auth_time?: number;
  authorities: string[];
  given_name: string;
  family_name: string;
  corpid: number | null;
  empid: number | null;
};

export type SignedToken = { token: string; expiresIn: number };

export type TokenService = {
  ttl: number;
  /** The longest a session lasts from its sign-in, renewals included (seconds). */
  maxAge: number;
  /**
   * A token for `user`, living `ttl` seconds but never past the session's end. `authTime` is the
   * session's sign-in (a renewal's); a sign-in with a password starts a new session.
   */
  sign(user: TokenUser, authTime?: number): Promise<SignedToken>;
  /**
   * The verified claims, or null for any bad token (malformed, forged, expired, wrong alg, or of
   * a session older than `maxAge`).
   */
  verify(token: string): Promise<TokenClaims | null>;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** When the token's session began (`auth_time`, else its issue). */
export const sessionStart = (claims: TokenClaims) => claims.auth_time ?? claims.iat;

export const roleToAuthority = (role: Role) => `ROLE_${role.toUpperCase()}`;

export function createTokenService(opts: {
  secret: string;
  issuer: string;
  audience: string;
  ttl: number;
  maxAge: number;
}): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  return {
    ttl: opts.ttl,
    maxAge: opts.maxAge,
    async sign(user, authTime) {
      const now = nowSeconds();
      const since = authTime ?? now;
      const exp = Math.min(now + opts.ttl, since + opts.maxAge);
      const token = await new SignJWT({
        uid: user.id,
        ver: user.tokenVersion,
        authorities: user.roles.map(roleToAuthority),
        given_name: user.givenName,
        family_name: user.familyName,
        corpid: user.corpId,
        empid: user.employeeId,
        auth_time: since,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.username)
        .setIssuer(opts.issuer)
        .setAudience(opts.audience)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setJti(crypto.randomUUID())
        .sign(key);
      return { token, expiresIn: exp - now };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: opts.issuer,
          audience: opts.audience,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        });
        const claims = payload as Partial<TokenClaims>;
        const { sub, uid, ver, iat, auth_time } = claims;
        if (typeof sub !== 'string' || !Number.isSafeInteger(uid) || !Number.isSafeInteger(ver)) {
          return null;
        }
        if (auth_time !== undefined && !(Number.isSafeInteger(auth_time) && auth_time <= iat!)) {
          return null;
        }
        const verified = payload as unknown as TokenClaims;
        // the session's age is checked here too: a lower SESSION_MAX_AGE ends older sessions
        return sessionStart(verified) + opts.maxAge > nowSeconds() ? verified : null;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        return null;
      }
    },
  };
}
