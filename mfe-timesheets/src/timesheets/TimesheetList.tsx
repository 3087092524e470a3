import { useCallback, useMemo, useState } from 'react';
import {
  ResourceList,
  StatusBadge,
  TIMESHEET_LISTED_STATUSES,
  timesheetStatusLabel,
  type Column,
  type FilterDef,
  type Timesheet,
} from '@staffledger/shared';
import { TimesheetActions } from './TimesheetActions';
import { TIMESHEETS_PATH } from './timesheets.api';

export const TIMESHEET_FILTERS: FilterDef[] = [
  { name: 'employeeName', label: 'Employee Name', type: 'text' },
  { name: 'vendorName', label: 'Vendor Name', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'multiselect',
    allLabel: 'All Statuses',
    options: TIMESHEET_LISTED_STATUSES.map((s) => ({ value: s, label: timesheetStatusLabel(s) })),
  },
];

function timesheetColumns(onChanged: () => void): Column<Timesheet>[] {
  return [
    { key: 'id', label: 'ID', sortable: true },
    { key: 'employeeName', label: 'Employee', sortable: true },
    { key: 'vendorName', label: 'Vendor', sortable: true },
    { key: 'billingCode', label: 'Billing Code', sortable: true },
    { key: 'periodStartDate', label: 'Start Date', sortable: true, kind: 'date' },
    { key: 'periodEndDate', label: 'End Date', sortable: true, kind: 'date' },
    { key: 'totalHours', label: 'Total Hours', sortable: true, kind: 'hours' },
    {
      key: 'status',
      label: 'Status',
      sortable: true,
      format: (t) => timesheetStatusLabel(t.status),
      render: (t) => <StatusBadge status={t.status} label={timesheetStatusLabel(t.status)} />,
    },
    { key: 'notes', label: 'Notes', sortable: true },
    {
      key: 'actions',
      label: 'Actions',
      export: false,
      render: (t) => <TimesheetActions timesheet={t} onChanged={onChanged} />,
    },
  ];
}

const TEXTS = {
  loading: 'Loading timesheets...',
  empty: 'No timesheets found.',
  error: 'Failed to load timesheets',
};

/** Timesheets: filters (employee, vendor, statuses), sortable columns, gear actions, Download Excel. */
export function TimesheetList() {
  const [reloadToken, setReloadToken] = useState(0);
  const reload = useCallback(() => setReloadToken((t) => t + 1), []);
  const columns = useMemo(() => timesheetColumns(reload), [reload]);
  return (
    <ResourceList<Timesheet>
      title="Timesheets"
      path={TIMESHEETS_PATH}
      columns={columns}
      filters={TIMESHEET_FILTERS}
      defaultSort="periodStartDate"
      defaultOrder="desc"
      pageSize={50}
      texts={TEXTS}
      createTo="new"
      editKey="id"
      editTo={(t) => `edit/${t.id}`}
      exportFile="timesheets.xlsx"
      exportSheet="Timesheets"
      reloadToken={reloadToken}
    />
  );
}
