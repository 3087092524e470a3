import { useId } from 'react';
import { US_STATES } from '@staffledger/contracts';
import { describedBy, Field, type BaseFieldProps } from './Field';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = BaseFieldProps & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Label of the empty first option, e.g. 'Select status'. */
  placeholder?: string;
};

export function SelectField({
  label,
  id,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  required,
  readOnly,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field id={fieldId} label={label} required={required} error={error} hint={hint}>
      <select
        id={fieldId}
        value={value ?? ''}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        aria-readonly={readOnly || undefined}
        {...describedBy(fieldId, error, hint)}
        {...rest}
        disabled={rest.disabled || readOnly}
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
