import { useEffect, useState } from 'react';
import type { SelectOption } from '../form/SelectField';
import { loadEmployeeChoices, loadVendorChoices } from './peopleChoices';

export type PeopleChoices = {
  status: 'loading' | 'ready' | 'error';
  employees: SelectOption[];
  vendors: SelectOption[];
};

export type PeopleChoicesOptions = {
  /** Load the employees too (default true); a form with only a vendor dropdown skips them. */
  employees?: boolean;
};

/** The employee and vendor dropdowns of a form, sorted by name, loaded once. */
export function usePeopleChoices({ employees = true }: PeopleChoicesOptions = {}): PeopleChoices {
  const [choices, setChoices] = useState<PeopleChoices>({
    status: 'loading',
    employees: [],
    vendors: [],
  });
  useEffect(() => {
    let live = true;
    Promise.all([employees ? loadEmployeeChoices() : Promise.resolve([]), loadVendorChoices()])
      .then(([employeeChoices, vendors]) => {
        if (live) setChoices({ status: 'ready', employees: employeeChoices, vendors });
      })
      .catch(() => {
        if (live) setChoices({ status: 'error', employees: [], vendors: [] });
      });
    return () => {
      live = false;
    };
  }, [employees]);
  return choices;
}
