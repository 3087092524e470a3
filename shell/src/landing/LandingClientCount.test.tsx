import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, signIn, type FakeApi } from '@staffledger/shared/testing';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

let api: FakeApi;

beforeEach(() => {
  api = createFakeApi().install();
  signIn({ given_name: 'Dana', family_name: 'Kim', authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4);
});

const openLanding = () => renderApp('/on/landing', ['mfe_corps', 'mfe_timesheets']);

test('the weeks waiting for the client show beside the other counts and open the filtered list', async () => {
  api.on('GET', '/timesheets/counts', {
    body: { missing: 3, awaitingApproval: 5, awaitingClient: 2, clientApproval: 'required' },
  });
  openLanding();
  const client = await screen.findByRole('link', { name: 'Awaiting client: 2' });
  expect(client).toHaveAttribute('href', '/on/timesheets?awaitingClient=true');
  const links = screen
    .getAllByRole('link', { name: /^(Missing|Awaiting)/ })
    .map((l) => l.textContent);
  expect(links).toEqual(['Missing timesheets: 3', 'Awaiting approval: 5', 'Awaiting client: 2']);
  await userEvent.click(client);
  expect(location.pathname).toBe('/on/timesheets');
  expect(location.search).toBe('?awaitingClient=true');
});

test('without client approval the count is left out, unless weeks sent before it was turned off still wait', async () => {
  api.on('GET', '/timesheets/counts', {
    body: { missing: 3, awaitingApproval: 5, awaitingClient: 0, clientApproval: 'off' },
  });
  const view = openLanding();
  expect(await screen.findByRole('link', { name: 'Awaiting approval: 5' })).toBeVisible();
  expect(screen.queryByRole('link', { name: /Awaiting client/ })).toBeNull();
  view.unmount();

  api.on('GET', '/timesheets/counts', {
    body: { missing: 3, awaitingApproval: 5, awaitingClient: 1, clientApproval: 'off' },
  });
  openLanding();
  expect(await screen.findByRole('link', { name: 'Awaiting client: 1' })).toBeVisible();
});
