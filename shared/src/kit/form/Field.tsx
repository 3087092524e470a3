import { useId, type ReactNode } from 'react';

export type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** Label (with a * mark when required), the control, and its error text. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  return (
    <div
      className={`sl-field${error ? ' sl-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="sl-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="sl-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="sl-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props every field shares. */
export type BaseFieldProps = {
  label: string;
  name?: string;
  id?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
};

/** aria attributes that tie a control to its error or hint text. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

/**
 * A field's props split in two: what its Field frame shows (label, hint, error) and what goes on
 * its control (the id the label names, `required`, the aria ties, and every other attribute).
 */
export function useFieldFrame<P extends BaseFieldProps>(props: P) {
  const { label, id, error, hint, required, ...attributes } = props;
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    frame: { id: fieldId, label, required, error, hint },
    control: { id: fieldId, required, ...describedBy(fieldId, error, hint), ...attributes },
  };
}
