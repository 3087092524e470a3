/**
 * Client approval (docs/client-approval.md): the texts of the approval page that the API answers
 * with too, one copy for both. Every screen loads the contracts (the way to a corporation's edit
 * screen is at its size budget), so the page's own labels live with the page, and the messages
 * only ever shown as the API's answer (`not_waiting`, `client_reason_required`) with the API.
 */
export const APPROVAL_TEXTS = {
  /** The 401 of a malformed or unknown link, or one whose contact is no longer an approver. */
  invalidLink: 'This approval link is not valid.',
  /** The 401 of a link past its expiry. */
  expiredLink: 'This approval link has expired. Ask the agency for a new one.',
  /** The 400 of a rejection without a reason. */
  reasonRequired: 'Enter the reason for rejecting.',
} as const;
