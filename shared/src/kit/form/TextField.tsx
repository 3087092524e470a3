import { Field, useFieldFrame, type BaseFieldProps } from './Field';

export type TextFieldProps = BaseFieldProps & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'date' | 'search';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
};

export function TextField({ value, onChange, type = 'text', ...props }: TextFieldProps) {
  const { frame, control } = useFieldFrame(props);
  return (
    <Field {...frame}>
      <input
        {...control}
        type={type}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
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

export function TextAreaField({ value, onChange, rows = 3, ...props }: TextAreaFieldProps) {
  const { frame, control } = useFieldFrame(props);
  return (
    <Field {...frame}>
      <textarea
        {...control}
        rows={rows}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
