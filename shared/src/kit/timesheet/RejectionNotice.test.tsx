import { render, screen } from '@testing-library/react';
import type { TimesheetStatus } from '@staffledger/contracts';
import type { SheetSummary } from '@staffledger/contracts/schemas';
import { fakeSheetApi, item, pdf } from './fakeSheetApi';
import { TimesheetSheetEditor } from './TimesheetSheetEditor';

const REASON = 'Wednesday has 12 hours; the client approved 8.';
const FIX = 'Correct it and submit it again.';

const sheet = (status: TimesheetStatus, rejectionReason: string | null): SheetSummary => ({
  id: 3,
  employeeName: 'Jane Doe',
  vendorName: 'Acme',
  periodStartDate: '2026-11-23',
  periodEndDate: '2026-11-29',
  status,
  totalHours: 16,
  rejectionReason,
});

/** The editor of one sheet, once its items are on screen (the loading status is gone then). */
async function show(status: TimesheetStatus, rejectionReason: string | null = REASON) {
  const { api } = fakeSheetApi([item(1, '2026-11-23'), item(2, '2026-11-24')], [pdf]);
  const view = render(
    <TimesheetSheetEditor api={api} timesheet={sheet(status, rejectionReason)} />,
  );
  await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  return { ...view, api };
}

test('a Rejected sheet says why above the items, and stays editable', async () => {
  await show('REJECTED');
  const banner = screen.getByRole('status');
  expect(banner).toHaveTextContent(`This timesheet was rejected: ${REASON} ${FIX}`);
  const table = screen.getByRole('table');
  expect(banner.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/23/2026' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('rejected without a reason, it says so without one', async () => {
  await show('REJECTED', null);
  expect(screen.getByRole('status')).toHaveTextContent(`This timesheet was rejected. ${FIX}`);
  expect(screen.getByRole('status')).not.toHaveTextContent(/rejected:/);
});

test('a reason of several lines keeps its lines', async () => {
  await show('REJECTED', 'Monday: 9 hours, not 8.\nFriday: the comment is missing.');
  expect(screen.getByText(/^Monday: 9 hours/, { selector: 'span' }).textContent).toBe(
    'This timesheet was rejected: Monday: 9 hours, not 8.\nFriday: the comment is missing.',
  );
});

test.each(['PENDING', 'DRAFT', 'SUBMITTED', 'APPROVED', 'LOCKED'] as const)(
  'a %s sheet shows no rejection, even with a reason from an earlier one',
  async (status) => {
    await show(status);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/was rejected/)).not.toBeInTheDocument();
  },
);

test('once the screen shows the sheet Submitted again, the banner is gone', async () => {
  const { api, rerender } = await show('REJECTED');
  expect(screen.getByText(/was rejected/)).toBeInTheDocument();
  rerender(<TimesheetSheetEditor api={api} timesheet={sheet('SUBMITTED', REASON)} />);
  expect(screen.queryByText(/was rejected/)).not.toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/23/2026' })).toBeDisabled();
});
