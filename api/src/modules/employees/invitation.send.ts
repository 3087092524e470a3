/**
 * Sending one employee their invitation (README.md#invitations), from the form's button or after a
 * save: check that they may be invited, count it (INVITATIONS_PER_HOUR), issue a code, e-mail the
 * link, then settle the code and record the invitation with its audit row. No transaction waits on
 * the mail server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, conflict } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { findOr404 } from '../common/find-or-404.js';
import { tenantName } from '../common/references.js';
import { findAccount, placeholderUsername } from './employees.account.js';
import { findEmployee } from './employees.repo.js';
import { INVITATION_DAYS, issueInvitation, settleInvitation } from './invitation.codes.js';
import { countInvitation } from './invitation.limit.js';
import { addressInUseMessage, invitationMessage } from './invitation.mail.js';

export const NO_ADDRESS = 'This employee has no e-mail address. Add one on the Info tab first.';
export const NOT_ACTIVE = 'This employee is Inactive: set the status to Active to invite them.';
export const HAS_PASSWORD =
  'This employee has already set a password. A forgotten one is reset with Forgot Password on the sign-in page.';

export type InvitationSent = { to: string; invitedAt: string };

/** Who may be invited, and what the e-mail needs; 404, 400 or 409 otherwise. */
async function invitee(app: FastifyInstance, request: FastifyRequest, employeeId: number) {
  return app.withTenant(request, async (tx) => {
    const employee = await findOr404(findEmployee(tx, employeeId), 'Employee not found.');
    const account = await findAccount(tx, employeeId);
    if (!employee.email || !account) throw badRequest(NO_ADDRESS, { email: 'No e-mail address' });
    // an employee with an address whose account keeps the placeholder name: the address is
    // another account's user name (employees.account.ts), answered as one that was free would be
    const elsewhere = account.username === placeholderUsername(employeeId);
    if (elsewhere ? employee.status === 'INACTIVE' : !account.active) throw conflict(NOT_ACTIVE);
    if (account.hasPassword) throw conflict(HAS_PASSWORD);
    return { employee, account, elsewhere, corpName: await tenantName(tx) };
  });
}

/**
 * In place of an invitation, the owner of an address another account holds is told that the
 * corporation saved them; the e-mail carries no code and no link. Counted, recorded and answered
 * as an invitation, so that the employer cannot tell the two apart.
 */
async function sendAddressInUse(
  app: FastifyInstance,
  request: FastifyRequest,
  employeeId: number,
  p: { userId: number; to: string; firstName: string; corpName: string },
): Promise<InvitationSent> {
  const result = await app.mailer.send({
    to: p.to,
    ...addressInUseMessage(p),
    corpId: request.corpId,
  });
  const sent = !result.deliveryStatus.startsWith('failed');
  if (!sent) throw mailFailed();
  const invitedAt = await app.withTenant(request, async (tx) => {
    const { rows } = await tx.query<{ at: Date }>(
      'UPDATE users SET invited_at = now() WHERE id = $1 RETURNING invited_at AS at',
      [p.userId],
    );
    await recordAudit(tx, request, {
      entity: 'employee',
      entityId: employeeId,
      action: 'send',
      changes: { addressInUse: { to: p.to, outboxId: result.id } },
    });
    return rows[0].at.toISOString();
  });
  return { to: p.to, invitedAt };
}

const mailFailed = () =>
  new AppError(502, 'mail_failed', 'The invitation could not be e-mailed. Try again later.');

/** E-mails the employee an invitation; 429 past the hour's count, 502 when SMTP refuses. */
export async function sendInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  employeeId: number,
): Promise<InvitationSent> {
  const { employee, account, elsewhere, corpName } = await invitee(app, request, employeeId);
  await countInvitation(app, employeeId);
  if (elsewhere) {
    return sendAddressInUse(app, request, employeeId, {
      userId: account.userId,
      to: employee.email as string,
      firstName: employee.firstName,
      corpName,
    });
  }
  const issued = await app.withTenant(request, (tx) => issueInvitation(tx, account.userId));
  if (!issued) throw conflict('The employee’s sign-in changed meanwhile. Reload and try again.');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);
  const link = app.passwordLink({ userName: account.username, code: issued.code, invited: true });
  const to = account.username;
  const result = await app.mailer.send({
    to,
    ...invitationMessage({
      firstName: employee.firstName,
      corpName,
      userName: account.username,
      link,
      expiresAt,
    }),
    corpId: request.corpId,
    secrets: [issued.code],
  });
  const sent = !result.deliveryStatus.startsWith('failed');
  const invitedAt = await app.withTenant(request, async (tx) => {
    const at = await settleInvitation(tx, issued, sent);
    if (at) {
      await recordAudit(tx, request, {
        entity: 'employee',
        entityId: employeeId,
        action: 'send',
        changes: { invitation: { to, outboxId: result.id } },
      });
    }
    return at;
  });
  if (!invitedAt) {
    throw mailFailed();
  }
  return { to, invitedAt };
}
