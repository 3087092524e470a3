import { jwtDecode } from 'jwt-decode';

export const ROLES = ['super', 'employer', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** What the UI reads from the access token (docs/roles-and-tenancy.md#sign-in). */
export type Claims = {
  username: string;
  givenName: string;
  familyName: string;
  roles: Role[];
  corpId: number | null;
  empId: number | null;
  /** Expiry, seconds since the epoch (JWT `exp`). */
  exp: number;
  /** Issue, seconds since the epoch (JWT `iat`; without one, a token is taken to last an hour). */
  issuedAt: number;
  /** The user's id (`uid`) and token version (`ver`): what tells one user's sign-ins apart. */
  userId: number | null;
  version: number | null;
};

type RawClaims = {
  sub?: string;
  exp?: number;
  iat?: number;
  uid?: number;
  ver?: number;
  authorities?: string[] | string;
  given_name?: string;
  family_name?: string;
  corpid?: number | string | null;
  empid?: number | string | null;
};

/** 'ROLE_SUPER' → 'super'. Unknown authorities are dropped. */
export function parseRoles(authorities: RawClaims['authorities']): Role[] {
  const list = Array.isArray(authorities) ? authorities : authorities ? authorities.split(',') : [];
  const roles = list.map((a) =>
    a
      .trim()
      .replace(/^ROLE_/i, '')
      .toLowerCase(),
  );
  return ROLES.filter((r) => roles.includes(r));
}

function toId(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Decodes a token's claims; null when the token cannot be read. */
export function decodeClaims(token: string): Claims | null {
  try {
    const raw = jwtDecode<RawClaims>(token);
    const exp = typeof raw.exp === 'number' ? raw.exp : 0;
    return {
      username: raw.sub ?? '',
      givenName: raw.given_name ?? '',
      familyName: raw.family_name ?? '',
      roles: parseRoles(raw.authorities),
      corpId: toId(raw.corpid),
      empId: toId(raw.empid),
      exp,
      issuedAt: typeof raw.iat === 'number' ? raw.iat : exp - 3600,
      userId: typeof raw.uid === 'number' ? raw.uid : null,
      version: typeof raw.ver === 'number' ? raw.ver : null,
    };
  } catch {
    return null;
  }
}

export function isExpired(claims: Claims | null, now = Date.now()): boolean {
  return !claims || claims.exp * 1000 <= now;
}

/** Whether two tokens are of the same user (a renewal, a sign-in again), whatever their version. */
export function sameUser(a: Claims, b: Claims): boolean {
  return a.userId === b.userId && a.username.toLowerCase() === b.username.toLowerCase();
}

/** True when the claims carry at least one of the roles. */
export function hasRole(claims: Claims | null | undefined, ...roles: Role[]): boolean {
  return !!claims && roles.some((r) => claims.roles.includes(r));
}
