import { useId } from 'react';
import type { BaseFieldProps } from './Field';

export type CheckboxFieldProps = BaseFieldProps & {
  checked: boolean | null | undefined;
  onChange: (checked: boolean) => void;
};

export function CheckboxField({
  label,
  id,
  checked,
  onChange,
  error,
  required,
  hint: _hint,
  ...rest
}: CheckboxFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`sl-field sl-field--checkbox${error ? ' sl-field--invalid' : ''}`}>
      <input
        id={fieldId}
        type="checkbox"
        checked={!!checked}
        required={required}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...rest}
      />
      <label htmlFor={fieldId}>
        {label}
        {required && (
          <span className="sl-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {error && (
        <p id={`${fieldId}-error`} className="sl-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
