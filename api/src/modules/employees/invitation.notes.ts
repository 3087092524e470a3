/**
 * The set-password link of the e-mails about timesheets (reminders, rejections) to an employee who
 * may sign in but has not set a password (README.md#invitations). Each such e-mail would otherwise
 * mint a code, and a new code ends the one before: a storm of reminders would mint codes without
 * end and kill the link of the e-mail the employee just opened. So an e-mail issues a fresh
 * invitation only when none still valid was issued in the last REUSE_HOURS; within them it points
 * at that invitation's e-mail (and at Forgot Password, for one that went astray).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { recordAudit } from '../audit/audit.js';
import type { MailResult } from '../mail/mailer.js';
import { findAccount } from './employees.account.js';
import {
  INVITATION_DAYS,
  issueInvitation,
  recentInvitation,
  settleInvitation,
  type IssuedInvitation,
} from './invitation.codes.js';
import type { SetPasswordNote } from './invitation.mail.js';

export const REUSE_HOURS = 24;

const HOUR_MS = 3600 * 1000;

export type PreparedNote = {
  employeeId: number;
  note: SetPasswordNote;
  /** The code issued for this e-mail (to settle once it went out), or null when none was. */
  issued: IssuedInvitation | null;
};

/**
 * In the e-mail's tenant transaction: the note for an employee with an active account and no
 * password, else null (they sign in already, or cannot).
 */
export async function prepareSetPasswordNote(
  app: FastifyInstance,
  tx: Tx,
  employeeId: number,
): Promise<PreparedNote | null> {
  const account = await findAccount(tx, employeeId);
  if (!account?.active || account.hasPassword) return null;
  const userName = account.username;
  const since = new Date(Date.now() - REUSE_HOURS * HOUR_MS);
  const invitedAt = await recentInvitation(tx, account.userId, since);
  if (invitedAt) {
    const forgotLink = app.forgotPasswordLink();
    const note: SetPasswordNote = { kind: 'earlier', userName, invitedAt, forgotLink };
    return { employeeId, note, issued: null };
  }
  const issued = await issueInvitation(tx, account.userId);
  if (!issued) return null;
  const link = app.passwordLink({ userName, code: issued.code, invited: true });
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * HOUR_MS);
  return { employeeId, note: { kind: 'link', userName, link, expiresAt }, issued };
}

/** The secrets of a note's e-mail (masked in the outbox when SMTP delivers it). */
export const noteSecrets = (prepared: PreparedNote | null): string[] =>
  prepared?.issued ? [prepared.issued.code] : [];

/**
 * After the e-mail, in a tenant transaction: a fresh code is settled (kept when the e-mail went
 * out, ended when it did not), and an invitation that went out is recorded with its audit row.
 * `request` is null for the daily job.
 */
export async function settleSetPasswordNote(
  tx: Tx,
  request: FastifyRequest | null,
  prepared: PreparedNote | null,
  mail: MailResult & { to: string; with: 'reminder' | 'rejection'; corpId: number },
): Promise<void> {
  if (!prepared?.issued) return;
  const sent = !mail.deliveryStatus.startsWith('failed');
  if (!(await settleInvitation(tx, prepared.issued, sent))) return;
  await recordAudit(tx, request, {
    entity: 'employee',
    entityId: prepared.employeeId,
    action: 'send',
    changes: { invitation: { to: mail.to, outboxId: mail.id, with: mail.with } },
    ...(request ? {} : { actor: { userId: null, username: null, corpId: mail.corpId } }),
  });
}
