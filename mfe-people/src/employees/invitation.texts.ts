import { formatUsDateTime, type Employee } from '@staffledger/shared';

/**
 * The employee's sign-in as last saved (api/src/modules/employees/README.md#invitations): what the
 * Sign-in panel shows and whom an invitation goes to. Unsaved edits of the Info tab do not count:
 * an invitation goes to the saved address.
 */
export type SignInFacts = {
  email: string;
  /** An address and a status other than Inactive: the employee may sign in. */
  maySignIn: boolean;
  passwordSet: boolean;
  /** ISO instants, '' when never. */
  invitedAt: string;
  lastSignInAt: string;
};

export function signInFactsOf(e: Partial<Employee>): SignInFacts {
  const email = e.email ?? '';
  return {
    email,
    maySignIn: email !== '' && e.status !== 'INACTIVE',
    passwordSet: e.canSignIn === true,
    invitedAt: e.invitedAt ?? '',
    lastSignInAt: e.lastSignInAt ?? '',
  };
}

export const NO_SIGN_IN_YET =
  'Once the employee is saved with an e-mail address, they can be invited to set a password.';
export const NO_ADDRESS = 'No sign-in: the employee has no e-mail address.';
export const INACTIVE = 'No sign-in: the employee is Inactive.';
export const PASSWORD_SET =
  'The employee has set a password; a forgotten one is reset with Forgot Password on the sign-in page.';

/** 'Invited on …' / 'Not invited yet'. */
export const invitedLine = (f: SignInFacts) =>
  f.invitedAt ? `Invited on ${formatUsDateTime(f.invitedAt)}` : 'Not invited yet';

/** 'Signed in last on …' / 'Never signed in'. */
export const signedInLine = (f: SignInFacts) =>
  f.lastSignInAt ? `Signed in last on ${formatUsDateTime(f.lastSignInAt)}` : 'Never signed in';

export const sendLabel = (f: SignInFacts) =>
  f.invitedAt ? 'Resend invitation' : 'Send invitation';

/** What the button asks, naming who receives it. */
export function confirmSend(f: SignInFacts): string {
  const ends = f.invitedAt ? ' The link sent before stops working.' : '';
  return (
    `E-mail an invitation to ${f.email}? It holds a link to set a password, valid for 7 days.` +
    ends
  );
}

/** What the form asks after a save when the corporation's setting is to offer. */
export const offerQuestion = (firstName: string, to: string) =>
  `Send ${firstName} an invitation to sign in? It goes to ${to} with a link to set a password.`;

/** What the form asks after a save whose invitation could not be sent. */
export const failedQuestion = (to: string, reason: string) =>
  `The invitation to ${to} was not sent. ${reason}`;

/** The save's success text, with the invitation that went out. */
export const savedAndInvited = (saved: string, to: string) =>
  `${saved} An invitation to sign in was e-mailed to ${to}.`;

export const sendFailed = (reason: string) => `Failed to send the invitation: ${reason}`;
