/**
 * The e-mail that tells an employee their timesheet was rejected, and why
 * (docs/workflows.md#rejecting-with-a-reason). It goes after the rejection commits; an employee
 * without an e-mail address gets none. A guest code is kept only as its digest, so the guest link
 * cannot be written again: an employee who fills in by link is told to use the one they have.
 */
import { formatUsDate } from '@staffledger/contracts';
import type { RejectionNotice } from '@staffledger/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantName } from '../common/references.js';
import { findEmployee } from '../employees/employees.repo.js';
import { setPasswordParagraph, type SetPasswordNote } from '../employees/invitation.mail.js';
import {
  noteSecrets,
  prepareSetPasswordNote,
  settleSetPasswordNote,
} from '../employees/invitation.notes.js';
import { findTimesheet } from './timesheets.repo.js';

export type RejectionFacts = {
  firstName: string;
  corpName: string;
  vendorName: string;
  periodStartDate: string;
  periodEndDate: string;
  reason: string | null;
  /** The items screen of the sheet, for an employee who signs in (or will); else null. */
  sheetLink: string | null;
  /** The employee fills in through a guest link. */
  guest: boolean;
  /** How an employee who has not set a password yet sets one; null for everyone else. */
  setPassword?: SetPasswordNote | null;
};

/** Subject and text of the rejection e-mail. */
export function rejectionMessage(f: RejectionFacts): { subject: string; text: string } {
  const period = `${formatUsDate(f.periodStartDate)} - ${formatUsDate(f.periodEndDate)}`;
  const howToFix = f.setPassword
    ? `${setPasswordParagraph(f.setPassword)}Then correct it and submit it again here:\n\n` +
      `${f.sheetLink}\n`
    : f.sheetLink
      ? `Correct it and submit it again here:\n\n${f.sheetLink}\n`
      : f.guest
        ? 'Open it with the timesheet link you were given (it has not changed), correct it and ' +
          'submit it again.\n'
        : `Ask ${f.corpName} how to correct it.\n`;
  return {
    subject: `Timesheet rejected: ${f.vendorName}, ${period}`,
    text:
      `Hello ${f.firstName},\n\n` +
      `Your timesheet for ${f.vendorName}, ${period}, was rejected.\n\n` +
      (f.reason ? `Reason: ${f.reason}\n\n` : 'No reason was given.\n\n') +
      howToFix +
      `\nKind regards,\n${f.corpName}\n`,
  };
}

/**
 * Queues the rejection e-mail of `timesheetId` (sent in the background, errors logged) and answers
 * what the screens tell the reviewer: the employee's name and whether the e-mail went (false when
 * they have no address); null when the sheet is gone.
 */
export async function mailRejection(
  app: FastifyInstance,
  request: FastifyRequest,
  timesheetId: number,
): Promise<RejectionNotice | null> {
  const found = await app.withTenant(request, async (tx) => {
    const sheet = await findTimesheet(tx, timesheetId);
    if (!sheet) return null;
    const employee = await findEmployee(tx, sheet.employeeId);
    if (!employee?.email) return { sheet, employee: null };
    // a guest keeps the link they were given; one who signs in has a password already
    const invite =
      !employee.canSignIn && !employee.guestCodeSince
        ? await prepareSetPasswordNote(app, tx, employee.id)
        : null;
    return { sheet, employee, corpName: await tenantName(tx), invite };
  });
  if (!found) return null;
  if (!found.employee) return { employeeName: found.sheet.employeeName, emailed: false };
  const { sheet, employee, corpName, invite } = found;
  const message = rejectionMessage({
    firstName: employee.firstName,
    corpName,
    vendorName: sheet.vendorName,
    periodStartDate: sheet.periodStartDate,
    periodEndDate: sheet.periodEndDate,
    reason: sheet.rejectionReason,
    sheetLink: employee.canSignIn || invite ? app.sheetLink(sheet.id) : null,
    guest: employee.guestCodeSince !== null,
    setPassword: invite?.note ?? null,
  });
  const to = employee.email as string;
  const corpId = request.corpId as number;
  app.mailer.sendLater(
    { ...message, to, corpId, secrets: noteSecrets(invite) },
    (err) => request.log.error({ err }, 'rejection e-mail failed'),
    (result) =>
      app.withTenant(request, (tx) =>
        settleSetPasswordNote(tx, request, invite, { ...result, to, with: 'rejection', corpId }),
      ),
  );
  return { employeeName: sheet.employeeName, emailed: true };
}
