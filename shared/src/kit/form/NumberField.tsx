import { Field, useFieldFrame, type BaseFieldProps } from './Field';

export type NumberFieldProps = BaseFieldProps & {
  value: number | string | null | undefined;
  /** null when the input is empty. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
};

export function NumberField({ value, onChange, ...props }: NumberFieldProps) {
  const { frame, control } = useFieldFrame(props);
  return (
    <Field {...frame}>
      <input
        {...control}
        type="number"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    </Field>
  );
}
