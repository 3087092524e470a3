import { useId, useState } from 'react';
import { MultiSelectFilter } from './MultiSelectFilter';
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
  // The router renders a URL change in a transition, after the click; until then a controlled box
  // would snap back. The user's choice shows at once and yields to the URL when it arrives.
  const [pending, setPending] = useState<Record<string, string>>({});
  const [seenValues, setSeenValues] = useState(values);
  if (seenValues !== values) {
    setSeenValues(values);
    setPending({});
  }
  const handleClear = () => {
    setResetToken((t) => t + 1);
    setPending(Object.fromEntries(filters.map((f) => [f.name, ''])));
    onClear();
  };
  return (
    <div className="sl-filter-bar" role="group" aria-label="Filters">
      {filters.map((def) => {
        const value = pending[def.name] ?? values[def.name] ?? '';
        const change = (v: string) => {
          setPending((p) => ({ ...p, [def.name]: v }));
          onChange(def.name, v);
        };
        if (def.type === 'select')
          return <SelectFilter key={def.name} def={def} value={value} onChange={change} />;
        if (def.type === 'checkbox')
          return <CheckboxFilter key={def.name} def={def} value={value} onChange={change} />;
        if (def.type === 'multiselect')
          return <MultiSelectFilter key={def.name} def={def} value={value} onChange={change} />;
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
