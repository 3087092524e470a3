import {
  VENDOR_LIMITS,
  DateField,
  SelectField,
  StateSelect,
  TextField,
  type ResourceFormState,
} from '@staffledger/shared';
import { INVOICED_OPTIONS, VENDOR_STATUS_OPTIONS, type VendorValues } from './vendors.form';

/** Info tab: Name, Address, City, State, Zip, Status, Start Date, Invoiced. */
export function VendorInfoTab({ form }: { form: ResourceFormState<VendorValues> }) {
  const invoiced = form.bind('invoiced');
  return (
    <div className="sl-form-grid">
      <TextField label="Name" maxLength={VENDOR_LIMITS.name} {...form.bind('name')} />
      <TextField label="Address" maxLength={VENDOR_LIMITS.address} {...form.bind('address')} />
      <TextField label="City" maxLength={VENDOR_LIMITS.city} {...form.bind('city')} />
      <StateSelect label="State" {...form.bind('state')} />
      <TextField label="Zip" maxLength={VENDOR_LIMITS.zip} {...form.bind('zip')} />
      <SelectField
        label="Status"
        placeholder="Select status"
        options={VENDOR_STATUS_OPTIONS}
        {...form.bind('status')}
      />
      <DateField label="Start Date" {...form.bind('startDate')} />
      <SelectField
        label="Invoiced"
        name={invoiced.name}
        options={INVOICED_OPTIONS}
        value={String(invoiced.value)}
        onChange={(v) => invoiced.onChange(v === 'true')}
        error={invoiced.error}
      />
    </div>
  );
}
