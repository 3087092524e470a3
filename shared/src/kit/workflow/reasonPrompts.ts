import { formatUsDate, TIMESHEET_LIMITS } from '@staffledger/contracts';
import type { Timesheet } from '@staffledger/contracts/schemas';
import type { PromptRequest } from '../feedback/PromptDialog';

/** What a reason dialog shows of the week it is about. */
export type ReasonSheet = Pick<Timesheet, 'employeeName' | 'periodStartDate' | 'periodEndDate'>;

/** The limit of every reason typed for a timesheet: a rejection's, or an Accept without the client. */
export const SHEET_REASON_LIMIT = TIMESHEET_LIMITS.rejectionReason;

const atMost = `At most ${SHEET_REASON_LIMIT.toLocaleString('en-US')} characters.`;

/** Employee and Period of the week a dialog is about, under its title. */
export function sheetDetails(sheet: ReasonSheet): PromptRequest['details'] {
  return [
    ['Employee', sheet.employeeName ?? ''],
    ['Period', `${formatUsDate(sheet.periodStartDate)} – ${formatUsDate(sheet.periodEndDate)}`],
  ];
}

/**
 * The Reject dialog of one week (docs/workflows.md#rejecting-with-a-reason), the same for staff and
 * for the client's approver: which week it is, and the reason its employee will read.
 */
export function rejectPrompt(sheet: ReasonSheet): PromptRequest {
  return {
    title: 'Reject timesheet',
    details: sheetDetails(sheet),
    label: 'Reason',
    hint: `Shown to the employee with the timesheet. ${atMost}`,
    maxLength: SHEET_REASON_LIMIT,
    emptyMessage: 'Enter a reason',
    confirmLabel: 'Reject',
  };
}

/** The Reject dialog of several weeks: one reason, read by each of their employees. */
export function bulkRejectPrompt(count: number): PromptRequest {
  return {
    ...rejectPrompt({ employeeName: '', periodStartDate: '', periodEndDate: '' }),
    title: `Reject ${count} timesheet${count === 1 ? '' : 's'}`,
    details: [['Timesheets', `${count} selected`]],
    hint: `Shown to each employee with their timesheet. ${atMost}`,
  };
}
