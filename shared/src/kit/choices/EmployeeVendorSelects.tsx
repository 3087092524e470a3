import { ReadOnlyField } from '../form/ReadOnlyField';
import type { ResourceFormState } from '../form/useResourceForm';
import { PeopleSelect } from './PeopleSelect';
import type { PeopleChoices } from './usePeopleChoices';

/** The values of a form whose record places an employee at a vendor: ids as the selects hold them. */
export type EmployeeVendorValues = {
  employeeId: string;
  employeeName: string;
  vendorId: string;
  vendorName: string;
};

/**
 * The Employee and Vendor selects of such a form (billings, timesheets), required as the form's
 * `required` says; `lockedBecause` shows both read-only with that reason instead, for a record
 * whose employee and vendor the server no longer lets change.
 */
export function EmployeeVendorSelects<V extends EmployeeVendorValues>({
  form,
  choices,
  lockedBecause,
}: {
  form: ResourceFormState<V>;
  choices: PeopleChoices;
  lockedBecause?: string | null;
}) {
  if (lockedBecause) {
    return (
      <>
        <ReadOnlyField label="Employee" value={form.values.employeeName} hint={lockedBecause} />
        <ReadOnlyField label="Vendor" value={form.values.vendorName} hint={lockedBecause} />
      </>
    );
  }
  return (
    <>
      <PeopleSelect
        who="employee"
        choices={choices}
        currentName={form.values.employeeName}
        {...form.bind('employeeId')}
      />
      <PeopleSelect
        who="vendor"
        choices={choices}
        currentName={form.values.vendorName}
        {...form.bind('vendorId')}
      />
    </>
  );
}
