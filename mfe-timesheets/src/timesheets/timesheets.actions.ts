import {
  allowedMoves,
  formatUsDate,
  TIMESHEET_LIMITS,
  TIMESHEET_TRANSITIONS,
  type PromptRequest,
  type Timesheet,
  type TimesheetStatus,
} from '@staffledger/shared';

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
export function actionFailureText(action: ListAction, reason: string): string {
  const message = reason.trim();
  return message
    ? `Failed to ${action.verb} timesheet: ${message}`
    : 'Failed to update timesheet status';
}

export type RejectedSheet = Pick<Timesheet, 'employeeName' | 'periodStartDate' | 'periodEndDate'>;

/** The Reject dialog of one sheet: which sheet it is, and the reason the employee will read. */
export function rejectPrompt(sheet: RejectedSheet): PromptRequest {
  const limit = TIMESHEET_LIMITS.rejectionReason;
  return {
    title: 'Reject timesheet',
    details: [
      ['Employee', sheet.employeeName ?? ''],
      ['Period', `${formatUsDate(sheet.periodStartDate)} – ${formatUsDate(sheet.periodEndDate)}`],
    ],
    label: 'Reason',
    hint: `Shown to the employee with the timesheet. At most ${limit.toLocaleString('en-US')} characters.`,
    maxLength: limit,
    emptyMessage: 'Enter a reason',
    confirmLabel: 'Reject',
  };
}
