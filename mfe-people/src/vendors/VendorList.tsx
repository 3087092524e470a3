import {
  VENDOR_LIST,
  filterBar,
  statusField,
  optionsFromLabels,
  ResourceList,
  VENDOR_STATUS_LABELS,
  vendorStatusLabel,
  type Column,
  type Vendor,
} from '@staffledger/shared';
import { VENDORS_PATH } from './vendors.api';

export const VENDOR_FILTERS = filterBar(VENDOR_LIST, {
  name: { label: 'Name' },
  state: { label: 'State' },
  // the list offers Active and Inactive only, the form Onboarding too
  status: statusField(optionsFromLabels(VENDOR_STATUS_LABELS, ['ACTIVE', 'INACTIVE'])),
  invoiced: { label: 'Invoiced only' },
});

const yesNo = (v: boolean | null | undefined) => (v ? 'Yes' : 'No');

export const VENDOR_COLUMNS: Column<Vendor>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'address', label: 'Address', sortable: true },
  { key: 'city', label: 'City', sortable: true },
  { key: 'state', label: 'State', sortable: true },
  { key: 'zip', label: 'Zip', sortable: true },
  {
    key: 'status',
    label: 'Status',
    sortable: true,
    format: (v) => vendorStatusLabel(v.status),
  },
  { key: 'startDate', label: 'Start Date', sortable: true, kind: 'date' },
  {
    key: 'invoiced',
    label: 'Invoiced',
    sortable: true,
    format: (v) => yesNo(v.invoiced),
  },
];

const TEXTS = {
  loading: 'Loading vendors...',
  empty: 'No vendors found.',
  error: 'Failed to load vendors',
};

/** Vendors: filters (name, state, status, Invoiced only), sortable columns, Download Excel. */
export function VendorList() {
  return (
    <ResourceList<Vendor>
      title="Vendors"
      path={VENDORS_PATH}
      columns={VENDOR_COLUMNS}
      filters={VENDOR_FILTERS}
      defaultSort="name"
      pageSize={50}
      texts={TEXTS}
      createTo="new"
      editKey="name"
      editTo={(v) => `edit/${v.id}`}
      exportFile="vendors.xlsx"
      exportSheet="Vendors"
    />
  );
}
