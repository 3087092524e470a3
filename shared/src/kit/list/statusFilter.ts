import type { FilterDef, FilterOption } from './types';

/** A list's Status filter: 'All Statuses', then the statuses it offers. */
export function statusFilter(statuses: readonly FilterOption[]): FilterDef {
  return {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [{ value: '', label: 'All Statuses' }, ...statuses],
  };
}
