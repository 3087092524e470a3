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

/** The required Employee and Vendor selects of such a form (billings, timesheets). */
export function EmployeeVendorSelects<V extends EmployeeVendorValues>({
  form,
  choices,
}: {
  form: ResourceFormState<V>;
  choices: PeopleChoices;
}) {
  return (
    <>
      <PeopleSelect
        who="employee"
        choices={choices}
        currentName={form.values.employeeName}
        required
        {...form.bind('employeeId')}
      />
      <PeopleSelect
        who="vendor"
        choices={choices}
        currentName={form.values.vendorName}
        required
        {...form.bind('vendorId')}
      />
    </>
  );
}
