import type { SelectOption } from './SelectField';

/**
 * A select's options from a contract's label map (`CORP_STATUS_LABELS`): every value in the map's
 * order, or only `values`, in theirs. A value the map does not know shows as it is.
 */
export function optionsFromLabels<V extends string>(
  labels: Readonly<Record<V, string>>,
  values: readonly string[] = Object.keys(labels),
): SelectOption[] {
  const known: Readonly<Record<string, string>> = labels;
  return values.map((value) => ({ value, label: known[value] ?? value }));
}
