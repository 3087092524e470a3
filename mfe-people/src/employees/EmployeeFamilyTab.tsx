import { NumberField, TextField, type ResourceFormState } from '@staffledger/shared';
import type { EmployeeValues } from './employees.form';

/** Family tab: Spouse Name, Children Count (min 0), Emergency Contact. */
export function EmployeeFamilyTab({ form }: { form: ResourceFormState<EmployeeValues> }) {
  return (
    <div className="sl-form-grid">
      <TextField label="Spouse Name" maxLength={200} {...form.bind('spouseName')} />
      <NumberField label="Children Count" min={0} step={1} {...form.bind('childrenCount')} />
      <TextField label="Emergency Contact" maxLength={500} {...form.bind('emergencyContact')} />
    </div>
  );
}
