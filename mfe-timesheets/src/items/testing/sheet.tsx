import { screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@staffledger/shared/testing';
import TimesheetItemsRoutes from '../TimesheetItemsRoutes';

/** A value of the sheet's header ('ID', 'Status', …) as the screen shows it. */
export const headerValue = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

/** Waits until sheet `id` is on screen with its days. */
export async function shownSheet(id: number) {
  await waitFor(() => expect(headerValue('ID')).toBe(String(id)));
  await screen.findAllByRole('spinbutton', { name: /^Hours Worked/ });
}

/** The items screen opened on sheet `id`, once it shows. */
export async function openSheet(id: number) {
  renderRemote(`/on/timesheet-items?timesheetId=${id}`, {
    '/on/timesheet-items': <TimesheetItemsRoutes />,
  });
  await shownSheet(id);
}
