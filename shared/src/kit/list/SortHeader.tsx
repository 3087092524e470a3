import type { SortOrder } from '@staffledger/contracts';

type Props = {
  label: string;
  active: boolean;
  order: SortOrder;
  onToggle: () => void;
};

/** A sortable column header's button: the label and ▲ (ascending) or ▼ (descending) when active. */
export function SortHeader({ label, active, order, onToggle }: Props) {
  return (
    <button type="button" className="sl-sort-header" onClick={onToggle}>
      {label}
      <span className="sl-sort-header__arrow" aria-hidden="true">
        {active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}
      </span>
    </button>
  );
}

export function ariaSort(active: boolean, order: SortOrder): 'ascending' | 'descending' | 'none' {
  if (!active) return 'none';
  return order === 'asc' ? 'ascending' : 'descending';
}
