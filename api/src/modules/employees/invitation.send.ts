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
import { findAccount } from './employees.account.js';
import { findEmployee } from './employees.repo.js';
import { INVITATION_DAYS, issueInvitation, settleInvitation } from './invitation.codes.js';
import { countInvitation } from './invitation.limit.js';
import { invitationMessage } from './invitation.mail.js';

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
    if (!account.active) throw conflict(NOT_ACTIVE);
    if (account.hasPassword) throw conflict(HAS_PASSWORD);
    return { employee, account, corpName: await tenantName(tx) };
  });
}

/** E-mails the employee an invitation; 429 past the hour's count, 502 when SMTP refuses. */
export async function sendInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  employeeId: number,
): Promise<InvitationSent> {
  const { employee, account, corpName } = await invitee(app, request, employeeId);
  await countInvitation(app, employeeId);
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
    throw new AppError(
      502,
      'mail_failed',
      'The invitation could not be e-mailed. Try again later.',
    );
  }
  return { to, invitedAt };
}
