import crypto from 'node:crypto';
import type { Tx } from '../../db/tenant.js';

export const RESET_CODE_MINUTES = 15;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/**
 * `length` characters from 32 (5 bits each; 256 is a multiple of 32, so each is uniform). A reset
 * code has 10 (50 bits): not guessable within the attempt limits.
 */
export function generateResetCode(length = 10): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
}

/** Codes are compared case-insensitively, ignoring spaces and dashes people type. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export const hashCode = (code: string) =>
  crypto.createHash('sha256').update(normaliseCode(code)).digest('hex');

/** A new code for the user; earlier unused codes stop working. Returns the plain code. */
export async function issueResetCode(tx: Tx, userId: number): Promise<string> {
  const code = generateResetCode();
  await tx.query('DELETE FROM password_reset_codes WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
  await tx.query(
    `INSERT INTO password_reset_codes (user_id, code_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, hashCode(code), RESET_CODE_MINUTES],
  );
  return code;
}

/** Marks the user's matching, unexpired, unused code as used; false when there is none. */
export async function consumeResetCode(tx: Tx, userId: number, code: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE password_reset_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now()`,
    [userId, hashCode(code)],
  );
  return (rowCount ?? 0) > 0;
}

/** The Forgot Password e-mail: the code, and the link that opens the reset form with it filled. */
export function resetMessage(code: string, link: string): { subject: string; text: string } {
  return {
    subject: 'StaffLedger password reset code',
    text:
      `Your StaffLedger password reset code is: ${code}\n\n` +
      `It is valid for ${RESET_CODE_MINUTES} minutes and can be used once. ` +
      `Open this link to choose a new password with it:\n\n${link}\n\n` +
      `Or enter it on the Reset Password page with your user name and a new password.\n\n` +
      `If you did not ask for it, ignore this message.\n`,
  };
}
