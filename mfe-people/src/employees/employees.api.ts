import { apiFetch } from '@staffledger/shared';

export const EMPLOYEES_PATH = '/employees';

/** Spec §9: the success message stays 1 second before the form returns to the list. */
export const EMPLOYEE_SAVE_RETURN_DELAY_MS = 1000;

/** POST /employees/{id}/guest-code: creates or replaces the employee's guest code. */
export async function generateGuestCode(employeeId: string | number): Promise<string> {
  const res = await apiFetch<{ guestCode: string }>(
    `${EMPLOYEES_PATH}/${employeeId}/guest-code`,
    { method: 'POST' },
  );
  return res.guestCode;
}

/** The link a guest opens to fill in the employee's timesheets without signing in. */
export function guestLink(guestCode: string, origin = window.location.origin): string {
  return `${origin}/on/quick-time?guestCode=${encodeURIComponent(guestCode)}`;
}
