import { useNavigate } from '@staffledger/shared/router';
import {
  GearMenu,
  type ClientApproval,
  type GearMenuItem,
  type ReasonSheet,
  type RowActions,
  type Timesheet,
  type TimesheetStatusAnswer,
} from '@staffledger/shared';
import { rejectionToldText } from './bulk.texts';
import { actionFailureText, listActionsFor, movePrompt } from './timesheets.actions';
import { setTimesheetStatus, timesheetItemsLink } from './timesheets.api';

type Props = {
  timesheet: Pick<Timesheet, 'id' | 'status' | 'awaitingClient'> & ReasonSheet;
  /** The list's row-action runner: asks, alerts a failure, reloads the list after a change. */
  runAction: RowActions['run'];
  /** The corporation's clientApproval (null while unknown). */
  clientApproval: ClientApproval | null;
};

/**
 * A row's gear menu: View always; Accept / Reject when Submitted; Invoice when Approved. Reject
 * first asks for the reason the employee will read, and Accept of a week waiting for the client,
 * under `required`, for the reason to accept it without them.
 */
export function TimesheetActions({ timesheet, runAction, clientApproval }: Props) {
  const navigate = useNavigate();
  const items: GearMenuItem[] = [
    { label: 'View', onSelect: () => navigate(timesheetItemsLink(timesheet.id)) },
    ...listActionsFor(timesheet.status).map((action) => ({
      label: action.label,
      onSelect: () =>
        void runAction({
          ask: movePrompt(action, timesheet, clientApproval),
          run: (reason) => setTimesheetStatus(timesheet.id, action.status, reason),
          success: (answer) => rejectionToldText((answer as TimesheetStatusAnswer).rejectionNotice),
          failure: (reason) => actionFailureText(action, reason),
          reload: true,
        }),
    })),
  ];
  return <GearMenu label={`Actions for timesheet ${timesheet.id}`} items={items} />;
}
