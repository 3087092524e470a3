/**
 * An employee's sign-in account (docs/roles-and-tenancy.md#sign-in): employees whose Access Level
 * is employer or employee and who have an e-mail address sign in with that address as user name,
 * once they have set a password through Forgot Password.
 *
 * The account is a `users` row linked by `employee_id`, kept in step by every employee write in the
 * same tenant transaction (`users` is a tenant table; the request role may insert and update rows
 * of its own corporation). Rules:
 * - e-mail present: username = the e-mail (lower case), roles = [access level], names copied;
 *   a new account has no password (a NULL hash never signs in) until the reset flow sets one.
 * - status INACTIVE or no e-mail: the account is disabled (active = false).
 * - a new address, a removed address, another access level or a change of active ends the tokens
 *   issued before (token_version + 1). A new or removed address also clears the password and
 *   revokes pending reset codes: whoever controls the new address sets the password again.
 * - a removed address frees it: the disabled account is renamed to a placeholder that cannot
 *   receive mail.
 * - an address held by another account of the same corporation is a 409 and the transaction rolls
 *   back. One held by an account outside it (another corporation's, a super user's) is answered
 *   as a new address would be, so that an employer cannot probe other corporations' user names
 *   (README.md#an-address-held-elsewhere): the employee keeps the address, the account stays
 *   disabled under the placeholder name, and an invitation tells the address's owner instead.
 */
import { conflict } from '../../errors.js';
import { inSavepoint } from '../../db/savepoint.js';
import type { Tx } from '../../db/tenant.js';
import type { EmployeeValues } from './employees.validate.js';

export const EMAIL_TAKEN = 'That e-mail address is already used by another account.';

type AccountRow = {
  id: number;
  username: string;
  roles: string[];
  active: boolean;
};

export type AccountChange = {
  userId: number;
  action: 'create' | 'update';
  changes: Record<string, { from: unknown; to: unknown }>;
  /**
   * This write gave the employee a way in that needs a password (README.md#invitations): a new
   * active account, a new address of an active one, or an account without a password made active.
   */
  opensSignIn: boolean;
};

/** An employee's sign-in account as invitations need it. */
export type SignInAccount = {
  userId: number;
  username: string;
  active: boolean;
  hasPassword: boolean;
};

/** The employee's account, or null when they never had an e-mail address. */
export async function findAccount(tx: Tx, employeeId: number): Promise<SignInAccount | null> {
  const { rows } = await tx.query<SignInAccount>(
    `SELECT id AS "userId", username, active, password_hash IS NOT NULL AS "hasPassword"
       FROM users WHERE employee_id = $1`,
    [employeeId],
  );
  return rows[0] ? { ...rows[0], userId: Number(rows[0].userId) } : null;
}

/** The placeholder user name of a disabled account whose employee has no e-mail address. */
export const placeholderUsername = (employeeId: number) =>
  `employee-${employeeId}@disabled.invalid`;

/** What the audit row says of an address an account outside the corporation holds. */
const ELSEWHERE = 'held by an account outside the corporation';

/** The employee's values before a replace, which an address held elsewhere is compared with. */
export type PreviousValues = { email: string | null; status: string } | null;

function isUsernameTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'users_username_key';
}

/**
 * Runs the account's write in a savepoint: null, and nothing written, when its user name is taken.
 * Taken within the corporation (row-level security shows only its rows) is a 409: by an account,
 * or by another employee whose account could not take it either, as it would be were it free.
 */
async function claiming<T>(
  tx: Tx,
  username: string,
  employeeId: number,
  fn: () => Promise<T>,
): Promise<T | null> {
  const claimed = await inSavepoint(tx, 'account_name', isUsernameTaken, fn);
  if (claimed.done) return claimed.value;
  const here = await tx.query(
    `SELECT 1 FROM users WHERE lower(username) = lower($1)
     UNION ALL
     SELECT 1 FROM employees WHERE lower(email) = lower($1) AND id <> $2`,
    [username, employeeId],
  );
  if (here.rowCount) throw conflict(EMAIL_TAKEN);
  return null;
}

/**
 * The account of an employee whose address an account outside the corporation holds: disabled
 * under the placeholder name, with what the answer must show (a new address clears the password
 * and the invitation, and opens a way in to invite) exactly as if the address had been free.
 */
async function withAddressElsewhere(
  tx: Tx,
  corpId: number,
  employeeId: number,
  v: EmployeeValues,
  current: AccountRow | undefined,
  previous: PreviousValues,
): Promise<AccountChange | null> {
  const username = placeholderUsername(employeeId);
  const roles = [v.role.toLowerCase()];
  const newAddress = previous?.email !== v.email;
  const wouldOpen = v.status !== 'INACTIVE';
  const wasOpen = previous !== null && previous.email !== null && previous.status !== 'INACTIVE';
  const opensSignIn = wouldOpen && (newAddress || !wasOpen);
  if (!current) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, roles, given_name, family_name, corp_id,
                          employee_id, active)
       VALUES ($1, NULL, $2, $3, $4, $5, $6, false) RETURNING id`,
      [username, roles, v.firstName, v.lastName, corpId, employeeId],
    );
    return {
      userId: Number(rows[0].id),
      action: 'create',
      changes: {
        address: { from: null, to: ELSEWHERE },
        username: { from: null, to: username },
        roles: { from: null, to: roles },
        active: { from: null, to: false },
      },
      opensSignIn,
    };
  }
  const renamed = current.username !== username;
  const rolesChanged = JSON.stringify(current.roles) !== JSON.stringify(roles);
  const endTokens = renamed || rolesChanged || current.active;
  await tx.query(
    `UPDATE users
        SET username = $2, roles = $3, given_name = $4, family_name = $5, active = false,
            password_hash = CASE WHEN $6 THEN NULL ELSE password_hash END,
            invited_at = CASE WHEN $6 THEN NULL ELSE invited_at END,
            token_version = token_version + CASE WHEN $7 THEN 1 ELSE 0 END,
            updated_at = now()
      WHERE id = $1`,
    [current.id, username, roles, v.firstName, v.lastName, newAddress || renamed, endTokens],
  );
  if (renamed || current.active) {
    await tx.query('SELECT revoke_employee_reset_codes($1)', [current.id]);
  }
  const changes: AccountChange['changes'] = {};
  if (newAddress) changes.address = { from: previous?.email ?? null, to: ELSEWHERE };
  if (renamed) changes.username = { from: current.username, to: username };
  if (rolesChanged) changes.roles = { from: current.roles, to: roles };
  if (current.active) changes.active = { from: true, to: false };
  if (Object.keys(changes).length === 0 && !opensSignIn) return null;
  return { userId: Number(current.id), action: 'update', changes, opensSignIn };
}

/**
 * Creates, updates or disables the employee's account to match `v`. Returns what changed (for the
 * audit trail; never a secret), or null when nothing did.
 */
export async function syncAccount(
  tx: Tx,
  corpId: number,
  employeeId: number,
  v: EmployeeValues,
  previous: PreviousValues = null,
): Promise<AccountChange | null> {
  const { rows } = await tx.query<AccountRow>(
    'SELECT id, username, roles, active FROM users WHERE employee_id = $1 FOR UPDATE',
    [employeeId],
  );
  const current = rows[0];
  const roles = [v.role.toLowerCase()];
  const active = v.email !== null && v.status !== 'INACTIVE';

  if (!current) {
    if (v.email === null) return null;
    const inserted = await claiming(tx, v.email, employeeId, () =>
      tx.query<{ id: number }>(
        `INSERT INTO users (username, password_hash, roles, given_name, family_name, corp_id,
                            employee_id, active)
         VALUES ($1, NULL, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [v.email, roles, v.firstName, v.lastName, corpId, employeeId, active],
      ),
    );
    if (!inserted) return withAddressElsewhere(tx, corpId, employeeId, v, current, previous);
    return {
      userId: Number(inserted.rows[0].id),
      action: 'create',
      changes: {
        username: { from: null, to: v.email },
        roles: { from: null, to: roles },
        active: { from: null, to: active },
      },
      opensSignIn: active,
    };
  }

  const username = v.email ?? placeholderUsername(employeeId);
  const renamed = username !== current.username.toLowerCase();
  const rolesChanged = JSON.stringify(current.roles) !== JSON.stringify(roles);
  const activeChanged = current.active !== active;
  const endTokens = renamed || rolesChanged || activeChanged;
  // a new address is a new holder: no password and not invited yet
  const updated = await claiming(tx, username, employeeId, () =>
    tx.query<{ noPassword: boolean }>(
      `UPDATE users
          SET username = $2, roles = $3, given_name = $4, family_name = $5, active = $6,
              password_hash = CASE WHEN $7 THEN NULL ELSE password_hash END,
              invited_at = CASE WHEN $7 THEN NULL ELSE invited_at END,
              token_version = token_version + CASE WHEN $8 THEN 1 ELSE 0 END,
              updated_at = now()
        WHERE id = $1
        RETURNING password_hash IS NULL AS "noPassword"`,
      [current.id, username, roles, v.firstName, v.lastName, active, renamed, endTokens],
    ),
  );
  if (!updated) return withAddressElsewhere(tx, corpId, employeeId, v, current, previous);
  if (renamed || !active) {
    await tx.query('SELECT revoke_employee_reset_codes($1)', [current.id]);
  }
  const changes: AccountChange['changes'] = {};
  if (renamed) changes.username = { from: current.username, to: username };
  if (rolesChanged) changes.roles = { from: current.roles, to: roles };
  if (activeChanged) changes.active = { from: current.active, to: active };
  if (renamed)
    changes.password = { from: 'kept', to: 'cleared (set again through Forgot Password)' };
  if (Object.keys(changes).length === 0) return null;
  const opensSignIn = active && updated.rows[0].noPassword && (renamed || activeChanged);
  return { userId: Number(current.id), action: 'update', changes, opensSignIn };
}
