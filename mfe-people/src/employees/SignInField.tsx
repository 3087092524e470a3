import { useId } from 'react';
import {
  INACTIVE,
  invitedLine,
  NO_ADDRESS,
  NO_SIGN_IN_YET,
  PASSWORD_SET,
  sendLabel,
  signedInLine,
  type SignInFacts,
} from './invitation.texts';
import type { InvitationState } from './useInvitation';

type Props = {
  /** The sign-in as last saved; null for an employee not saved yet. */
  facts: SignInFacts | null;
  invitation: InvitationState;
};

/**
 * Sign-in: whether the employee may sign in, when they were invited and when they last signed in,
 * and Send / Resend invitation while they have not set a password.
 */
export function SignInField({ facts, invitation }: Props) {
  const titleId = useId();
  const hintId = useId();
  const { busy, message, send } = invitation;
  const title = (
    <span id={titleId} className="sl-field-title">
      Sign-in
    </span>
  );
  if (!facts || !facts.maySignIn) {
    const why = !facts ? NO_SIGN_IN_YET : facts.email ? INACTIVE : NO_ADDRESS;
    return (
      <div className="sl-field sl-sign-in" role="group" aria-labelledby={titleId}>
        {title}
        <p className="sl-field-hint">{why}</p>
      </div>
    );
  }
  return (
    <div className="sl-field sl-sign-in" role="group" aria-labelledby={titleId}>
      {title}
      {(facts.invitedAt || !facts.passwordSet) && (
        <p className="sl-field-hint">{invitedLine(facts)}</p>
      )}
      <p className="sl-field-hint">{signedInLine(facts)}</p>
      {facts.passwordSet ? (
        <p className="sl-field-hint">{PASSWORD_SET}</p>
      ) : (
        <>
          <div className="sl-toolbar">
            <button
              type="button"
              className="sl-button sl-button--small"
              onClick={() => send(facts)}
              disabled={busy}
              aria-describedby={hintId}
            >
              {sendLabel(facts)}
            </button>
          </div>
          <p id={hintId} className="sl-field-hint">
            The invitation e-mails {facts.email} a link to set a password, valid for 7 days.
          </p>
        </>
      )}
      <span role="status">{message?.kind === 'success' ? message.text : ''}</span>
      {message?.kind === 'error' && (
        <p className="sl-text-error" role="alert">
          {message.text}
        </p>
      )}
    </div>
  );
}
