import { useState } from 'react';
import { useRowActions, type Timesheet, type TimesheetStatusAnswer } from '@staffledger/shared';
import { rejectionToldText } from '../timesheets/bulk.texts';
import { actionFailureText, listActionsFor, movePrompt } from '../timesheets/timesheets.actions';
import { useClientApproval } from '../timesheets/useClientApproval';
import { setTimesheetStatus } from '../timesheets/timesheets.api';
import { fetchNextWaiting } from './timesheetItems.api';

type Props = {
  sheet: Timesheet;
  /** The sheet as the move answered it. */
  onMoved: (sheet: Timesheet) => void;
  /** Opens another sheet (the next one waiting). */
  onOpen: (id: number) => void;
};

const DONE = { APPROVED: 'Timesheet accepted.', REJECTED: 'Timesheet rejected.' } as const;

/** Said when no Submitted sheet but this one is left (docs/screens.md#the-items-screen). */
export const NONE_WAITING = 'No other timesheet is waiting for Accept or Reject.';

/**
 * Staff decide where they read the hours (docs/screens.md#the-items-screen): Accept and Reject
 * while the sheet is Submitted (Reject asks the reason, then says whether the employee was
 * e-mailed; Accept of a week waiting for the client, under `required`, asks why it goes ahead
 * without them), and Next waiting week, the next Submitted sheet in the Timesheets list's order.
 */
export function TimesheetReview({ sheet, onMoved, onOpen }: Props) {
  const actions = useRowActions();
  const clientApproval = useClientApproval();
  // one move at a time: a double click would only be refused by the server
  const [busy, setBusy] = useState(false);
  const moves = listActionsFor(sheet.status).filter((a) => a.status in DONE);

  const handleMove = (action: (typeof moves)[number]) => {
    setBusy(true);
    void actions
      .run({
        ask: movePrompt(action, sheet, clientApproval),
        run: async (reason) => {
          const answer = await setTimesheetStatus(sheet.id, action.status, reason);
          const { rejectionNotice: _told, ...moved } = answer;
          onMoved(moved);
          return answer;
        },
        success: (answer) =>
          rejectionToldText((answer as TimesheetStatusAnswer).rejectionNotice) ??
          DONE[action.status as keyof typeof DONE],
        failure: (reason) => actionFailureText(action, reason),
        noticeMs: null,
      })
      .finally(() => setBusy(false));
  };

  const handleNext = () =>
    void actions.run({
      run: async () => {
        const next = await fetchNextWaiting(sheet.id);
        if (next !== null) onOpen(next);
        return next;
      },
      success: (next) => (next === null ? { kind: 'error', text: NONE_WAITING } : null),
      failure: (reason) => `Failed to find the next waiting week: ${reason}`,
    });

  return (
    <div className="sl-toolbar" role="group" aria-label="Review">
      {moves.map((action) => (
        <button
          key={action.status}
          type="button"
          className="sl-button sl-button--primary"
          disabled={busy}
          onClick={() => handleMove(action)}
        >
          {action.label}
        </button>
      ))}
      <button type="button" className="sl-button" onClick={handleNext}>
        Next waiting week
      </button>
      {actions.notice}
    </div>
  );
}
