import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { QuickTimeScreen } from './QuickTimeScreen';
import { installGuestApi } from './testing/guestApi';
import { CODE, openSheets } from './test-data';

let api: FakeApi;

beforeEach(() => {
  window.history.replaceState(null, '');
  api = installGuestApi();
});

const tooMany = (headers: Record<string, string> = {}) => ({
  status: 429,
  body: { error: 'too_many_requests', message: 'Too many attempts. Please wait and try again.' },
  headers,
});

const show = () => render(<QuickTimeScreen guestCode={CODE} reload={() => {}} />);

test('a rate-limited guest is told how long to wait, in the verify frame, with no Retry', async () => {
  api.on('GET', '/guest/:code/verify', tooMany({ 'Retry-After': '512' }));
  show();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Failed to verify guest code: Too many attempts from this network. Try again in 9 minutes.',
  );
  expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
});

test('under a minute, the wait is in seconds; without Retry-After, the server’s words', async () => {
  api.on('GET', '/guest/:code/verify', tooMany({ 'Retry-After': '40' }));
  const { unmount } = show();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to verify guest code: Too many attempts from this network. Try again in 40 seconds.',
  );
  unmount();
  api.on('GET', '/guest/:code/verify', tooMany());
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to verify guest code: Too many attempts. Please wait and try again.',
  );
});

test('a server that could not be reached is named, and Retry opens the week', async () => {
  let down = true;
  api.on('GET', '/guest/:code/verify', () => {
    if (down) throw new TypeError('Failed to fetch');
    return { body: openSheets };
  });
  show();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Failed to verify guest code: The server could not be reached. Check your connection and try again.',
  );
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getAllByRole('spinbutton').length).toBeGreaterThan(0));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(document.activeElement).toBe(screen.getByRole('main'));
});

test('a code that opens nothing gets no Retry', async () => {
  api.on('GET', '/guest/:code/verify', {
    status: 401,
    body: { error: 'invalid_guest_code', message: 'Invalid guest code.' },
  });
  show();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Invalid guest code');
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
});
