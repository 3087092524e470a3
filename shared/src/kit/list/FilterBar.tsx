import { useId, useState } from 'react';
import { TextFilter } from './TextFilter';
import type { FilterDef } from './types';

type Props = {
  filters: FilterDef[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onClear: () => void;
};

function SelectFilter({
  def,
  value,
  onChange,
}: {
  def: FilterDef;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="sl-filter">
      <label htmlFor={id}>{def.label}</label>
      <select id={id} name={def.name} value={value} onChange={(e) => onChange(e.target.value)}>
        {(def.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function CheckboxFilter({
  def,
  value,
  onChange,
}: {
  def: FilterDef;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="sl-filter sl-filter--checkbox">
      <input
        id={id}
        name={def.name}
        type="checkbox"
        checked={value === 'true'}
        onChange={(e) => onChange(e.target.checked ? 'true' : '')}
      />
      <label htmlFor={id}>{def.label}</label>
    </div>
  );
}

/** The list's filter inputs and its Clear Filters button. */
export function FilterBar({ filters, values, onChange, onClear }: Props) {
  const [resetToken, setResetToken] = useState(0);
  const handleClear = () => {
    setResetToken((t) => t + 1);
    onClear();
  };
  return (
    <div className="sl-filter-bar" role="group" aria-label="Filters">
      {filters.map((def) => {
        const value = values[def.name] ?? '';
        const change = (v: string) => onChange(def.name, v);
        if (def.type === 'select')
          return <SelectFilter key={def.name} def={def} value={value} onChange={change} />;
        if (def.type === 'checkbox')
          return <CheckboxFilter key={def.name} def={def} value={value} onChange={change} />;
        return (
          <TextFilter
            key={def.name}
            name={def.name}
            label={def.label}
            placeholder={def.placeholder}
            value={value}
            resetToken={resetToken}
            onChange={change}
          />
        );
      })}
      <button type="button" className="sl-button" onClick={handleClear}>
        Clear Filters
      </button>
    </div>
  );
}
