import { SelectField, type SelectFieldProps } from '../form/SelectField';
import { withCurrent } from './peopleChoices';
import type { PeopleChoices } from './usePeopleChoices';

const TEXTS = {
  employee: { label: 'Employee', placeholder: 'Select employee' },
  vendor: { label: 'Vendor', placeholder: 'Select vendor' },
} as const;

export type PeopleSelectProps = Omit<SelectFieldProps, 'label' | 'options' | 'placeholder'> & {
  who: 'employee' | 'vendor';
  choices: PeopleChoices;
  /** The record's own employee or vendor name, shown when it is not among the choices. */
  currentName: string;
};

/**
 * A form's Employee or Vendor select: the choices sorted by name, the record's own one added when
 * it is not among them (an inactive vendor, say), and 'Loading...' until they arrive.
 */
export function PeopleSelect({ who, choices, currentName, value, ...field }: PeopleSelectProps) {
  const { label, placeholder } = TEXTS[who];
  const list = who === 'employee' ? choices.employees : choices.vendors;
  return (
    <SelectField
      label={label}
      placeholder={choices.status === 'loading' ? 'Loading...' : placeholder}
      options={withCurrent(list, value ?? '', currentName)}
      value={value}
      {...field}
    />
  );
}
