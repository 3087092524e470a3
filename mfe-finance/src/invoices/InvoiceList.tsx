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
  type FilterOption,
  type InvoiceRow,
  type RowActions,
} from '@staffledger/shared';
import { Link, useSearchParams } from '@staffledger/shared/router';
import { InvoiceActions } from './InvoiceActions';
import { ALL_INVOICE_STATUSES, INVOICES_PATH } from './invoices.api';
import { daysOverdueText, withChosenStatus } from './invoices.overdue';
import { OverdueToggle } from './OverdueToggle';
import { useInvoiceStatuses } from './useInvoiceStatuses';
import { useLinkedVendor } from './useLinkedVendor';

/** A date bound of the list, shown when a link (the landing page's figures) has set it. */
const bound = (label: string, set: boolean) => (set ? { label, placeholder: 'YYYY-MM-DD' } : null);

/**
 * Number and customer contain; the status select offers 'All Statuses' and those in the data;
 * Unpaid keeps the Pending and Overdue ones. The due and invoice date ranges, and the vendor,
 * show when the URL has them, so that a list opened from a figure says why it is filtered.
 */
export function invoiceFilters(
  statuses: readonly string[],
  inUrl: (name: string) => boolean = () => false,
  vendor: FilterOption[] | null = null,
): FilterDef[] {
  return filterBar(INVOICE_LIST, {
    number: { label: 'Number' },
    customer: { label: 'Customer' },
    status: statusField(optionsFromLabels(INVOICE_STATUS_LABELS, statuses)),
    unpaid: { label: 'Unpaid' },
    vendorId: vendor && { label: 'Vendor', allLabel: 'All Vendors', options: vendor },
    timesheetId: null,
    dueFrom: bound('Due from', inUrl('dueFrom')),
    dueTo: bound('Due to', inUrl('dueTo')),
    invoiceDateFrom: bound('Dated from', inUrl('invoiceDateFrom')),
    invoiceDateTo: bound('Dated to', inUrl('invoiceDateTo')),
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

const RANGES = ['dueFrom', 'dueTo', 'invoiceDateFrom', 'invoiceDateTo'];

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
  const [params] = useSearchParams();
  const chosen = params.get('status');
  const statuses = useMemo(
    () => withChosenStatus(present, chosen, ALL_INVOICE_STATUSES),
    [present, chosen],
  );
  const columns = useMemo(() => invoiceColumns(actions.run), [actions.run]);
  // which ranges the URL sets, as one key: a change of their values alone keeps the bar
  const ranges = RANGES.filter((n) => params.has(n)).join();
  const vendor = useLinkedVendor(params.get('vendorId'));
  const filters = useMemo(
    () => invoiceFilters(statuses, (n) => ranges.split(',').includes(n), vendor),
    [statuses, ranges, vendor],
  );
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
