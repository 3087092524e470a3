import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeApi,
  FakeResponse,
  makeTestToken,
  resetSession,
  signIn,
} from '@staffledger/shared/testing';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', () => {
  beforeEach(() => resetSession());

  it('has required Username and Password fields and the two password links', async () => {
    createFakeApi().install();
    renderApp('/on/login');
    expect(screen.getByLabelText(/^Username/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/on/password-reset?mode=forgot',
    );
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
      'href',
      '/on/password-reset?mode=reset',
    );
  });

  it('signs in with HTTP Basic and goes to the landing page', async () => {
    const token = makeTestToken({ sub: 'ada', given_name: 'Ada', family_name: 'Lovelace' });
    const api = createFakeApi();
    const requests: RequestInit[] = [];
    const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/auth/oauth2/token') {
        requests.push(init);
        return new FakeResponse({
          body: { access_token: token, token_type: 'Bearer', expires_in: 3600 },
        });
      }
      return api.fetch(url, init);
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    renderApp('/on/login');
    await submit('ada', 'Secret-123');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/on/landing');
    const headers = requests[0].headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${btoa('ada:Secret-123')}`);
    expect(requests[0].body).toBe('grant_type=client_credentials');
    expect(localStorage.getItem('jwtToken')).toBe(token);
  });

  it.each([
    ['/on/security', '/on/security'],
    ['https://evil.example/on/security', '/on/landing'],
    ['%2F%2Fevil.example', '/on/landing'],
  ])('with next=%s, goes to %s after signing in', async (next, expected) => {
    const token = makeTestToken({ sub: 'ada', given_name: 'Ada', family_name: 'Lovelace' });
    createFakeApi()
      .on('POST', '/auth/oauth2/token', { body: { access_token: token } })
      .install();
    renderApp(`/on/login?next=${encodeURIComponent(next)}`);
    await submit('ada', 'Secret-123');
    await waitFor(() => expect(location.pathname).toBe(expected));
  });

  it('shows the failure text when the credentials are refused', async () => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(
      async () => new FakeResponse({ status: 401 }),
    );
    renderApp('/on/login');
    await submit('ada', 'wrong');
    expect(
      await screen.findByText('Login failed. Please check your credentials and try again.'),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/on/login');
  });

  it('shows a stored login message once, then clears it', async () => {
    localStorage.setItem('loginMessage', 'Your session has expired. Please log in again.');
    resetSessionKeepingStorage();
    const first = renderApp('/on/login');
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('loginMessage')).toBeNull());
    first.unmount();
    renderApp('/on/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(
      screen.queryByText('Your session has expired. Please log in again.'),
    ).not.toBeInTheDocument();
  });

  it('sends a signed-in user to the landing page', async () => {
    signIn({ given_name: 'Grace', family_name: 'Hopper' });
    createFakeApi().install();
    renderApp('/on/login');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Grace Hopper' }),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/on/landing');
  });
});

/** init() again without clearing storage (resetSession clears it). */
function resetSessionKeepingStorage() {
  const { useSession } = jest.requireActual(
    '@staffledger/shared',
  ) as typeof import('@staffledger/shared');
  useSession.setState({ initialized: false, loginMessage: null });
  useSession.getState().init();
}
