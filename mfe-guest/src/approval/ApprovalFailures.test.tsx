import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { ApprovalScreen } from './ApprovalScreen';
import { approvalPage, installApprovalApi, TOKEN } from './testing/approvalApi';

let api: FakeApi;

beforeEach(() => {
  api = installApprovalApi();
});

const pageCalls = () => api.callsTo('GET', '/approval/:token');

test.each([
  ['no link at all', null],
  ['a blank one', '  '],
  ['one of the wrong shape', 'abc'],
  ['one too long', `${TOKEN}x`],
])('%s is not valid, and is not sent to the server', async (_, token) => {
  render(<ApprovalScreen token={token} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This approval link is not valid.');
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  expect(pageCalls()).toHaveLength(0);
});

test.each([
  ['invalid_approval_link', 'This approval link is not valid.'],
  ['approval_link_expired', 'This approval link has expired. Ask the agency for a new one.'],
])('a link the server refuses (%s) says why, with no Retry', async (error, text) => {
  api.on('GET', '/approval/:token', { status: 401, body: { error, message: text } });
  render(<ApprovalScreen token={TOKEN} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
});

test('too many wrong links from the network: how long to wait, and no Retry', async () => {
  api.on('GET', '/approval/:token', {
    status: 429,
    body: { error: 'too_many_requests', message: 'Too many attempts. Please wait and try again.' },
    headers: { 'Retry-After': '512' },
  });
  render(<ApprovalScreen token={TOKEN} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Failed to open the approval link: Too many attempts. Try again in 9 minutes.',
  );
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
});

test('a server that cannot be reached is named, and Retry opens the page', async () => {
  let down = true;
  api.on('GET', '/approval/:token', () => {
    if (down) throw new TypeError('Failed to fetch');
    return { body: approvalPage() };
  });
  render(<ApprovalScreen token={TOKEN} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Failed to open the approval link: The server could not be reached. Check your connection and try again.',
  );
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: '2 weeks waiting' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('nothing waiting: the page says so, with no Approve all', async () => {
  api.on('GET', '/approval/:token', { body: approvalPage([]) });
  render(<ApprovalScreen token={TOKEN} />);
  expect(
    await screen.findByRole('heading', { name: 'Nothing is waiting for your approval.' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve all' })).not.toBeInTheDocument();
});
