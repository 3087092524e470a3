import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, noAnswerError } from '../../api/ApiError';
import { fakeSheetApi, summary, item } from './fakeSheetApi';
import { TimesheetSheetEditor } from './TimesheetSheetEditor';

const sheet = summary();
const DOWN = 'The server could not be reached. Check your connection and try again.';

test('items the server could not be reached for: the cause in the frame, and Retry loads them', async () => {
  const { api } = fakeSheetApi([item(1, '2026-11-23')]);
  api.items.mockRejectedValueOnce(noAnswerError(new TypeError('Failed to fetch')));
  render(
    <main>
      <TimesheetSheetEditor api={api} timesheet={sheet} />
    </main>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`Failed to fetch timesheet items: ${DOWN}`);
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' })).toHaveValue(8);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(api.items).toHaveBeenCalledTimes(2);
  // the focus waits on the page rather than on the button that left
  expect(document.activeElement).toBe(screen.getByRole('main'));
});

test('a sheet the server refuses to show gets no Retry: trying again cannot help', async () => {
  const { api } = fakeSheetApi([]);
  api.items.mockRejectedValueOnce(new ApiError(404, 'Timesheet not found.', 'not_found'));
  render(<TimesheetSheetEditor api={api} timesheet={sheet} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch timesheet items: Timesheet not found.');
  expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('a save that got no answer says why in the frame, not the browser’s words', async () => {
  const { api } = fakeSheetApi([item(1, '2026-11-23')]);
  api.save.mockRejectedValueOnce(noAnswerError(new TypeError('Failed to fetch')));
  render(<TimesheetSheetEditor api={api} timesheet={sheet} />);
  await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Failed to save timesheet items: ${DOWN}`,
  );
  expect(screen.queryByText(/Failed to fetch$/)).not.toBeInTheDocument();
});
