import type { ListDeclaration } from '@staffledger/contracts';
import type { SelectOption } from '../kit/form/SelectField';
import type { FilterDef } from '../kit/list/types';

/** A contract's statuses as a select offers them: each value with its label, in the map's order. */
export function labelled(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** What a filter bar's status filter offers, its 'All Statuses' choice left out. */
export function statusFilterChoices(bar: readonly FilterDef[]): SelectOption[] {
  const status = bar.find((f) => f.name === 'status');
  return (status?.options ?? []).filter((o) => o.value !== '');
}

/** The statuses a list's declaration filters by. */
export function declaredStatuses(list: ListDeclaration): readonly string[] {
  const status = list.filters.status;
  return status?.kind === 'enum' ? status.values : [];
}
