import { useMemo } from 'react';
import {
  TIMESHEET_LIST,
  TIMESHEET_EXPORT,
  filterBar,
  declaredStatusField,
  ResourceList,
  StatusBadge,
  useRowActions,
  TIMESHEET_STATUS_LABELS,
  TIMESHEET_LIMITS,
  timesheetStatusLabel,
  type Column,
  type ListSelection,
  type RowActions,
  type Timesheet,
} from '@staffledger/shared';
import { Link } from '@staffledger/shared/router';
import { TimesheetActions } from './TimesheetActions';
import { TimesheetBulkActions } from './TimesheetBulkActions';
import { TIMESHEETS_PATH } from './timesheets.api';

export const TIMESHEET_FILTERS = filterBar(TIMESHEET_LIST, {
  employeeName: { label: 'Employee Name' },
  vendorName: { label: 'Vendor Name' },
  status: declaredStatusField(TIMESHEET_LIST, TIMESHEET_STATUS_LABELS, { multiple: true }),
  employeeId: null,
  vendorId: null,
  awaitingClient: null,
});

function timesheetColumns(runAction: RowActions['run']): Column<Timesheet>[] {
  return [
    { key: 'id', label: 'ID' },
    { key: 'employeeName', label: 'Employee' },
    { key: 'vendorName', label: 'Vendor' },
    { key: 'billingCode', label: 'Billing Code' },
    { key: 'periodStartDate', label: 'Start Date', kind: 'date' },
    { key: 'periodEndDate', label: 'End Date', kind: 'date' },
    { key: 'totalHours', label: 'Total Hours', kind: 'hours' },
    {
      key: 'status',
      label: 'Status',
      format: (t) => timesheetStatusLabel(t.status),
      render: (t) => <StatusBadge status={t.status} label={timesheetStatusLabel(t.status)} />,
    },
    { key: 'notes', label: 'Notes' },
    {
      key: 'actions',
      label: 'Actions',
      export: false,
      render: (t) => <TimesheetActions timesheet={t} runAction={runAction} />,
    },
  ];
}

const TEXTS = {
  loading: 'Loading timesheets...',
  empty: 'No timesheets found.',
  error: 'Failed to load timesheets',
};

/**
 * Timesheets: filters (employee, vendor, statuses), sortable columns, gear actions, selected rows
 * accepted or rejected at once, Download Excel, and the way to the sheets that are missing.
 */
export function TimesheetList() {
  const actions = useRowActions();
  const columns = useMemo(() => timesheetColumns(actions.run), [actions.run]);
  const selection = useMemo<ListSelection<Timesheet>>(
    () => ({
      rowLabel: (t) => `Select timesheet ${t.id}`,
      max: TIMESHEET_LIMITS.bulkStatus,
      actions: (selected) => <TimesheetBulkActions selected={selected} runAction={actions.run} />,
    }),
    [actions.run],
  );
  return (
    <ResourceList<Timesheet>
      title="Timesheets"
      path={TIMESHEETS_PATH}
      columns={columns}
      filters={TIMESHEET_FILTERS}
      list={TIMESHEET_LIST}
      texts={TEXTS}
      createTo="new"
      editKey="id"
      editTo={(t) => `edit/${t.id}`}
      exportFile="timesheets.xlsx"
      exportColumns={TIMESHEET_EXPORT}
      exportSheet="Timesheets"
      toolbar={
        <Link className="sl-button" to="missing">
          Missing timesheets
        </Link>
      }
      notice={actions.notice}
      reloadToken={actions.reloadToken}
      selection={selection}
    />
  );
}
