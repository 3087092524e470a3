import { useNavigate } from 'react-router-dom';
import { GearMenu, type GearMenuItem, type Timesheet } from '@staffledger/shared';
import { actionFailureText, listActionsFor, type ListAction } from './timesheets.actions';
import { setTimesheetStatus, timesheetItemsLink } from './timesheets.api';

type Props = {
  timesheet: Pick<Timesheet, 'id' | 'status'>;
  /** Called after a status change went through (the list reloads). */
  onChanged: () => void;
};

/** A row's gear menu: View always; Accept / Reject when Submitted; Invoice when Approved. */
export function TimesheetActions({ timesheet, onChanged }: Props) {
  const navigate = useNavigate();
  const handleAction = async (action: ListAction) => {
    try {
      await setTimesheetStatus(timesheet.id, action.status);
      onChanged();
    } catch (e) {
      window.alert(actionFailureText(action, e));
    }
  };
  const items: GearMenuItem[] = [
    { label: 'View', onSelect: () => navigate(timesheetItemsLink(timesheet.id)) },
    ...listActionsFor(timesheet.status).map((action) => ({
      label: action.label,
      onSelect: () => void handleAction(action),
    })),
  ];
  return <GearMenu label={`Actions for timesheet ${timesheet.id}`} items={items} />;
}
