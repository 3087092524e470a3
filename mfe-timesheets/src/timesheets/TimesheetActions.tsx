import { useNavigate } from '@staffledger/shared/router';
import { GearMenu, type GearMenuItem, type RowActions, type Timesheet } from '@staffledger/shared';
import { actionFailureText, listActionsFor } from './timesheets.actions';
import { setTimesheetStatus, timesheetItemsLink } from './timesheets.api';

type Props = {
  timesheet: Pick<Timesheet, 'id' | 'status'>;
  /** The list's row-action runner: alerts a failure, reloads the list after a change. */
  runAction: RowActions['run'];
};

/** A row's gear menu: View always; Accept / Reject when Submitted; Invoice when Approved. */
export function TimesheetActions({ timesheet, runAction }: Props) {
  const navigate = useNavigate();
  const items: GearMenuItem[] = [
    { label: 'View', onSelect: () => navigate(timesheetItemsLink(timesheet.id)) },
    ...listActionsFor(timesheet.status).map((action) => ({
      label: action.label,
      onSelect: () =>
        void runAction({
          run: () => setTimesheetStatus(timesheet.id, action.status),
          failure: (reason) => actionFailureText(action, reason),
          reload: true,
        }),
    })),
  ];
  return <GearMenu label={`Actions for timesheet ${timesheet.id}`} items={items} />;
}
