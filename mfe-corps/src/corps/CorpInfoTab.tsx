import {
  CORP_LIMITS,
  DateField,
  SelectField,
  TextField,
  type ResourceFormState,
} from '@staffledger/shared';
import { CORP_STATUS_OPTIONS, type CorpValues } from './corps.form';

/** Info tab: Name, Address, City, State, Zip, Country, Status, Start Date, Website. */
export function CorpInfoTab({ form }: { form: ResourceFormState<CorpValues> }) {
  return (
    <div className="sl-form-grid">
      <TextField label="Name" maxLength={CORP_LIMITS.name} {...form.bind('name')} />
      <TextField label="Address" maxLength={CORP_LIMITS.address} {...form.bind('address')} />
      <TextField label="City" maxLength={CORP_LIMITS.city} {...form.bind('city')} />
      <TextField label="State" maxLength={CORP_LIMITS.state} {...form.bind('state')} />
      <TextField label="Zip" maxLength={CORP_LIMITS.zip} {...form.bind('zip')} />
      <TextField label="Country" maxLength={CORP_LIMITS.country} {...form.bind('country')} />
      <SelectField
        label="Status"
        placeholder="Select status"
        options={CORP_STATUS_OPTIONS}
        {...form.bind('status')}
      />
      <DateField label="Start Date" {...form.bind('startDate')} />
      <TextField
        label="Website"
        type="url"
        maxLength={CORP_LIMITS.website}
        placeholder="https://"
        {...form.bind('website')}
      />
    </div>
  );
}
