import { useState } from 'react';
import {
  bulkRejectPrompt,
  usePrompt,
  type BulkStatusAnswer,
  type RowActions,
  type SelectedRows,
} from '@staffledger/shared';
import { bulkSummary } from './bulk.texts';
import { acceptAskingClientReason } from './bulkAccept';
import { actionFailureText, listActionsFor } from './timesheets.actions';
import { setTimesheetStatuses } from './timesheets.api';

type Props = {
  selected: SelectedRows;
  /** The list's row-action runner: asks, says the outcome, reloads the list. */
  runAction: RowActions['run'];
};

const VERBS = { APPROVED: 'accepted', REJECTED: 'rejected' } as const;

/**
 * Accept and Reject for the selected timesheets (docs/screens.md#accepting-and-rejecting-in-bulk):
 * one request, then one summary that stays until closed; Reject asks one reason for them all.
 * Accept asks one reason more when some of them wait for the client and the corporation requires
 * one to accept them without the client.
 */
export function TimesheetBulkActions({ selected, runAction }: Props) {
  // one bulk call at a time: a second click would only be refused sheet by sheet
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = usePrompt();
  const ids = selected.keys.map(Number);
  const actions = listActionsFor('SUBMITTED');
  const handle = async (action: (typeof actions)[number]) => {
    const verb = VERBS[action.status as keyof typeof VERBS];
    setBusy(true);
    const done = await runAction({
      ask: action.asksReason ? bulkRejectPrompt(ids.length) : undefined,
      run: (reason) =>
        action.status === 'APPROVED'
          ? acceptAskingClientReason(ids, ask)
          : setTimesheetStatuses(ids, action.status, reason),
      success: (answer) => bulkSummary(answer as BulkStatusAnswer, verb),
      failure: (reason) => actionFailureText(action, reason, ids.length),
      reload: true,
      noticeMs: null,
    }).finally(() => setBusy(false));
    if (done) selected.clear();
  };
  return (
    <>
      {actions.map((action) => (
        <button
          key={action.status}
          type="button"
          className="sl-button sl-button--primary"
          disabled={busy}
          onClick={() => void handle(action)}
        >
          {`${action.label} selected`}
        </button>
      ))}
      {dialog}
    </>
  );
}
