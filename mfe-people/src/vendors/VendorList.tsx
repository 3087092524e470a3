import {
  VENDOR_LIST,
  VENDOR_EXPORT,
  filterBar,
  declaredStatusField,
  ResourceList,
  VENDOR_STATUS_LABELS,
  vendorStatusLabel,
  type Column,
  type VendorRow,
} from '@staffledger/shared';
import { VENDORS_PATH } from './vendors.api';

export const VENDOR_FILTERS = filterBar(VENDOR_LIST, {
  name: { label: 'Name' },
  state: { label: 'State' },
  status: declaredStatusField(VENDOR_LIST, VENDOR_STATUS_LABELS),
  invoiced: { label: 'Invoiced only' },
});

const yesNo = (v: boolean | null | undefined) => (v ? 'Yes' : 'No');

export const VENDOR_COLUMNS: Column<VendorRow>[] = [
  { key: 'name', label: 'Name' },
  { key: 'address', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'Zip' },
  {
    key: 'status',
    label: 'Status',
    format: (v) => vendorStatusLabel(v.status),
  },
  { key: 'startDate', label: 'Start Date', kind: 'date' },
  {
    key: 'invoiced',
    label: 'Invoiced',
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
    <ResourceList<VendorRow>
      title="Vendors"
      path={VENDORS_PATH}
      columns={VENDOR_COLUMNS}
      filters={VENDOR_FILTERS}
      list={VENDOR_LIST}
      texts={TEXTS}
      createTo="new"
      editKey="name"
      editTo={(v) => `edit/${v.id}`}
      exportFile="vendors.xlsx"
      exportColumns={VENDOR_EXPORT}
      exportSheet="Vendors"
    />
  );
}
