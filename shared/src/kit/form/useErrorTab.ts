import { useEffect, useRef, useState } from 'react';

/**
 * @deprecated Since 4.1.0 a `Tabs` inside a `ResourceForm` opens the tab of the first field error
 * itself, from its tabs' `fields`; kept for remotes built against 4.0.
 *
 * Which tab holds a field: the tab of the field's root name ('contacts' for 'contacts.0.email',
 * 'items' for 'items[0].price'), else `first`.
 */
export function tabOfFields(tabs: Readonly<Record<string, string>>, first: string) {
  return (field: string): string => tabs[field.split(/[.[]/)[0]] ?? first;
}

/**
 * @deprecated Since 4.1.0 a `Tabs` inside a `ResourceForm` does this itself (`TabDef.fields`).
 *
 * The selected tab of a tabbed form, which moves to the tab that holds the first field error when
 * a save finds one, so the user sees what to fix. Spread it into `<Tabs>`.
 */
export function useErrorTab(
  fieldErrors: Readonly<Record<string, string>>,
  tabOf: (field: string) => string,
  first: string,
): { selected: string; onSelect: (tab: string) => void } {
  const [selected, setSelected] = useState(first);
  // only a new first error moves the tab: the user may leave it while that error stands
  const latestTabOf = useRef(tabOf);
  latestTabOf.current = tabOf;
  const firstError = Object.keys(fieldErrors)[0];
  useEffect(() => {
    if (firstError) setSelected(latestTabOf.current(firstError));
  }, [firstError]);
  return { selected, onSelect: setSelected };
}
