import { useState } from 'react';
import { useConfirm, useNotice, type EmployeeSaved } from '@staffledger/shared';
import { sendInvitation } from './employees.api';
import {
  confirmSend,
  failedQuestion,
  offerQuestion,
  sendFailed,
  sendLabel,
  type SignInFacts,
} from './invitation.texts';

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Invitations from the employee form (api/src/modules/employees/README.md#invitations): Send /
 * Resend from the Sign-in panel, asked first and answered in the panel; and what follows a save,
 * per the corporation's setting: the invitation that went out is told in the form's message, one
 * offered or failed is asked about (Send invitation / Try again, or Not now) before the form
 * returns to the list. `onInvited` gets the new invitation's time.
 */
export function useInvitation(employeeId: string | null, onInvited: (invitedAt: string) => void) {
  const [busy, setBusy] = useState(false);
  const { notice: message, show, clear } = useNotice();
  const { confirm, dialog } = useConfirm();

  /** The Sign-in panel's button: asks, naming the address, then sends. */
  const send = async (facts: SignInFacts) => {
    if (!employeeId || busy) return;
    const label = sendLabel(facts);
    if (!(await confirm({ question: confirmSend(facts), confirmLabel: label }))) return;
    setBusy(true);
    clear();
    try {
      const sent = await sendInvitation(employeeId);
      onInvited(sent.invitedAt);
      show('success', sent.message);
    } catch (e) {
      show('error', sendFailed(reasonOf(e)));
    } finally {
      setBusy(false);
    }
  };

  /**
   * After a save whose invitation was offered or failed: asks until staff send it or say Not now;
   * resolves with the address it went to (null when none did).
   */
  const afterSave = async (saved: EmployeeSaved): Promise<string | null> => {
    const invitation = saved.invitation;
    if (!invitation) return null;
    if (invitation.outcome === 'sent') return invitation.to;
    let question =
      invitation.outcome === 'offered'
        ? offerQuestion(saved.firstName, invitation.to)
        : failedQuestion(invitation.to, invitation.reason ?? '');
    let confirmLabel = invitation.outcome === 'offered' ? 'Send invitation' : 'Try again';
    while (await confirm({ question, confirmLabel, cancelLabel: 'Not now' })) {
      try {
        const sent = await sendInvitation(saved.id);
        onInvited(sent.invitedAt);
        return sent.to;
      } catch (e) {
        question = failedQuestion(invitation.to, reasonOf(e));
        confirmLabel = 'Try again';
      }
    }
    return null;
  };

  return { busy, message, send, afterSave, dialog };
}

export type InvitationState = ReturnType<typeof useInvitation>;
