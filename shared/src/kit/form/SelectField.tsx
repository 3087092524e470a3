import { US_STATES } from '@staffledger/contracts';
import { Field, useFieldFrame, type BaseFieldProps } from './Field';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = BaseFieldProps & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Label of the empty first option, e.g. 'Select status'. */
  placeholder?: string;
};

export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  readOnly,
  ...props
}: SelectFieldProps) {
  const { frame, control } = useFieldFrame(props);
  return (
    <Field {...frame}>
      <select
        {...control}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        aria-readonly={readOnly || undefined}
        disabled={control.disabled || readOnly}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const STATE_OPTIONS: SelectOption[] = US_STATES.map((s) => ({
  value: s.code,
  label: `${s.code} - ${s.name}`,
}));

/** The 50 US states by two-letter code. */
export function StateSelect(props: Omit<SelectFieldProps, 'options'>) {
  return <SelectField placeholder="Select state" {...props} options={STATE_OPTIONS} />;
}
