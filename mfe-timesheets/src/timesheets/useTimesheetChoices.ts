import { useEffect, useState } from 'react';
import type { SelectOption } from '@staffledger/shared';
import { loadEmployeeChoices, loadVendorChoices } from './timesheets.choices';

export type TimesheetChoices = {
  status: 'loading' | 'ready' | 'error';
  employees: SelectOption[];
  vendors: SelectOption[];
};

/** The employee and vendor dropdowns of the form, loaded once. */
export function useTimesheetChoices(): TimesheetChoices {
  const [choices, setChoices] = useState<TimesheetChoices>({
    status: 'loading',
    employees: [],
    vendors: [],
  });
  useEffect(() => {
    let live = true;
    Promise.all([loadEmployeeChoices(), loadVendorChoices()])
      .then(([employees, vendors]) => {
        if (live) setChoices({ status: 'ready', employees, vendors });
      })
      .catch(() => {
        if (live) setChoices({ status: 'error', employees: [], vendors: [] });
      });
    return () => {
      live = false;
    };
  }, []);
  return choices;
}
