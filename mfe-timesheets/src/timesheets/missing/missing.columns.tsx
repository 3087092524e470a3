import {
  StatusBadge,
  timesheetStatusLabel,
  type Column,
  type MissingTimesheet,
} from '@staffledger/shared';
import { Link } from '@staffledger/shared/router';
import { timesheetItemsLink } from '../timesheets.api';
import { deliveryFailure, periodText, reminderText } from './missing.texts';

export type RemindCell = {
  /** The rows that open an employee's group (by timesheet id): Remind sits on them. */
  groupStarts: ReadonlySet<number>;
  /** While a reminder is being sent, no other can start. */
  disabled: boolean;
  onRemind: (employeeId: number) => void;
};

/** The employee's name; on their first row, Remind, named after them. */
function EmployeeCell({ row, cell }: { row: MissingTimesheet; cell: RemindCell }) {
  const name = (
    <span className="sl-cell-text" title={row.employeeName}>
      {row.employeeName}
    </span>
  );
  if (!cell.groupStarts.has(row.timesheetId)) return name;
  return (
    <div className="sl-missing-employee">
      {name}
      <button
        type="button"
        className="sl-button sl-button--small"
        aria-label={`Remind ${row.employeeName}`}
        disabled={cell.disabled}
        onClick={() => cell.onRemind(row.employeeId)}
      >
        Remind
      </button>
    </div>
  );
}

/** The last reminder about the sheet; a failed delivery says so, and so do earlier reminders. */
function LastReminder({ row }: { row: MissingTimesheet }) {
  const reminder = row.lastReminder;
  const failure = reminder ? deliveryFailure(reminder.delivery) : null;
  return (
    <>
      <span className="sl-missing-reminder">{reminderText(reminder)}</span>
      {failure && <span className="sl-missing-reminder--failed">Not delivered: {failure}</span>}
      {row.reminders > 1 && (
        <span className="sl-missing-reminder--count">{row.reminders} reminders so far</span>
      )}
    </>
  );
}

/**
 * The columns of Missing timesheets: Employee (with Remind on the employee's first row), Vendor,
 * Billing Code, Start Date, End Date, Status, Days Overdue, Last Reminder, and View, which opens
 * the sheet's items as the Timesheets list's View does.
 */
export function missingColumns(cell: RemindCell): Column<MissingTimesheet>[] {
  return [
    {
      key: 'employeeName',
      label: 'Employee',
      render: (r) => <EmployeeCell row={r} cell={cell} />,
    },
    { key: 'vendorName', label: 'Vendor' },
    { key: 'billingCode', label: 'Billing Code' },
    { key: 'periodStartDate', label: 'Start Date', kind: 'date' },
    { key: 'periodEndDate', label: 'End Date', kind: 'date' },
    {
      key: 'status',
      label: 'Status',
      render: (r) => <StatusBadge status={r.status} label={timesheetStatusLabel(r.status)} />,
    },
    { key: 'daysOverdue', label: 'Days Overdue' },
    { key: 'lastReminder', label: 'Last Reminder', render: (r) => <LastReminder row={r} /> },
    {
      key: 'view',
      label: 'Actions',
      render: (r) => (
        <Link
          to={timesheetItemsLink(r.timesheetId)}
          aria-label={`View timesheet of ${r.employeeName} at ${r.vendorName}, ${periodText(r)}`}
        >
          View
        </Link>
      ),
    },
  ];
}
