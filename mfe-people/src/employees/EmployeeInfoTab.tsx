import { DateField, SelectField, TextField, type ResourceFormState } from '@staffledger/shared';
import {
  REQUIRED_FIELDS,
  ROLE_OPTIONS,
  statusOptions,
  type EmployeeValues,
} from './employees.form';
import { GuestCodeField } from './GuestCodeField';
import type { GuestCodeState } from './useGuestCode';

type Props = { form: ResourceFormState<EmployeeValues>; guestCode: GuestCodeState };

const EMAIL_HINT =
  'This address is the sign-in user name when the Access Level allows signing in ' +
  '(Employee or Employer); the first password is set through Forgot Password.';

/** Info tab: names, category, work auth, designation, access level, status, dates, guest code. */
export function EmployeeInfoTab({ form, guestCode }: Props) {
  const required = (key: keyof typeof REQUIRED_FIELDS) => (
    <TextField label={REQUIRED_FIELDS[key]} required maxLength={100} {...form.bind(key)} />
  );
  return (
    <div className="sl-form-grid">
      {required('firstName')}
      <TextField label="Middle Name" maxLength={100} {...form.bind('middleName')} />
      {required('lastName')}
      {required('category')}
      {required('workAuth')}
      {required('designation')}
      <SelectField label="Access Level" options={ROLE_OPTIONS} {...form.bind('role')} />
      <SelectField
        label="Status"
        options={statusOptions(form.values.status)}
        {...form.bind('status')}
      />
      <DateField label="Start Date" {...form.bind('startDate')} />
      <DateField label="End Date" {...form.bind('endDate')} />
      <TextField
        label="Email"
        type="email"
        maxLength={254}
        hint={EMAIL_HINT}
        {...form.bind('email')}
      />
      <TextField label="Phone" type="tel" maxLength={50} {...form.bind('phone')} />
      <GuestCodeField since={form.values.guestCodeSince} guestCode={guestCode} />
    </div>
  );
}
