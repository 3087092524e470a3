import { apiList } from '../../api/client';
import type { EmployeeRow, VendorRow } from '@staffledger/contracts/schemas';
import type { SelectOption } from '../form/SelectField';

/** The largest page the API serves (docs/api-conventions.md#lists). */
const PAGE = 1000;
/** Stops a misbehaving server from keeping the form loading forever. */
const MAX_PAGES = 20;

/** Every row of a list, page by page, in the server's order. */
async function loadAll<T>(path: string, sort: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { rows } = await apiList<T>(path, {
      sort,
      order: 'asc',
      limit: PAGE,
      offset: page > 0 ? page * PAGE : undefined,
    });
    all.push(...rows);
    if (rows.length < PAGE) break;
  }
  return all;
}

const byLabel = (a: SelectOption, b: SelectOption) =>
  a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }) ||
  Number(a.value) - Number(b.value);

/** Employees by full name (the API sorts full names under the sort key 'name'). */
export async function loadEmployeeChoices(): Promise<SelectOption[]> {
  const rows = await loadAll<Pick<EmployeeRow, 'id' | 'fullName'>>('/employees', 'name');
  return rows.map((e) => ({ value: String(e.id), label: e.fullName })).sort(byLabel);
}

/** Vendors by name. */
export async function loadVendorChoices(): Promise<SelectOption[]> {
  const rows = await loadAll<Pick<VendorRow, 'id' | 'name'>>('/vendors', 'name');
  return rows.map((v) => ({ value: String(v.id), label: v.name })).sort(byLabel);
}

/**
 * The choices, plus the record's own value when the list lacks it (so an edit never shows an empty
 * select for a saved employee or vendor).
 */
export function withCurrent(choices: SelectOption[], id: string, name: string): SelectOption[] {
  if (!id || choices.some((c) => c.value === id)) return choices;
  return [...choices, { value: id, label: name || `#${id}` }];
}
