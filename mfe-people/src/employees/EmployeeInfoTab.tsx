import {
  EMPLOYEE_LIMITS,
  EMPLOYEE_REQUIRED,
  DateField,
  SelectField,
  TextField,
  type ResourceFormState,
} from '@staffledger/shared';
import { EMPLOYEE_STATUS_OPTIONS, ROLE_OPTIONS, type EmployeeValues } from './employees.form';
import { GuestCodeField } from './GuestCodeField';
import { SignInField } from './SignInField';
import type { GuestCodeState } from './useGuestCode';
import type { InvitationState } from './useInvitation';

type Props = {
  form: ResourceFormState<EmployeeValues>;
  guestCode: GuestCodeState;
  invitation: InvitationState;
};

const EMAIL_HINT =
  'This address is the sign-in user name when the Access Level allows signing in ' +
  '(Employee or Employer); the invitation to set a first password goes to it.';

/**
 * Info tab: names, category, work auth, designation, access level, status, dates, sign-in, guest
 * code.
 */
export function EmployeeInfoTab({ form, guestCode, invitation }: Props) {
  const required = (key: keyof typeof EMPLOYEE_REQUIRED) => (
    <TextField
      label={EMPLOYEE_REQUIRED[key]}
      maxLength={EMPLOYEE_LIMITS[key === 'firstName' || key === 'lastName' ? 'name' : key]}
      {...form.bind(key)}
    />
  );
  return (
    <div className="sl-form-grid">
      {required('firstName')}
      <TextField
        label="Middle Name"
        maxLength={EMPLOYEE_LIMITS.name}
        {...form.bind('middleName')}
      />
      {required('lastName')}
      {required('category')}
      {required('workAuth')}
      {required('designation')}
      <SelectField label="Access Level" options={ROLE_OPTIONS} {...form.bind('role')} />
      <SelectField label="Status" options={EMPLOYEE_STATUS_OPTIONS} {...form.bind('status')} />
      <DateField label="Start Date" {...form.bind('startDate')} />
      <DateField label="End Date" {...form.bind('endDate')} />
      <TextField
        label="Email"
        type="email"
        maxLength={EMPLOYEE_LIMITS.email}
        hint={EMAIL_HINT}
        {...form.bind('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        maxLength={EMPLOYEE_LIMITS.phone}
        {...form.bind('phone')}
      />
      <SignInField facts={form.isEdit ? form.values.signIn : null} invitation={invitation} />
      <GuestCodeField since={form.values.guestCodeSince} guestCode={guestCode} />
    </div>
  );
}
