import { useId } from 'react';
import { formatUsDateTime, useConfirm } from '@staffledger/shared';
import { IssuedGuestLink } from './IssuedGuestLink';
import type { GuestCodeState } from './useGuestCode';

export const CONFIRM_REGENERATE =
  'Regenerate the guest code? The current code and its link stop working at once.';
export const CONFIRM_REVOKE = 'Revoke the guest code? The code and its link stop working at once.';

type Props = {
  /** When the current code was made (ISO instant), from the loaded record; '' without one. */
  since: string;
  /** From useGuestCode, kept above the tabs so the code just made survives a tab switch. */
  guestCode: GuestCodeState;
};

/**
 * Guest Code: the server keeps only a digest, so a code is shown once, when it is made (with Copy
 * link and E-mail); otherwise the field shows since when a code exists, with Regenerate and Revoke,
 * both of which end the old code and its link at once.
 */
export function GuestCodeField({ since, guestCode }: Props) {
  const { employeeId, issued, busy, message, generate, revoke, emailLink, copyLink } = guestCode;
  const titleId = useId();
  const hintId = useId();
  const { confirm, dialog } = useConfirm();
  // Regenerating or revoking ends the code in use at once, so the user says so first.
  const handleGenerate = async () => {
    if (!since || (await confirm({ question: CONFIRM_REGENERATE, confirmLabel: 'Regenerate' })))
      await generate();
  };
  const handleRevoke = async () => {
    if (await confirm({ question: CONFIRM_REVOKE, confirmLabel: 'Revoke' })) await revoke();
  };

  if (!employeeId) {
    return (
      <div className="sl-field sl-guest-code">
        <span className="sl-field-title">Guest Code</span>
        <p className="sl-field-hint">A guest code can be generated after the employee is saved.</p>
      </div>
    );
  }

  return (
    <div className="sl-field sl-guest-code" role="group" aria-labelledby={titleId}>
      <span id={titleId} className="sl-field-title">
        Guest Code
      </span>
      <p className="sl-field-hint">
        {since ? `A guest code exists since ${formatUsDateTime(since)}.` : 'No guest code yet.'}
      </p>
      {issued && (
        <IssuedGuestLink issued={issued} busy={busy} onCopy={copyLink} onEmail={emailLink} />
      )}
      <div className="sl-toolbar">
        <button
          type="button"
          className="sl-button sl-button--small"
          onClick={handleGenerate}
          disabled={busy}
          aria-describedby={since ? hintId : undefined}
        >
          {since ? 'Regenerate Guest Code' : 'Generate Guest Code'}
        </button>
        {since && (
          <button
            type="button"
            className="sl-button sl-button--small"
            onClick={handleRevoke}
            disabled={busy}
            aria-describedby={hintId}
          >
            Revoke Guest Code
          </button>
        )}
      </div>
      {since && (
        <p id={hintId} className="sl-field-hint">
          Regenerating or revoking ends the current code and its link.
        </p>
      )}
      <span role="status">{message?.kind === 'success' ? message.text : ''}</span>
      {message?.kind === 'error' && (
        <p className="sl-text-error" role="alert">
          {message.text}
        </p>
      )}
      {dialog}
    </div>
  );
}
