/**
 * The texts of invitations (README.md#invitations): the invitation e-mail itself, and the lines
 * that reminders and rejection e-mails give an employee who may sign in but has not set a password.
 */
import { formatUsDateTime } from '@staffledger/contracts';
import { INVITATION_DAYS } from './invitation.codes.js';

export type InvitationFacts = {
  firstName: string;
  /** The corporation (the agency) that invites. */
  corpName: string;
  userName: string;
  /** The set-password link, with the user name and code in its fragment. */
  link: string;
  expiresAt: Date;
};

const until = (at: Date) => `${formatUsDateTime(at.toISOString())} New York time`;

/** The invitation: who invites, what the product is for them, their user name and the link. */
export function invitationMessage(f: InvitationFacts): { subject: string; text: string } {
  return {
    subject: `${f.corpName} invites you to StaffLedger`,
    text:
      `Hello ${f.firstName},\n\n` +
      `${f.corpName} invites you to StaffLedger, where you enter the hours you work and submit ` +
      `your timesheets.\n\n` +
      `Your user name is ${f.userName}. Set your password with this link:\n\n${f.link}\n\n` +
      `The link works once and expires in ${INVITATION_DAYS} days (${until(f.expiresAt)}). ` +
      `After that, ask ${f.corpName} for a new invitation, or use Forgot Password on the sign-in ` +
      `page.\n\n` +
      `If you did not expect this e-mail, you can ignore it.\n\n` +
      `Kind regards,\n${f.corpName}\n`,
  };
}

/**
 * What an invitation becomes when the employee's address is another corporation's account's user
 * name (README.md#an-address-held-elsewhere): its owner learns that the corporation saved them,
 * with no way in, and the employer learns nothing.
 */
export function addressInUseMessage(f: { firstName: string; corpName: string }) {
  return {
    subject: `${f.corpName} added you to StaffLedger`,
    text:
      `Hello ${f.firstName},\n\n` +
      `${f.corpName} saved you as an employee in StaffLedger with this e-mail address. The ` +
      `address already signs in to StaffLedger for another organization, and one address signs ` +
      `in for one organization only, so no new sign-in was made for it.\n\n` +
      `Your existing sign-in is unchanged. To enter hours for ${f.corpName} as well, ask them to ` +
      `save another e-mail address of yours.\n\n` +
      `If you did not expect this e-mail, you can ignore it.\n\n` +
      `Kind regards,\n${f.corpName}\n`,
  };
}

/**
 * How an e-mail about timesheets tells a first-time user to set a password: a fresh link, or, when
 * an invitation went out earlier the same day, that one (a new link would end the one they have).
 */
export type SetPasswordNote =
  | { kind: 'link'; userName: string; link: string; expiresAt: Date }
  | { kind: 'earlier'; userName: string; invitedAt: Date; forgotLink: string };

/** The paragraph of a set-password note, ending with a blank line. */
export function setPasswordParagraph(note: SetPasswordNote): string {
  if (note.kind === 'link') {
    return (
      `To sign in, first set your password with this link (it works once, until ` +
      `${until(note.expiresAt)}):\n\n${note.link}\n\nYour user name is ${note.userName}.\n\n`
    );
  }
  return (
    `To sign in, first set your password with the link in the invitation e-mailed to you on ` +
    `${formatUsDateTime(note.invitedAt.toISOString())}. Your user name is ${note.userName}. ` +
    `If you cannot find it, ask for a code here: ${note.forgotLink}\n\n`
  );
}
