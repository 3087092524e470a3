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
  type ClientApproval,
  type Column,
  type ListSelection,
  type RowActions,
  type Timesheet,
} from '@staffledger/shared';
import { Link, useSearchParams } from '@staffledger/shared/router';
import { TimesheetActions } from './TimesheetActions';
import { TimesheetBulkActions } from './TimesheetBulkActions';
import { TIMESHEETS_PATH } from './timesheets.api';
import { useAwaitingClient } from './useAwaitingClient';
import { useClientApproval } from './useClientApproval';

/** Said beside a week's status while it waits for its vendor's approver. */
export const AWAITING_CLIENT = 'Awaiting client';

const fields = (weekInUrl: boolean) =>
  filterBar(TIMESHEET_LIST, {
    employeeName: { label: 'Employee Name' },
    vendorName: { label: 'Vendor Name' },
    status: declaredStatusField(TIMESHEET_LIST, TIMESHEET_STATUS_LABELS, { multiple: true }),
    employeeId: null,
    vendorId: null,
    // shown when a link (the landing page's approved hours of a week) sets them
    periodStartFrom: weekInUrl ? { label: 'Starts from', placeholder: 'YYYY-MM-DD' } : null,
    periodStartTo: weekInUrl ? { label: 'Starts to', placeholder: 'YYYY-MM-DD' } : null,
    awaitingClient: { label: 'Awaiting client' },
  });

export const TIMESHEET_FILTERS = fields(false);
const WITH_PERIOD_START = fields(true);

function timesheetColumns(
  runAction: RowActions['run'],
  clientApproval: ClientApproval | null,
): Column<Timesheet>[] {
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
      format: (t) =>
        `${timesheetStatusLabel(t.status)}${t.awaitingClient ? ` (${AWAITING_CLIENT})` : ''}`,
      render: (t) => (
        <>
          <StatusBadge status={t.status} label={timesheetStatusLabel(t.status)} />
          {t.awaitingClient && <StatusBadge status="awaiting-client" label={AWAITING_CLIENT} />}
        </>
      ),
    },
    { key: 'notes', label: 'Notes' },
    {
      key: 'actions',
      label: 'Actions',
      export: false,
      render: (t) => (
        <TimesheetActions timesheet={t} runAction={runAction} clientApproval={clientApproval} />
      ),
    },
  ];
}

const TEXTS = {
  loading: 'Loading timesheets...',
  empty: 'No timesheets found.',
  error: 'Failed to load timesheets',
};

/**
 * Timesheets: filters (employee, vendor, statuses, awaiting the client), sortable columns, gear
 * actions, selected rows accepted or rejected at once, Download Excel, and the ways to the sheets
 * that are missing and to those waiting for the client's approver.
 */
export function TimesheetList() {
  const actions = useRowActions();
  const [params] = useSearchParams();
  const weekInUrl = params.has('periodStartFrom') || params.has('periodStartTo');
  const clientApproval = useClientApproval();
  const awaitingClient = useAwaitingClient(actions.reloadToken);
  const columns = useMemo(
    () => timesheetColumns(actions.run, clientApproval),
    [actions.run, clientApproval],
  );
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
      filters={weekInUrl ? WITH_PERIOD_START : TIMESHEET_FILTERS}
      list={TIMESHEET_LIST}
      texts={TEXTS}
      createTo="new"
      editKey="id"
      editTo={(t) => `edit/${t.id}`}
      exportFile="timesheets.xlsx"
      exportColumns={TIMESHEET_EXPORT}
      exportSheet="Timesheets"
      toolbar={
        <>
          <Link className="sl-button" to="missing">
            Missing timesheets
          </Link>
          {awaitingClient !== null && (
            <Link className="sl-button" to="?awaitingClient=true">
              {`${AWAITING_CLIENT}: ${awaitingClient}`}
            </Link>
          )}
        </>
      }
      notice={actions.notice}
      reloadToken={actions.reloadToken}
      selection={selection}
    />
  );
}
