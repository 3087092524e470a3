import { useId } from 'react';
import { describedBy, Field, type BaseFieldProps } from './Field';

export type TextFieldProps = BaseFieldProps & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'date' | 'search';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
};

export function TextField({
  label,
  id,
  value,
  onChange,
  type = 'text',
  error,
  hint,
  required,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field id={fieldId} label={label} required={required} error={error} hint={hint}>
      <input
        id={fieldId}
        type={type}
        value={value ?? ''}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(fieldId, error, hint)}
        {...rest}
      />
    </Field>
  );
}

/** A date picker; the value is 'YYYY-MM-DD' or ''. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="date" />;
}

export type TextAreaFieldProps = BaseFieldProps & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
};

export function TextAreaField({
  label,
  id,
  value,
  onChange,
  error,
  hint,
  required,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field id={fieldId} label={label} required={required} error={error} hint={hint}>
      <textarea
        id={fieldId}
        rows={rows}
        value={value ?? ''}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(fieldId, error, hint)}
        {...rest}
      />
    </Field>
  );
}
