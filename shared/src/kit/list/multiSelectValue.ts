import type { FilterOption } from './types';

/**
 * The chosen values of a multiselect filter's parameter, in the options' order: unknown values
 * (a hand-edited URL) are dropped, and the case of a value does not matter.
 */
export function parseMultiValue(value: string, options: readonly FilterOption[]): string[] {
  const wanted = new Set(
    value
      .split(',')
      .map((v) => v.trim().toUpperCase())
      .filter(Boolean),
  );
  return options.filter((o) => wanted.has(o.value.toUpperCase())).map((o) => o.value);
}

/** The parameter of a set of chosen values: comma-separated in the options' order, '' for none. */
export function joinMultiValue(
  values: readonly string[],
  options: readonly FilterOption[],
): string {
  return parseMultiValue(values.join(','), options).join(',');
}
