/**
 * Invitation codes (README.md#invitations): a password reset code of kind `invitation`, stored as
 * its SHA-256 only, valid for INVITATION_DAYS. The request role reaches them through the three
 * SECURITY DEFINER functions of migration 020, limited to the accounts of its corporation's
 * employees. A code is issued before its e-mail goes out and settled after: once sent, the
 * account's earlier unused codes end (the newest e-mail is the one that works); not sent, it ends
 * itself, so a failed e-mail never cost the employee the link they already had.
 */
import type { Tx } from '../../db/tenant.js';
import { generateResetCode, hashCode } from '../users/password-reset.js';

export const INVITATION_DAYS = 7;

/** 16 characters from 32 (80 bits), in groups of four for whoever types it: ABCD-EFGH-JKLM-NPQR. */
export function generateInvitationCode(): string {
  return (generateResetCode(16).match(/.{4}/g) as string[]).join('-');
}

export type IssuedInvitation = { userId: number; codeId: number; code: string };

/**
 * A new code for the account, or null when it may not have one (inactive, a password already set,
 * not an employee of this corporation). Earlier codes keep working until this one is settled sent.
 */
export async function issueInvitation(tx: Tx, userId: number): Promise<IssuedInvitation | null> {
  const code = generateInvitationCode();
  const { rows } = await tx.query<{ id: string | null }>(
    'SELECT add_employee_invitation($1, $2, $3) AS id',
    [userId, hashCode(code), INVITATION_DAYS],
  );
  const id = rows[0]?.id;
  return id == null ? null : { userId, codeId: Number(id), code };
}

/**
 * After the e-mail: sent, the earlier unused codes end and the account records when it was invited
 * (answered, ISO-8601); not sent, this code ends and null is answered.
 */
export async function settleInvitation(
  tx: Tx,
  issued: IssuedInvitation,
  sent: boolean,
): Promise<string | null> {
  await tx.query('SELECT settle_employee_invitation($1, $2, $3)', [
    issued.userId,
    issued.codeId,
    sent,
  ]);
  if (!sent) return null;
  const { rows } = await tx.query<{ at: Date }>(
    'UPDATE users SET invited_at = now() WHERE id = $1 RETURNING invited_at AS at',
    [issued.userId],
  );
  return rows[0].at.toISOString();
}

/** When the account's newest still-valid invitation was issued, if at or after `since`. */
export async function recentInvitation(tx: Tx, userId: number, since: Date): Promise<Date | null> {
  const { rows } = await tx.query<{ at: Date | null }>(
    'SELECT recent_employee_invitation($1, $2) AS at',
    [userId, since],
  );
  return rows[0]?.at ?? null;
}
