import type { ListQuery } from '../../api/client';
import { parseMultiValue } from './multiSelectValue';
import type { FilterDef } from './types';

/** The API query of the list's current filters, sort and order (no paging). */
export function buildListQuery(
  defs: FilterDef[],
  values: Record<string, string>,
  sort: string,
  order: string,
  permanent: ListQuery = {},
): ListQuery {
  const query: ListQuery = {};
  for (const def of defs) {
    const value = values[def.name] ?? '';
    if (def.type === 'checkbox') {
      if (value === 'true') query[def.name] = true;
    } else if (def.type === 'multiselect') {
      const chosen = parseMultiValue(value, def.options ?? []).join(',');
      if (chosen) query[def.name] = chosen;
    } else if (value.trim() !== '') query[def.name] = value.trim();
  }
  if (sort) {
    query.sort = sort;
    query.order = order;
  }
  return { ...query, ...permanent };
}
