import { screen, within } from '@testing-library/react';

/** The column headers' texts as a user reads them, without the sort arrows. */
export function columnHeaders(): (string | undefined)[] {
  return screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim());
}

/** The texts of the options of the select named `name`, in order. */
export function optionsOf(name: string): (string | null)[] {
  return within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((o) => o.textContent);
}
