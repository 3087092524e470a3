import {
  allowedMoves,
  rejectPrompt,
  TIMESHEET_TRANSITIONS,
  type ClientApproval,
  type PromptRequest,
  type ReasonSheet,
  type Timesheet,
  type TimesheetStatus,
} from '@staffledger/shared';
import { asksClientReason, clientAcceptPrompt } from './clientApproval';

export type ListAction = {
  status: TimesheetStatus;
  label: string;
  verb: string;
  /** The action sends a reason, which the user types first (docs/workflows.md#rejecting-with-a-reason). */
  asksReason?: boolean;
};

/**
 * The gear menu's status actions (docs/workflows.md#moves): the label, the status it sends and the
 * verb of its failure text. Submit belongs to the items screen, so the list offers only these.
 */
const LIST_ACTIONS: readonly ListAction[] = [
  { status: 'APPROVED', label: 'Accept', verb: 'approve' },
  { status: 'REJECTED', label: 'Reject', verb: 'reject', asksReason: true },
  { status: 'LOCKED', label: 'Invoice', verb: 'lock' },
];

/** The actions a timesheet in `status` offers, as TIMESHEET_TRANSITIONS allows them. */
export function listActionsFor(status: string | null | undefined): ListAction[] {
  const moves = allowedMoves(TIMESHEET_TRANSITIONS, status);
  return LIST_ACTIONS.filter((a) => moves.includes(a.status));
}

/** The alert of a failed action (docs/screens.md#texts), with the server's message when there is one. */
export function actionFailureText(action: ListAction, reason: string, count = 1): string {
  const message = reason.trim();
  const what = count === 1 ? 'timesheet' : 'timesheets';
  return message
    ? `Failed to ${action.verb} ${what}: ${message}`
    : `Failed to update ${what} status`;
}

/**
 * What a move asks first: a Reject the reason the employee will read; an Accept of a week waiting
 * for the client, under `required`, the reason to go ahead without them.
 */
export function movePrompt(
  action: ListAction,
  sheet: ReasonSheet & Pick<Timesheet, 'status' | 'awaitingClient'>,
  clientApproval: ClientApproval | null,
): PromptRequest | undefined {
  if (action.asksReason) return rejectPrompt(sheet);
  if (action.status === 'APPROVED' && asksClientReason(clientApproval, sheet)) {
    return clientAcceptPrompt(sheet);
  }
  return undefined;
}
