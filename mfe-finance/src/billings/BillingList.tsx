import {
  BILLING_LIST,
  BILLING_EXPORT,
  filterBar,
  declaredStatusField,
  BILLING_STATUS_LABELS,
  billingStatusLabel,
  invoiceFrequencyLabel,
  ResourceList,
  StatusBadge,
  type Billing,
  type Column,
} from '@staffledger/shared';
import { BILLINGS_PATH } from './billings.api';

export const BILLING_FILTERS = filterBar(BILLING_LIST, {
  employeeName: { label: 'Employee Name' },
  vendorName: { label: 'Vendor Name' },
  status: declaredStatusField(BILLING_LIST, BILLING_STATUS_LABELS),
  employeeId: null,
  vendorId: null,
});

export const BILLING_COLUMNS: Column<Billing>[] = [
  { key: 'id', label: 'Billing ID' },
  { key: 'employeeName', label: 'Employee' },
  { key: 'vendorName', label: 'Vendor' },
  { key: 'billingCode', label: 'Billing Code' },
  { key: 'billRate', label: 'Rate', kind: 'money' },
  {
    key: 'invoiceFrequency',
    label: 'Frequency',
    format: (b) => invoiceFrequencyLabel(b.invoiceFrequency),
  },
  { key: 'invoiceDueDays', label: 'Due Days' },
  { key: 'itemDescription', label: 'Description' },
  { key: 'startDate', label: 'Start', kind: 'date' },
  { key: 'firstPeriodEndDate', label: 'First Period End', kind: 'date' },
  { key: 'endDate', label: 'End', kind: 'date' },
  {
    key: 'status',
    label: 'Status',
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
      list={BILLING_LIST}
      texts={TEXTS}
      createTo="new"
      editKey="id"
      editTo={(b) => `edit/${b.id}`}
      exportFile="billings.xlsx"
      exportColumns={BILLING_EXPORT}
      exportSheet="Billings"
    />
  );
}
