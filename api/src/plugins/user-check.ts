/**
 * Whether a well-signed bearer token still speaks for its user: the user exists, is active, and
 * its token version has not moved on since the token was signed. Every change of a user's name,
 * roles or activity moves the version on (employees.account.ts, users.routes.ts), and a user's
 * corporation and employee never change, so while the version holds the token's claims are the
 * user's row. That lets a hot route check the token in the first round trip of its tenant
 * transaction (routes whose config says `userCheckInTransaction`), instead of a statement of its
 * own before it.
 */
import type { Statement } from '../db/pipeline.js';
import { REFUSE_UNLESS } from '../db/refusal.js';
import { AppError } from '../errors.js';
import type { Role, TokenClaims } from '../modules/auth/jwt.js';
import { ROLES } from './roles.js';

export type UserRow = {
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

export const invalidToken = () => new AppError(401, 'unauthorized', 'Invalid or expired token.');

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

const USER_COLUMNS = `id, username, roles, corp_id, employee_id, token_version, active`;

/** The user check as a parameterised statement: `[uid, iat]`. */
export const USER_CHECK = `SELECT ${USER_COLUMNS},
  coalesce(password_changed_at >= to_timestamp($2), false) AS password_changed
  FROM users WHERE id = $1`;

/**
 * The check as the first statements of a tenant transaction's batch (tenant.ts): the row, for the
 * request to say why it refuses; then the same rule in SQL (`assertClaimsHold`'s: the user, active,
 * under the token's name and version, with the corporation, employee and roles the request acted
 * on), which ends the batch when it does not hold, so that nothing sent after it runs.
 */
export function userCheckStatements(claims: TokenClaims, acted: UserRow): Statement[] {
  // roles compared as sorted lists, byte by byte as JavaScript's sort orders them
  const roles = [...acted.roles].sort();
  return [
    { text: USER_CHECK, values: [claims.uid, claims.iat] },
    {
      text: `SELECT ${REFUSE_UNLESS}(EXISTS (
               SELECT 1 FROM users
                WHERE id = $1 AND active AND lower(username) = lower($2::text)
                  AND token_version = $3 AND corp_id IS NOT DISTINCT FROM $4::bigint
                  AND employee_id IS NOT DISTINCT FROM $5::bigint
                  AND (SELECT coalesce(array_agg(r ORDER BY r COLLATE "C"), '{}')
                         FROM unnest(roles) r) = $6::text[]), 'user')`,
      values: [claims.uid, claims.sub, claims.ver, acted.corp_id, acted.employee_id, roles],
    },
  ];
}

/** The token's user while the token still matches it; else the refusal that names why. */
export function tokenUser(user: UserRow | undefined, claims: TokenClaims): UserRow {
  if (!user) throw invalidToken();
  if (!user.active || user.username.toLowerCase() !== claims.sub.toLowerCase()) {
    throw REVOKED.account();
  }
  if (user.token_version !== claims.ver) {
    throw user.password_changed ? REVOKED.password() : REVOKED.account();
  }
  return user;
}

const isId = (v: unknown): v is number | null => v === null || Number.isSafeInteger(v);

/**
 * The user row as the token states it, to act on before the row is read; null when the token does
 * not state all of it (a route then reads the row first, as any other).
 */
export function claimedUser(claims: TokenClaims): UserRow | null {
  const { authorities, corpid, empid } = claims;
  if (!Array.isArray(authorities) || !isId(corpid) || !isId(empid)) return null;
  const roles = authorities.map((a) =>
    String(a)
      .replace(/^ROLE_/, '')
      .toLowerCase(),
  );
  if (!roles.every((r) => ROLES.includes(r as Role))) return null;
  return {
    id: claims.uid,
    username: claims.sub,
    roles,
    corp_id: corpid,
    employee_id: empid,
    token_version: claims.ver,
    active: true,
    password_changed: false,
  };
}

/**
 * The row read in the transaction against the claims the request acted on: the token must still
 * match the user (`tokenUser`), and what the request took from the claims must be the row's. A
 * difference can only come from a change made beside the API; the token is then ended like one
 * whose account changed.
 */
export function assertClaimsHold(row: UserRow | undefined, claims: TokenClaims, acted: UserRow) {
  const user = tokenUser(row, claims);
  const same =
    user.corp_id === acted.corp_id &&
    user.employee_id === acted.employee_id &&
    JSON.stringify([...user.roles].sort()) === JSON.stringify([...acted.roles].sort());
  if (!same) throw REVOKED.account();
  return user;
}

/** A user check folded into a transaction: its statements, and what the request acted on. */
export type PendingUserCheck = {
  claims: TokenClaims;
  /** `userCheckStatements` of the claims. */
  statements: Statement[];
  /** The user as the claims state it, which the request acts on until the row is read. */
  acted: UserRow;
  /** Marks the answer as a refused token (its `WWW-Authenticate` header). */
  refuse: () => void;
};

/** The part of a request a folded user check reads and settles. */
type Checked = {
  pendingUserCheck: PendingUserCheck | null;
  auth: { username: string } | null;
};

/**
 * Settles the request's pending user check with the row read for it: a refusal marks the answer and
 * throws (so that nothing of the request happens); else the check is made, and the name the request
 * acts under is the row's, as a checked route's would be.
 */
export function settleUserCheck(request: Checked, row: UserRow | undefined): void {
  const pending = request.pendingUserCheck;
  if (!pending) return;
  let user: UserRow;
  try {
    user = assertClaimsHold(row, pending.claims, pending.acted);
  } catch (err) {
    pending.refuse();
    throw err;
  }
  request.pendingUserCheck = null;
  if (request.auth) request.auth.username = user.username;
}

/** Makes the request's pending user check now, as a statement of its own (none when none). */
export async function checkUserNow(
  db: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> },
  request: Checked,
): Promise<void> {
  const pending = request.pendingUserCheck;
  if (!pending) return;
  const { rows } = await db.query(USER_CHECK, [pending.claims.uid, pending.claims.iat]);
  settleUserCheck(request, rows[0] as UserRow | undefined);
}
