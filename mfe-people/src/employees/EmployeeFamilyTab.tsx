import {
  EMPLOYEE_LIMITS,
  NumberField,
  TextField,
  type ResourceFormState,
} from '@staffledger/shared';
import type { EmployeeValues } from './employees.form';

/** Family tab: Spouse Name, Children Count (min 0), Emergency Contact. */
export function EmployeeFamilyTab({ form }: { form: ResourceFormState<EmployeeValues> }) {
  return (
    <div className="sl-form-grid">
      <TextField
        label="Spouse Name"
        maxLength={EMPLOYEE_LIMITS.spouseName}
        {...form.bind('spouseName')}
      />
      <NumberField label="Children Count" min={0} step={1} {...form.bind('childrenCount')} />
      <TextField
        label="Emergency Contact"
        maxLength={EMPLOYEE_LIMITS.emergencyContact}
        {...form.bind('emergencyContact')}
      />
    </div>
  );
}
