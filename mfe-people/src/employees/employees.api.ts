import { apiFetch, type GuestCodeIssued, type InvitationSent } from '@staffledger/shared';

export const EMPLOYEES_PATH = '/employees';

/** The success message stays 1 second before the form returns to the list (docs/screens.md). */
export const EMPLOYEE_SAVE_RETURN_DELAY_MS = 1000;

const guestCodePath = (employeeId: string | number) => `${EMPLOYEES_PATH}/${employeeId}/guest-code`;

/**
 * POST /employees/{id}/guest-code: creates or replaces the employee's guest code. The only answer
 * that holds the code and its link (the server keeps a digest).
 */
export function generateGuestCode(employeeId: string | number): Promise<GuestCodeIssued> {
  return apiFetch<GuestCodeIssued>(guestCodePath(employeeId), { method: 'POST' });
}

/** DELETE /employees/{id}/guest-code: the code and its link stop working. */
export async function revokeGuestCode(employeeId: string | number): Promise<void> {
  await apiFetch(guestCodePath(employeeId), { method: 'DELETE' });
}

/** The e-mail call's answer: the server's words ('The guest link was e-mailed to …'). */
export type GuestLinkEmailed = { message: string; to: string };

/**
 * POST /employees/{id}/guest-code/email: e-mails the link of the code just made to the employee.
 * Fails with the server's message: no e-mail address (400), no longer the current code (409),
 * mail server refused (502).
 */
export function emailGuestLink(
  employeeId: string | number,
  guestCode: string,
): Promise<GuestLinkEmailed> {
  return apiFetch<GuestLinkEmailed>(`${guestCodePath(employeeId)}/email`, {
    method: 'POST',
    body: { guestCode },
  });
}

/**
 * POST /employees/{id}/invitation: e-mails the employee a link to set a password (a new one ends
 * the earlier link). Fails with the server's message: no address (400), Inactive or a password
 * already set (409), five this hour (429), mail server refused (502).
 */
export function sendInvitation(employeeId: string | number): Promise<InvitationSent> {
  return apiFetch<InvitationSent>(`${EMPLOYEES_PATH}/${employeeId}/invitation`, {
    method: 'POST',
  });
}
