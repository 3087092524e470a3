import { useId } from 'react';
import { describedBy, Field, type BaseFieldProps } from './Field';

export type NumberFieldProps = BaseFieldProps & {
  value: number | string | null | undefined;
  /** null when the input is empty. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
};

export function NumberField({
  label,
  id,
  value,
  onChange,
  error,
  hint,
  required,
  ...rest
}: NumberFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field id={fieldId} label={label} required={required} error={error} hint={hint}>
      <input
        id={fieldId}
        type="number"
        value={value ?? ''}
        required={required}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        {...describedBy(fieldId, error, hint)}
        {...rest}
      />
    </Field>
  );
}
