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
  authorities: string[];
  given_name: string;
  family_name: string;
  corpid: number | null;
  empid: number | null;
};

export type TokenService = {
  ttl: number;
  sign(user: TokenUser): Promise<string>;
  /** The verified claims, or null for any bad token (malformed, forged, expired, wrong alg). */
  verify(token: string): Promise<TokenClaims | null>;
};

export const roleToAuthority = (role: Role) => `ROLE_${role.toUpperCase()}`;

export function createTokenService(opts: {
  secret: string;
  issuer: string;
  audience: string;
  ttl: number;
}): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  return {
    ttl: opts.ttl,
    async sign(user) {
      return new SignJWT({
        uid: user.id,
        ver: user.tokenVersion,
        authorities: user.roles.map(roleToAuthority),
        given_name: user.givenName,
        family_name: user.familyName,
        corpid: user.corpId,
        empid: user.employeeId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.username)
        .setIssuer(opts.issuer)
        .setAudience(opts.audience)
        .setIssuedAt()
        .setExpirationTime(`${opts.ttl}s`)
        .setJti(crypto.randomUUID())
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: opts.issuer,
          audience: opts.audience,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        });
        const { sub, uid, ver } = payload as Partial<TokenClaims>;
        if (typeof sub !== 'string' || !Number.isSafeInteger(uid) || !Number.isSafeInteger(ver)) {
          return null;
        }
        return payload as unknown as TokenClaims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        return null;
      }
    },
  };
}
