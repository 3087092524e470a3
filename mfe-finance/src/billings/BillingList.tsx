import {
  BILLING_LIST,
  filterBar,
  statusField,
  BILLING_STATUS_LABELS,
  billingStatusLabel,
  invoiceFrequencyLabel,
  optionsFromLabels,
  ResourceList,
  StatusBadge,
  type Billing,
  type Column,
} from '@staffledger/shared';
import { BILLINGS_PATH } from './billings.api';

export const BILLING_FILTERS = filterBar(BILLING_LIST, {
  employeeName: { label: 'Employee Name' },
  vendorName: { label: 'Vendor Name' },
  status: statusField(optionsFromLabels(BILLING_STATUS_LABELS)),
  employeeId: null,
  vendorId: null,
});

export const BILLING_COLUMNS: Column<Billing>[] = [
  { key: 'id', label: 'Billing ID', sortable: true },
  { key: 'employeeName', label: 'Employee', sortable: true },
  { key: 'vendorName', label: 'Vendor', sortable: true },
  { key: 'billingCode', label: 'Billing Code', sortable: true },
  { key: 'billRate', label: 'Rate', sortable: true, kind: 'money' },
  {
    key: 'invoiceFrequency',
    label: 'Frequency',
    sortable: true,
    format: (b) => invoiceFrequencyLabel(b.invoiceFrequency),
  },
  { key: 'invoiceDueDays', label: 'Due Days', sortable: true },
  { key: 'itemDescription', label: 'Description', sortable: true },
  { key: 'startDate', label: 'Start', sortable: true, kind: 'date' },
  { key: 'firstPeriodEndDate', label: 'First Period End', sortable: true, kind: 'date' },
  { key: 'endDate', label: 'End', sortable: true, kind: 'date' },
  {
    key: 'status',
    label: 'Status',
    sortable: true,
    format: (b) => billingStatusLabel(b.status),
    render: (b) => <StatusBadge status={b.status} label={billingStatusLabel(b.status)} />,
  },
];

const TEXTS = {
  loading: 'Loading billings...',
  empty: 'No billings found.',
  error: 'Failed to load billings',
};

/** Billings: filters (employee, vendor, status), sortable columns, Download Excel. */
export function BillingList() {
  return (
    <ResourceList<Billing>
      title="Billings"
      path={BILLINGS_PATH}
      columns={BILLING_COLUMNS}
      filters={BILLING_FILTERS}
      defaultSort="id"
      defaultOrder="desc"
      pageSize={50}
      texts={TEXTS}
      createTo="new"
      editKey="id"
      editTo={(b) => `edit/${b.id}`}
      exportFile="billings.xlsx"
      exportSheet="Billings"
    />
  );
}
