import { DateField, SelectField, TextField, type ResourceFormState } from '@staffledger/shared';
import { CORP_STATUS_OPTIONS, type CorpValues } from './corps.form';

/** Info tab: Name, Address, City, State, Zip, Country, Status, Start Date, Website. */
export function CorpInfoTab({ form }: { form: ResourceFormState<CorpValues> }) {
  return (
    <div className="sl-form-grid">
      <TextField label="Name" maxLength={200} {...form.bind('name')} />
      <TextField label="Address" maxLength={200} {...form.bind('address')} />
      <TextField label="City" maxLength={100} {...form.bind('city')} />
      <TextField label="State" maxLength={100} {...form.bind('state')} />
      <TextField label="Zip" maxLength={20} {...form.bind('zip')} />
      <TextField label="Country" maxLength={100} {...form.bind('country')} />
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
        maxLength={500}
        placeholder="https://"
        {...form.bind('website')}
      />
    </div>
  );
}
