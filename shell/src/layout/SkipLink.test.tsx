import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, signIn } from '@staffledger/shared/testing';
import { loadRemoteModule } from '../mf/federation';
import { resetRemoteComponents } from '../mf/RemoteRoute';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

beforeEach(() => {
  load.mockReset();
  resetRemoteComponents();
  createFakeApi().install();
  signIn({ authorities: ['ROLE_SUPER'], given_name: 'Ada', family_name: 'Lovelace' });
});

it('is the first stop of the tab order and moves focus to the page heading in main', async () => {
  const user = userEvent.setup();
  renderApp('/on/landing?page=2');
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveClass('shell-skip-link');

  await user.keyboard('{Enter}');
  const heading = screen.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' });
  expect(heading).toHaveFocus();
  expect(screen.getByRole('main')).toContainElement(heading);
  // the address, which holds a list's state, stays as it was
  expect(location.pathname).toBe('/on/landing');
  expect(location.search).toBe('?page=2');
});

it('moves focus to main itself on a page without a heading', async () => {
  load.mockResolvedValue({ default: () => <p>A screen with no heading</p> });
  renderApp('/on/corps');
  expect(await screen.findByText('A screen with no heading')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
  expect(screen.getByRole('main')).toHaveFocus();
});
