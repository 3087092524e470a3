import { useMemo } from 'react';
import {
  INVOICE_LIST,
  INVOICE_EXPORT,
  filterBar,
  formatUsDateTime,
  statusField,
  INVOICE_STATUS_LABELS,
  invoiceStatusLabel,
  optionsFromLabels,
  ResourceList,
  StatusBadge,
  useRowActions,
  type Column,
  type FilterDef,
  type InvoiceRow,
  type RowActions,
} from '@staffledger/shared';
import { Link, useSearchParams } from '@staffledger/shared/router';
import { InvoiceActions } from './InvoiceActions';
import { ALL_INVOICE_STATUSES, INVOICES_PATH } from './invoices.api';
import { daysOverdueText, withChosenStatus } from './invoices.overdue';
import { OverdueToggle } from './OverdueToggle';
import { useInvoiceStatuses } from './useInvoiceStatuses';

/** Number and customer contain; the status select offers 'All Statuses' and those in the data. */
export function invoiceFilters(statuses: readonly string[]): FilterDef[] {
  return filterBar(INVOICE_LIST, {
    number: { label: 'Number' },
    customer: { label: 'Customer' },
    status: statusField(optionsFromLabels(INVOICE_STATUS_LABELS, statuses)),
    vendorId: null,
    timesheetId: null,
  });
}

/** The status badge, then how long an unpaid invoice is past due ('12 days overdue'). */
function InvoiceStatusCell({ invoice }: { invoice: InvoiceRow }) {
  const overdue = daysOverdueText(invoice.daysOverdue);
  return (
    <>
      <StatusBadge status={invoice.status} label={invoiceStatusLabel(invoice.status)} />
      {/* the kit's classes only: a stylesheet of its own would load with the list */}
      {overdue && <span className="sl-text-error"> {overdue}</span>}
    </>
  );
}

function invoiceColumns(runAction: RowActions['run']): Column<InvoiceRow>[] {
  return [
    { key: 'number', label: 'Number' },
    { key: 'customer', label: 'Customer' },
    { key: 'amount', label: 'Amount', kind: 'money' },
    { key: 'invoiceDate', label: 'Invoice Date', kind: 'date' },
    { key: 'dueDate', label: 'Due Date', kind: 'date' },
    {
      key: 'status',
      label: 'Status',
      format: (i) => invoiceStatusLabel(i.status),
      render: (i) => <InvoiceStatusCell invoice={i} />,
    },
    {
      // when the client last heard from us: the e-mail's date and time, or that it never went
      key: 'sentAt',
      label: 'Sent',
      kind: 'datetime',
      format: (i) => (i.sentAt ? formatUsDateTime(i.sentAt) : 'Not sent'),
    },
    {
      key: 'actions',
      label: 'Actions',
      export: false,
      render: (i) => <InvoiceActions invoice={i} runAction={runAction} />,
    },
  ];
}

const TEXTS = {
  loading: 'Loading invoices...',
  empty: 'No invoices found.',
  error: 'Failed to fetch invoices',
};

/**
 * Invoices: filters, sortable columns, the gear actions with their banners, Download Excel, the
 * way to the approved timesheets waiting for an invoice, and the Overdue quick filter.
 */
export function InvoiceList() {
  const actions = useRowActions();
  const present = useInvoiceStatuses(actions.reloadToken);
  const chosen = useSearchParams()[0].get('status');
  const statuses = useMemo(
    () => withChosenStatus(present, chosen, ALL_INVOICE_STATUSES),
    [present, chosen],
  );
  const columns = useMemo(() => invoiceColumns(actions.run), [actions.run]);
  const filters = useMemo(() => invoiceFilters(statuses), [statuses]);
  return (
    <ResourceList<InvoiceRow>
      title="Invoices"
      path={INVOICES_PATH}
      columns={columns}
      filters={filters}
      list={INVOICE_LIST}
      texts={TEXTS}
      createTo="new"
      editKey="number"
      editTo={(i) => `edit/${i.id}`}
      exportFile="invoices.xlsx"
      exportColumns={INVOICE_EXPORT}
      exportSheet="Invoices"
      toolbar={
        <>
          <Link className="sl-button" to="approved">
            Approved, not invoiced
          </Link>
          <OverdueToggle />
        </>
      }
      notice={actions.notice}
      reloadToken={actions.reloadToken}
    />
  );
}
