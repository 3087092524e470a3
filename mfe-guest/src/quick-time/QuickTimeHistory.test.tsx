import { render, screen, within } from '@testing-library/react';
import { fixBusinessDay, type FakeApi } from '@staffledger/shared/testing';
import { QuickTimeScreen } from './QuickTimeScreen';
import { installGuestApi } from './testing/guestApi';
import { CODE, guestHistory, pendingWeek, submittedWeek, weekPdf } from './test-data';

fixBusinessDay('2026-11-26T15:00:00Z');

let api: FakeApi;

beforeEach(() => {
  window.history.replaceState(null, '');
  api = installGuestApi([weekPdf]);
});

async function historyLines() {
  const panel = await screen.findByRole('region', { name: 'History' });
  await within(panel).findAllByRole('listitem');
  return within(panel)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

test('a guest reads the week’s history by kinds, never names, over the guest call', async () => {
  render(<QuickTimeScreen guestCode={CODE} reload={jest.fn()} />);
  expect(await historyLines()).toEqual([
    '11/18/2026 3:20 AM a guest saved the hours',
    '11/17/2026 5:45 PM the employee saved the hours',
    '11/16/2026 8:00 AM staff created the timesheet',
  ]);
  const [call] = api.callsTo('GET', '/guest/:code/ts/:id/history');
  // the oldest open week opens first
  expect(call.path).toBe(`/guest/${CODE}/ts/${pendingWeek.id}/history`);
  expect(call.headers.Authorization).toBeUndefined();
  expect(call.credentials).toBe('omit');
});

test('after the reload, the week just submitted shows its submission', async () => {
  window.history.replaceState(
    { staffledgerGuestSubmitted: { sheet: submittedWeek, notice: false } },
    '',
  );
  api.on('GET', '/guest/:code/ts/:id/history', {
    body: [
      ...guestHistory,
      { ...guestHistory[2], at: '2026-11-18T08:25:00.000Z', event: 'submitted', to: 'SUBMITTED' },
    ],
  });
  render(<QuickTimeScreen guestCode={CODE} reload={jest.fn()} />);
  expect((await historyLines()).slice(0, 2)).toEqual([
    '11/18/2026 3:25 AM a guest submitted it',
    '11/18/2026 3:20 AM a guest saved the hours',
  ]);
  expect(api.callsTo('GET', '/guest/:code/ts/:id/history')[0].path).toBe(
    `/guest/${CODE}/ts/${submittedWeek.id}/history`,
  );
  // a guest opens no invoice and no staff screen: the panel links nowhere
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
