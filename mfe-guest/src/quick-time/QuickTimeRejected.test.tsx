import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SheetSummary } from '@staffledger/shared';
import { createFakeApi, type FakeApi } from '@staffledger/shared/testing';
import { QuickTimeScreen } from './QuickTimeScreen';
import { CODE, draftWeek, guestHistory, itemsOf, pendingWeek, weekPdf } from './test-data';

const REASON = 'Monday needs the ward you worked on.';
const BANNER = `This timesheet was rejected: ${REASON} Correct it and submit it again.`;
/** The guest's newest week, sent back by staff with a reason. */
const rejectedWeek: SheetSummary = { ...draftWeek, status: 'REJECTED', rejectionReason: REASON };

let api: FakeApi;
const reload = jest.fn();

beforeEach(() => {
  window.history.replaceState(null, '');
  reload.mockReset();
  api = createFakeApi().install();
  api.on('GET', '/guest/:code/verify', { body: [rejectedWeek, pendingWeek] });
  api.on('GET', '/guest/:code/ts/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/guest/:code/ts/:id/attachments', { body: [weekPdf] });
  api.on('GET', '/guest/:code/ts/:id/history', { body: guestHistory });
});

const headerValue = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
/** The rejection banner: a status (a polite live region) that starts with the rejection. */
const banner = () => screen.queryByText(/^This timesheet was rejected/)?.closest('[role="status"]');

async function shownSheet(id: number) {
  await waitFor(() => expect(headerValue('ID')).toBe(String(id)));
  await screen.findAllByRole('spinbutton', { name: /^Hours Worked/ });
}

const show = () => render(<QuickTimeScreen guestCode={CODE} reload={reload} />);

test('the guest sees why the week was rejected, fixes it, submits; after the reload the banner is gone', async () => {
  const user = userEvent.setup();
  api.on('PUT', '/guest/:code/ts/:id/items/submit', (req) => ({
    // the answer carries the reason still; the sheet is Submitted
    body: { timesheet: { ...rejectedWeek, status: 'SUBMITTED' }, items: req.body },
  }));
  const { unmount } = show();
  await shownSheet(rejectedWeek.id);
  expect(headerValue('Status')).toBe('Rejected');
  expect(banner()).toHaveTextContent(BANNER);

  const hours = screen.getByRole('spinbutton', { name: 'Hours Worked 11/16/2026' });
  expect(hours).toBeEnabled();
  await user.clear(hours);
  await user.type(hours, '8');
  await user.type(screen.getByRole('textbox', { name: 'Activities 11/16/2026' }), 'Ward 4B');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(api.callsTo('PUT', `/guest/${CODE}/ts/33/items/submit`)).toHaveLength(1);

  // the reload: verify lists the week Submitted; it shows first, without the banner
  unmount();
  api.on('GET', '/guest/:code/verify', {
    body: [{ ...rejectedWeek, status: 'SUBMITTED' }, pendingWeek],
  });
  show();
  await shownSheet(rejectedWeek.id);
  expect(headerValue('Status')).toBe('Submitted');
  expect(screen.getByText('Timesheet submitted successfully')).toBeInTheDocument();
  expect(banner()).toBeFalsy();
});

test('another open week of the guest shows no banner', async () => {
  show();
  await shownSheet(rejectedWeek.id);
  expect(banner()).toHaveTextContent(BANNER);
  await userEvent.click(screen.getByRole('button', { name: 'Previous timesheet' }));
  await shownSheet(pendingWeek.id);
  expect(banner()).toBeFalsy();
});
