import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SheetSummary } from '@staffledger/shared';
import { createFakeApi, fixBusinessDay, type FakeApi } from '@staffledger/shared/testing';
import { QuickTimeScreen } from './QuickTimeScreen';
import {
  CODE,
  guestHistory,
  guestWeeks,
  itemsOf,
  rejectedWeek,
  sentWeek,
  thisWeek,
  weekPdf,
} from './test-data';

// Thursday 26 November 2026 in New York.
fixBusinessDay('2026-11-26T15:00:00Z');

let api: FakeApi;
let listed: SheetSummary[];

beforeEach(() => {
  window.history.replaceState(null, '');
  listed = guestWeeks.map((s) => ({ ...s }));
  api = createFakeApi().install();
  api.on('GET', '/guest/:code/verify', () => ({ body: listed }));
  api.on('GET', '/guest/:code/ts/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/guest/:code/ts/:id/attachments', { body: [weekPdf] });
  api.on('GET', '/guest/:code/ts/:id/history', { body: guestHistory });
});

const show = () => render(<QuickTimeScreen guestCode={CODE} reload={jest.fn()} />);
const headerValue = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
const yourTimesheets = () => screen.getByRole('button', { name: /^Your timesheets/ });
const weekButton = (period: string) => screen.getByRole('button', { name: period });
const rows = () =>
  within(screen.getByRole('table', { name: 'Your timesheets' }))
    .getAllByRole('row')
    .slice(1);

async function shownSheet(id: number) {
  await waitFor(() => expect(headerValue('ID')).toBe(String(id)));
  await screen.findAllByRole('spinbutton', { name: /^Hours Worked/ });
}

test('the guest lands on the rejected week, not the newest one verify lists first', async () => {
  show();
  await shownSheet(rejectedWeek.id);
  expect(headerValue('Status')).toBe('Rejected');
  expect(yourTimesheets()).toHaveAccessibleName('Your timesheets 1 rejected, 2 to fill in');
  expect(yourTimesheets()).toHaveAttribute('aria-expanded', 'false');
});

test('the list: every week verify lists, with status and hours, today’s and the shown one marked', async () => {
  const user = userEvent.setup();
  show();
  await shownSheet(rejectedWeek.id);
  await user.click(yourTimesheets());
  expect(rows().map((r) => r.textContent)).toEqual([
    '11/23/2026 – 11/29/2026Includes todayPending8.00',
    '11/16/2026 – 11/22/2026Pending0.00',
    '11/02/2026 – 11/08/2026Rejected38.50',
    '10/26/2026 – 11/01/2026Submitted40.00',
  ]);
  expect(weekButton('11/02/2026 – 11/08/2026')).toHaveAttribute('aria-current', 'true');
});

test('choosing a week opens it by mouse or keyboard; the week left shows its saved hours', async () => {
  const user = userEvent.setup();
  show();
  await shownSheet(rejectedWeek.id);
  await user.click(yourTimesheets());
  listed = listed.map((s) => (s.id === rejectedWeek.id ? { ...s, totalHours: 40 } : s));
  await user.click(weekButton('11/23/2026 – 11/29/2026'));
  await shownSheet(thisWeek.id);
  expect(weekButton('11/23/2026 – 11/29/2026')).toHaveAttribute('aria-current', 'true');
  expect(weekButton('11/02/2026 – 11/08/2026')).not.toHaveAttribute('aria-current');
  await waitFor(() => expect(rows()[2]).toHaveTextContent('Rejected40.00'));
  expect(api.callsTo('GET', '/guest/:code/verify')).toHaveLength(2);

  // the week sent and not yet reviewed opens read-only; << and >> walk on from it
  weekButton('10/26/2026 – 11/01/2026').focus();
  await user.keyboard('{Enter}');
  await shownSheet(sentWeek.id);
  expect(headerValue('Status')).toBe('Submitted');
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 10/26/2026' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous timesheet' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next timesheet' }));
  await shownSheet(rejectedWeek.id);
});

test('after a submit’s reload the submitted week shows first and is marked in the list', async () => {
  const user = userEvent.setup();
  const sent = { ...rejectedWeek, status: 'SUBMITTED' as const };
  listed = listed.map((s) => (s.id === sent.id ? sent : s));
  window.history.replaceState({ staffledgerGuestSubmitted: { sheet: sent, notice: true } }, '');
  show();
  await shownSheet(sent.id);
  expect(yourTimesheets()).toHaveAccessibleName('Your timesheets 2 to fill in');
  await user.click(yourTimesheets());
  expect(weekButton('11/02/2026 – 11/08/2026')).toHaveAttribute('aria-current', 'true');
  expect(rows()[2]).toHaveTextContent('Submitted');
});

test('a code that opens nothing shows no list', async () => {
  api.on('GET', '/guest/:code/verify', {
    status: 401,
    body: { error: 'invalid_guest_code', message: 'Invalid guest code.' },
  });
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid guest code');
  expect(screen.queryByRole('button', { name: /^Your timesheets/ })).not.toBeInTheDocument();
});
