import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerLeaveGuard, useSession } from '@staffledger/shared';
import { createFakeApi, makeTestToken, resetSession, signIn } from '@staffledger/shared/testing';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ADA = { sub: 'ada@acme.test', uid: 7, ver: 1, authorities: ['ROLE_EMPLOYER'], corpid: 3 };
const now = () => Math.floor(Date.now() / 1000);
/** A token of Ada's that started `age` seconds ago and ends in `left` seconds. */
const adaToken = (age: number, left: number, extra: object = {}) =>
  makeTestToken({ ...ADA, iat: now() - age, exp: now() + left, ...extra });

/** Another tab of the browser changed the stored token (or cleared the storage: key null). */
function otherTabStores(key: string | null, newValue: string | null) {
  if (key && newValue) localStorage.setItem(key, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

const counts = { missing: 2, awaitingApproval: 5, awaitingClient: 0 };

/** Ada on the landing page, whose counts call is refused with 401 `code`: the dialog it opens. */
async function refusedOnLanding(code: string) {
  createFakeApi()
    .on('GET', '/timesheets/counts', { status: 401, body: { error: code } })
    .install();
  signIn(ADA, 3);
  renderApp('/on/landing', ['mfe_timesheets']);
  return screen.findByRole('dialog', { name: 'Sign in again' });
}

describe('when the server refuses the token', () => {
  it('asks Ada to sign in again over the page, then sends the refused call again', async () => {
    const renewed = adaToken(0, 3600);
    let first = true;
    const api = createFakeApi()
      .on('GET', '/timesheets/counts', () => {
        if (!first) return { body: counts };
        first = false;
        return { status: 401, body: { error: 'password_changed', message: 'Changed.' } };
      })
      .on('POST', '/auth/oauth2/token', (req) =>
        req.headers.Authorization === `Basic ${btoa('ada@acme.test:New-pass1')}`
          ? { body: { access_token: renewed } }
          : { status: 401, body: { error: 'invalid_client' } },
      )
      .install();
    signIn(ADA, 3);
    renderApp('/on/landing', ['mfe_timesheets']);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(dialog).toHaveAccessibleDescription(
      'Your password was changed in another window or device. Sign in with your new password. What you entered on this page is kept.',
    );
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveValue('ada@acme.test');
    expect(username).toHaveAttribute('readonly');
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveFocus();
    // the page stays under the dialog
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(password, 'Old-pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(
      await within(dialog).findByText('Login failed. Please check your credentials and try again.'),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'New-pass1{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Awaiting approval: 5')).toBeInTheDocument();
    const calls = api.callsTo('GET', '/timesheets/counts');
    expect(calls).toHaveLength(2);
    expect(calls[1].headers.Authorization).toBe(`Bearer ${renewed}`);
    expect(localStorage.getItem('jwtToken')).toBe(renewed);
    expect(location.pathname).toBe('/on/landing');
  });

  it('keeps the dialog on Escape, keeps Tab inside it, and Log out leaves as Logout does', async () => {
    const dialog = await refusedOnLanding('token_revoked');
    expect(dialog).toHaveTextContent(
      'Your account was changed, which ended this sign-in. Sign in again.',
    );
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
    const logout = within(dialog).getByRole('button', { name: 'Log out' });
    const signInButton = within(dialog).getByRole('button', { name: 'Sign in' });
    signInButton.focus();
    await user.tab();
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    await user.tab({ shift: true });
    expect(signInButton).toHaveFocus();
    await user.click(logout);
    expect(location.pathname).toBe('/on/login');
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(useSession.getState().claims).toBeNull();
  });

  it('with unsaved input on the page, Log out first says what it would lose', async () => {
    const release = registerLeaveGuard({ dirty: () => true, ask: async () => true });
    try {
      const dialog = await refusedOnLanding('password_changed');
      const user = userEvent.setup();
      await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'What you entered on this page is not saved yet: logging out loses it.',
      );
      expect(location.pathname).toBe('/on/landing');
      expect(useSession.getState().token).not.toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
      expect(location.pathname).toBe('/on/login');
      expect(useSession.getState().token).toBeNull();
    } finally {
      release();
    }
  });

  it('an empty password is refused in words, in the dialog', async () => {
    const dialog = await refusedOnLanding('unauthorized');
    expect(dialog).toHaveTextContent('Your session has expired.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Enter your password.',
    );
  });
});

describe('an idle user', () => {
  it('is warned before the end with a countdown; Stay signed in renews', async () => {
    const renewed = adaToken(0, 3600);
    const api = createFakeApi()
      .on('POST', '/auth/renew', { body: { access_token: renewed } })
      .install();
    resetSession(adaToken(50, 9), 3);
    renderApp('/on/landing');
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveAccessibleName(/^Your session will end in \d seconds\.$/);
    const stay = within(warning).getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    // keys inside the warning are not the activity that renews by itself
    await userEvent.setup().tab();
    expect(api.callsTo('POST', '/auth/renew')).toHaveLength(0);
    await userEvent.setup().click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('jwtToken')).toBe(renewed);
  });

  it('Escape in the warning also renews; a failed renewal says so', async () => {
    let up = false;
    createFakeApi()
      .on('POST', '/auth/renew', () =>
        up ? { body: { access_token: adaToken(0, 3600) } } : { status: 503 },
      )
      .install();
    resetSession(adaToken(50, 9), 3);
    renderApp('/on/landing');
    const warning = await screen.findByRole('alertdialog');
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(
      await within(warning).findByText(
        'Your session could not be renewed: StaffLedger did not answer. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    up = true;
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('past the end is asked to sign in again, told it was for inactivity', async () => {
    createFakeApi().install();
    resetSession(adaToken(50, 1), 3);
    renderApp('/on/landing');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' }, { timeout: 4000 });
    expect(dialog).toHaveTextContent(
      'You were signed out because you had not used StaffLedger for a while.',
    );
    expect(location.pathname).toBe('/on/landing');
  });
});

describe('the other tabs', () => {
  it("take a renewal of the same session; a sign-in after a password change ends this tab's", async () => {
    const api = createFakeApi()
      .on('POST', '/auth/renew', {
        status: 401,
        body: { error: 'password_changed', message: 'Changed.' },
      })
      .install();
    resetSession(adaToken(10, 3000), 3);
    renderApp('/on/landing');
    await screen.findByRole('heading', { name: /Welcome/ });
    const renewal = adaToken(0, 3600);
    otherTabStores('jwtToken', renewal);
    expect(useSession.getState().token).toBe(renewal);
    expect(api.callsTo('POST', '/auth/renew')).toHaveLength(0);

    otherTabStores('jwtToken', adaToken(0, 3600, { ver: 2 }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(dialog).toHaveTextContent('Your password was changed in another window or device.');
    // asked with this tab's own token, which the server refused
    expect(api.callsTo('POST', '/auth/renew')[0].headers.Authorization).toBe(`Bearer ${renewal}`);
  });

  it("follow a logout there, and another user's sign-in leaves nothing of this one's", async () => {
    createFakeApi().install();
    signIn({ ...ADA, given_name: 'Ada' }, 3);
    renderApp('/on/security');
    await screen.findByRole('heading', { name: 'Change Password' });
    localStorage.setItem(
      'jwtToken',
      makeTestToken({ sub: 'bo@acme.test', uid: 8, given_name: 'Bo', family_name: 'Li' }),
    );
    otherTabStores('jwtToken', localStorage.getItem('jwtToken'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Bo Li' })).toBeInTheDocument();
    expect(location.pathname).toBe('/on/landing');

    localStorage.clear();
    otherTabStores(null, null);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(location.pathname).toBe('/on/login');
  });
});
