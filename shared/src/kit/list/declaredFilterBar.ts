import type { ListDeclaration, ListFilter } from '@staffledger/contracts';
import { optionsFromLabels } from '../form/options';
import type { FilterDef, FilterOption } from './types';

/** How the bar shows a text, yes/no or date filter. */
export type PlainFilterField = { label: string; placeholder?: string };
/**
 * How the bar shows a choice filter (or an id filter, as the records it can name): a select with
 * its 'all' choice first, or a multiselect.
 */
export type ChoiceFilterField = {
  label: string;
  options: readonly FilterOption[];
  /** The first choice of a select ('All Statuses'), the text of an empty multiselect. */
  allLabel: string;
  multiple?: boolean;
};
export type FilterField = PlainFilterField | ChoiceFilterField;

const isChoice = (field: FilterField): field is ChoiceFilterField => 'options' in field;

/**
 * A list's filter bar from its declaration in the contracts. Every filter the list declares is
 * named, with how it shows or `null` when the screen does not offer it (an id filter that only
 * a link sets), so that a new filter makes the compiler ask each screen. The bar shows the
 * filters in the order they are named here.
 */
export function filterBar<F extends string>(
  list: ListDeclaration<F, string>,
  fields: { readonly [K in F]: FilterField | null },
): FilterDef[] {
  const bar: FilterDef[] = [];
  for (const name of Object.keys(fields) as F[]) {
    const field = fields[name];
    if (!field) continue;
    const { kind } = list.filters[name];
    // an id filter may show as a select of the records it names (the vendor a link chose)
    if (kind === 'enum' ? !isChoice(field) : isChoice(field) && kind !== 'id') {
      const rule =
        kind === 'enum'
          ? 'a choice filter needs options'
          : 'only a choice or id filter has options';
      throw new Error(`Filter ${name}: ${rule}`);
    }
    if (isChoice(field)) {
      bar.push(
        field.multiple
          ? {
              name,
              label: field.label,
              type: 'multiselect',
              allLabel: field.allLabel,
              options: [...field.options],
            }
          : {
              name,
              label: field.label,
              type: 'select',
              options: [{ value: '', label: field.allLabel }, ...field.options],
            },
      );
    } else {
      const type = kind === 'bool' ? 'checkbox' : 'text';
      bar.push({
        name,
        label: field.label,
        type,
        ...(field.placeholder ? { placeholder: field.placeholder } : {}),
      });
    }
  }
  return bar;
}

/**
 * A list's Status filter offering every status its declaration in the contracts filters by, in
 * that order, with the contract's labels: the filter cannot disagree with what the API accepts.
 */
export function declaredStatusField<F extends string, V extends string>(
  list: ListDeclaration<F, string>,
  labels: Readonly<Record<V, string>>,
  opts: { multiple?: boolean } = {},
): ChoiceFilterField {
  const status = (list.filters as Readonly<Record<string, ListFilter>>).status;
  if (status?.kind !== 'enum') throw new Error('The list declares no status filter');
  return statusField(optionsFromLabels(labels, status.values), opts);
}

/** A list's Status filter: 'All Statuses', then the statuses it offers. */
export function statusField(
  options: readonly FilterOption[],
  { multiple = false }: { multiple?: boolean } = {},
): ChoiceFilterField {
  return { label: 'Status', allLabel: 'All Statuses', options, multiple };
}
