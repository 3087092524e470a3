import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import {
  createFakeApi,
  FakeResponse,
  makeTestToken,
  resetSession,
  signIn,
} from '@staffledger/shared/testing';
import { loadRemoteModule } from '../mf/federation';
import { resetRemoteComponents } from '../mf/RemoteRoute';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** A remote as Module Federation hands it over: a list with a filter in the URL and a form. */
function CorpsRoutes() {
  return (
    <Routes>
      <Route index element={<CorpList />} />
      <Route path="new" element={<CorpForm />} />
    </Routes>
  );
}

function CorpList() {
  const [params, setParams] = useSearchParams();
  return (
    <section>
      <h1>Corporations</h1>
      <label>
        Name
        <input
          value={params.get('name') ?? ''}
          onChange={(e) => setParams({ name: e.target.value })}
        />
      </label>
    </section>
  );
}

function CorpForm() {
  const navigate = useNavigate();
  return (
    <section>
      <h1>New Corporation</h1>
      <button type="button" onClick={() => navigate('/on/corps')}>
        Save
      </button>
    </section>
  );
}

/** The remote's module, held back until the test calls `arrive`. */
function remoteArrivingLater() {
  let arrive: () => void = () => {};
  load.mockReturnValue(
    new Promise((resolve) => {
      arrive = () => resolve({ default: CorpsRoutes as ComponentType });
    }),
  );
  return () => act(async () => arrive());
}

beforeEach(() => {
  load.mockReset();
  resetRemoteComponents();
  createFakeApi().install();
  signIn({ authorities: ['ROLE_SUPER'], given_name: 'Ada', family_name: 'Lovelace' });
});

it('leaves focus alone on the first page of the document', async () => {
  renderApp('/on/landing');
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
  expect(document.body).toHaveFocus();
});

it('leaves focus alone when the first page is a redirect and the user has not acted yet', async () => {
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    value: { hasBeenActive: false, isActive: false },
  });
  try {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/on/landing');
    expect(document.body).toHaveFocus();
  } finally {
    delete (navigator as { userActivation?: unknown }).userActivation;
  }
});

it('moves focus to the heading of the page a sidebar link opens', async () => {
  renderApp('/on/landing');
  await userEvent.click(screen.getByRole('link', { name: 'Security' }));
  const heading = screen.getByRole('heading', { level: 1, name: 'Change Password' });
  await waitFor(() => expect(heading).toHaveFocus());
  // focusable by script only: not a stop of the tab order
  expect(heading).toHaveAttribute('tabindex', '-1');
});

it("waits for a remote screen's heading, rendered once the remote has loaded", async () => {
  const arrive = remoteArrivingLater();
  renderApp('/on/landing');
  await userEvent.click(screen.getByRole('link', { name: 'Corporations' }));
  expect(screen.queryByRole('heading', { name: 'Corporations' })).not.toBeInTheDocument();
  await arrive();
  const heading = await screen.findByRole('heading', { name: 'Corporations' });
  await waitFor(() => expect(heading).toHaveFocus());
});

it('lets focus be when the user moved on before the heading arrived', async () => {
  const arrive = remoteArrivingLater();
  renderApp('/on/landing');
  await userEvent.click(screen.getByRole('link', { name: 'Corporations' }));
  const logout = screen.getByRole('button', { name: 'Logout' });
  act(() => logout.focus());
  await arrive();
  expect(await screen.findByRole('heading', { name: 'Corporations' })).toBeInTheDocument();
  expect(logout).toHaveFocus();
});

it('after a save returns to the list, focus is on the list heading', async () => {
  load.mockResolvedValue({ default: CorpsRoutes });
  renderApp('/on/corps/new');
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(location.pathname).toBe('/on/corps');
  const heading = await screen.findByRole('heading', { name: 'Corporations' });
  await waitFor(() => expect(heading).toHaveFocus());
});

it('keeps focus in a filter whose value goes to the query string', async () => {
  load.mockResolvedValue({ default: CorpsRoutes });
  renderApp('/on/corps');
  const name = await screen.findByLabelText('Name');
  await userEvent.type(name, 'north');
  expect(location.search).toBe('?name=north');
  expect(name).toHaveFocus();
});

it('puts focus on the landing heading after signing in', async () => {
  resetSession();
  const token = makeTestToken({ sub: 'ada', given_name: 'Ada', family_name: 'Lovelace' });
  (globalThis as { fetch: unknown }).fetch = jest.fn(
    async () =>
      new FakeResponse({ body: { access_token: token, token_type: 'Bearer', expires_in: 3600 } }),
  );
  renderApp('/on/login');
  await userEvent.type(screen.getByLabelText(/^Username/), 'ada');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Secret-123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  const heading = await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });
  await waitFor(() => expect(heading).toHaveFocus());
});
