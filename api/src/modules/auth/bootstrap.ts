import crypto from 'node:crypto';
import type { Tx } from '../../db/tenant.js';
import { hashPassword } from './passwords.js';

/** A strong password that also meets the password rule. */
export function generatePassword(): string {
  return `${crypto.randomBytes(18).toString('base64url')}-Aa1`;
}

/**
 * On an empty users table, creates the super user. Runs under a transaction-level advisory lock,
 * so processes starting together create it once. Returns the generated password, if any.
 */
export async function bootstrapSuperUser(
  withSystem: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
  opts: { username: string; password?: string },
): Promise<{ created: boolean; generatedPassword?: string }> {
  return withSystem(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727002)');
    const { rows } = await tx.query('SELECT EXISTS (SELECT 1 FROM users) AS any');
    if (rows[0].any) return { created: false };
    const password = opts.password || generatePassword();
    await tx.query(
      `INSERT INTO users (username, password_hash, roles, given_name, family_name)
       VALUES ($1, $2, ARRAY['super'], 'Super', 'User')`,
      [opts.username, await hashPassword(password)],
    );
    return { created: true, generatedPassword: opts.password ? undefined : password };
  });
}
