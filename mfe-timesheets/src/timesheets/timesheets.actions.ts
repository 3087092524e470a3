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
export function actionFailureText(action: ListAction, reason: string, count = 1): string {
  const message = reason.trim();
  const what = count === 1 ? 'timesheet' : 'timesheets';
  return message
    ? `Failed to ${action.verb} ${what}: ${message}`
    : `Failed to update ${what} status`;
}

export type RejectedSheet = Pick<Timesheet, 'employeeName' | 'periodStartDate' | 'periodEndDate'>;

const limit = TIMESHEET_LIMITS.rejectionReason;

/** What every Reject dialog asks: the reason its employee will read. */
const reasonPrompt: PromptRequest = {
  title: 'Reject timesheet',
  label: 'Reason',
  hint: `Shown to the employee with the timesheet. At most ${limit.toLocaleString('en-US')} characters.`,
  maxLength: limit,
  emptyMessage: 'Enter a reason',
  confirmLabel: 'Reject',
};

/** The Reject dialog of one sheet: which sheet it is, and the reason the employee will read. */
export function rejectPrompt(sheet: RejectedSheet): PromptRequest {
  return {
    ...reasonPrompt,
    title: 'Reject timesheet',
    details: [
      ['Employee', sheet.employeeName ?? ''],
      ['Period', `${formatUsDate(sheet.periodStartDate)} – ${formatUsDate(sheet.periodEndDate)}`],
    ],
  };
}

/** The Reject dialog of the selected sheets: one reason, read by each of their employees. */
export function bulkRejectPrompt(count: number): PromptRequest {
  return {
    ...reasonPrompt,
    title: `Reject ${count} timesheet${count === 1 ? '' : 's'}`,
    details: [['Timesheets', `${count} selected`]],
    hint: `Shown to each employee with their timesheet. At most ${limit.toLocaleString('en-US')} characters.`,
  };
}
