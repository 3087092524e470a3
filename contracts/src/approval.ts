/**
 * Client approval (docs/client-approval.md): the texts the API answers with and the approval page
 * shows, one copy for both.
 */
export const APPROVAL_TEXTS = {
  /** The 401 of a malformed or unknown link, or one whose contact is no longer an approver. */
  invalidLink: 'This approval link is not valid.',
  /** The 401 of a link past its expiry. */
  expiredLink: 'This approval link has expired. Ask the agency for a new one.',
  /** The 409 of a decision on a week another decision (another approver, staff) has moved. */
  notWaiting: 'This week is no longer waiting for your approval.',
  /** The 400 of staff accepting a waiting week without a reason under clientApproval `required`. */
  clientReasonRequired:
    "This week is waiting for the client's approval: give the reason you accept it without them.",
  /** The 400 of a rejection without a reason. */
  reasonRequired: 'Enter the reason for rejecting.',
  /** The e-mail's subject. */
  mailSubject: 'Timesheets waiting for your approval',
  heading: 'Timesheets waiting for your approval',
  nothingWaiting: 'Nothing is waiting for your approval.',
  approve: 'Approve',
  reject: 'Reject',
  approveAll: 'Approve all',
  rejectReasonLabel: 'Reason for the rejection',
  approved: 'Approved',
  rejected: 'Rejected',
  awaitingClient: 'Awaiting client',
  acceptReasonLabel: 'Reason to accept without the client',
} as const;

/** The query parameter of the approval page's URL that carries the link's token. */
export const APPROVAL_LINK_PARAM = 'link';

/** The path of the shell's public approval route; the e-mail's link is APP_URL + this + ?link=. */
export const APPROVAL_ROUTE = '/on/approval';

/** A link's token: 32 random bytes in base64url, 43 characters. */
export const APPROVAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
