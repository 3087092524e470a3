import {
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  type SettingType,
} from '@staffledger/shared';

export type SettingValueFieldProps = {
  type: SettingType;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name?: string;
};

/**
 * A setting's Value, edited as its declared type: a switch for true/false, a number field with
 * its range, a select of its words, else a text. Each sends the text the server stores.
 */
export function SettingValueField({ type, value, onChange, error, name }: SettingValueFieldProps) {
  const common = { label: 'Value', name, error };
  switch (type.kind) {
    case 'boolean':
      return (
        <SwitchField
          {...common}
          checked={value.trim().toLowerCase() === 'true'}
          onChange={(on) => onChange(String(on))}
        />
      );
    case 'integer':
      return (
        <NumberField
          {...common}
          required
          hint={`A whole number from ${type.min} to ${type.max}`}
          min={type.min}
          max={type.max}
          step={1}
          value={value}
          onChange={(n) => onChange(n === null ? '' : String(n))}
        />
      );
    case 'choice':
      return (
        <SelectField
          {...common}
          required
          value={value.trim().toLowerCase()}
          onChange={onChange}
          options={type.values.map((v) => ({ value: v, label: v }))}
        />
      );
    default:
      return <TextField {...common} required value={value} onChange={onChange} />;
  }
}
