import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, signIn, type FakeApi } from '@staffledger/shared/testing';
import { renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

let api: FakeApi;
let down: boolean;

beforeEach(() => {
  down = true;
  api = createFakeApi().install();
  api.on('GET', '/timesheets/counts', () => {
    if (down) throw new TypeError('Failed to fetch');
    return { body: { missing: 3, awaitingApproval: 1, awaitingClient: 0 } };
  });
  signIn({ given_name: 'Dana', family_name: 'Kim', authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4);
});

test('counts the server could not be reached for say why, quietly, and Retry reads them', async () => {
  renderApp('/on/landing', ['mfe_corps', 'mfe_timesheets']);
  const line = (await screen.findByText('Counts unavailable')).closest<HTMLElement>(
    '[role="status"]',
  )!;
  expect(line).toHaveTextContent(
    'Counts unavailable: The server could not be reached. Check your connection and try again.',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  down = false;
  await userEvent.click(within(line).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Missing timesheets: 3' })).toBeInTheDocument();
  expect(screen.queryByText('Counts unavailable')).not.toBeInTheDocument();
  expect(document.activeElement).toHaveClass('shell-counts');
});

test('counts refused for a reason that another try cannot change offer no Retry', async () => {
  down = false;
  api.on('GET', '/timesheets/counts', {
    status: 403,
    body: { error: 'forbidden', message: 'You are not allowed to do this.' },
  });
  renderApp('/on/landing', ['mfe_corps', 'mfe_timesheets']);
  expect(await screen.findByText('Counts unavailable')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
