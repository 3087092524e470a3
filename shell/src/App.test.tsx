import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@staffledger/shared';
import { createFakeApi, makeTestToken, resetSession, signIn } from '@staffledger/shared/testing';
import { loadRemoteModule } from './mf/federation';
import { resetRemoteComponents } from './mf/RemoteRoute';
import { location, renderApp } from './testing/renderApp';

jest.mock('./mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeEach(() => createFakeApi().install());

describe('routing', () => {
  it.each(['/', '/on'])('sends %s to /on/landing', async (url) => {
    signIn({ given_name: 'Ada', family_name: 'Lovelace' });
    renderApp(url);
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are signed in successfully.')).toBeInTheDocument();
    expect(location.pathname).toBe('/on/landing');
  });

  it.each(['/on/landing', '/on/security', '/on/corps', '/'])(
    'sends a signed-out user from %s to /on/login',
    async (url) => {
      resetSession();
      renderApp(url);
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(location.pathname).toBe('/on/login');
    },
  );

  it('a page opened signed out leads to the login page and, after signing in, back to it', async () => {
    resetSession();
    createFakeApi()
      .on('POST', '/auth/oauth2/token', { body: { access_token: makeTestToken({ sub: 'ada' }) } })
      .install();
    renderApp('/on/security?from=mail');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(location.pathname).toBe('/on/login');
    expect(location.search).toBe(`?next=${encodeURIComponent('/on/security?from=mail')}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'Secret-123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(location.pathname).toBe('/on/security');
    expect(location.search).toBe('?from=mail');
  });

  it('sends /login (where session expiry goes) to /on/login', async () => {
    resetSession();
    renderApp('/login');
    await waitFor(() => expect(location.pathname).toBe('/on/login'));
  });

  it('drops an expired token and shows the expiry message on the login page', async () => {
    signIn({ exp: Math.floor(Date.now() / 1000) - 10 });
    renderApp('/on/landing');
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/on/login');
  });

  it('shows the public password-reset page without a session', async () => {
    resetSession();
    renderApp('/on/password-reset?mode=forgot');
    expect(await screen.findByRole('button', { name: 'Send Reset Code' })).toBeInTheDocument();
  });

  it('has no quick-time screen when the guest remote is not deployed', async () => {
    signIn();
    renderApp('/on/quick-time?guestCode=abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows quick-time from mfe_guest without sign-in, header or sidebar, and leaves the staff session alone', async () => {
    resetRemoteComponents();
    const expired = makeTestToken({ exp: Math.floor(Date.now() / 1000) - 10 });
    localStorage.clear();
    localStorage.setItem('jwtToken', expired);
    useSession.setState({ initialized: false, token: null, claims: null });
    jest.mocked(loadRemoteModule).mockResolvedValue({
      default: () => <h1>Guest timesheet</h1>,
    });
    renderApp('/on/quick-time?guestCode=abc', ['mfe_corps', 'mfe_guest']);
    expect(await screen.findByRole('heading', { name: 'Guest timesheet' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_guest/QuickTime');
    expect(location.pathname).toBe('/on/quick-time');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // the expired staff token is neither dropped nor turned into a login message
    expect(localStorage.getItem('jwtToken')).toBe(expired);
    expect(localStorage.getItem('loginMessage')).toBeNull();
    expect(useSession.getState().initialized).toBe(false);
  });

  it('shows the approval page from mfe_guest without sign-in, and leaves the staff session alone', async () => {
    resetRemoteComponents();
    const token = makeTestToken();
    localStorage.clear();
    localStorage.setItem('jwtToken', token);
    useSession.setState({ initialized: false, token: null, claims: null });
    jest.mocked(loadRemoteModule).mockResolvedValue({
      default: () => <h1>Timesheets waiting for your approval</h1>,
    });
    renderApp('/on/approval?link=abc', ['mfe_corps', 'mfe_guest']);
    expect(
      await screen.findByRole('heading', { name: 'Timesheets waiting for your approval' }),
    ).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_guest/Approval');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(localStorage.getItem('jwtToken')).toBe(token);
    expect(useSession.getState().initialized).toBe(false);
  });

  it('covers the page with a spinner while API calls are in flight', async () => {
    let release: () => void = () => {};
    createFakeApi()
      .on(
        'GET',
        '/corps/:id/logo',
        () => new Promise((resolve) => (release = () => resolve({ status: 404 }))),
      )
      .install();
    signIn({}, { id: 5, name: 'Acme Staffing' });
    renderApp('/on/landing');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument(),
    );
  });
});
