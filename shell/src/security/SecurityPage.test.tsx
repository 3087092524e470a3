import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, makeTestToken, signIn } from '@staffledger/shared/testing';
import { location, renderApp } from '../testing/renderApp';
import { isStrongPassword, validatePasswordChange } from '@staffledger/shared';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText(/^Current Password/), current);
  if (next) await user.type(screen.getByLabelText(/^New Password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('security screen', () => {
  it.each([
    ['', 'Abcdefg1', 'Abcdefg1', 'All fields are required.'],
    ['Old-pass1', 'Abcdefg1', 'Abcdefg2', 'New password and confirmation do not match.'],
    [
      'Old-pass1',
      'abcdefg1',
      'abcdefg1',
      'Password must be at least 8 chars, include uppercase, lowercase, and a number.',
    ],
    [
      'Old-pass1',
      'Abc1',
      'Abc1',
      'Password must be at least 8 chars, include uppercase, lowercase, and a number.',
    ],
  ])(
    'refuses (%s, %s, %s) with "%s" and sends nothing',
    async (current, next, confirm, message) => {
      const api = createFakeApi().install();
      signIn();
      renderApp('/on/security');
      await fill(current, next, confirm);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    },
  );

  it('changes the password with the bearer token and the user name from the token', async () => {
    const api = createFakeApi().on('POST', '/user/changePwd', { status: 204 }).install();
    const token = signIn({ sub: 'ada@example.com' });
    renderApp('/on/security');
    await fill('Old-pass1', 'New-pass1', 'New-pass1');
    const [call] = api.callsTo('POST', '/user/changePwd');
    expect(call.body).toEqual({
      userName: 'ada@example.com',
      oldPassword: 'Old-pass1',
      newPassword: 'New-pass1',
    });
    expect(call.headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('after a change this tab signs in again with the new password and stays on the page', async () => {
    const renewed = makeTestToken({ sub: 'ada@example.com', uid: 4, ver: 2 });
    const api = createFakeApi()
      .on('POST', '/user/changePwd', {
        status: 200,
        body: { message: 'Password updated successfully.' },
      })
      .on('POST', '/auth/oauth2/token', { body: { access_token: renewed } })
      .install();
    signIn({ sub: 'ada@example.com', uid: 4, ver: 1 });
    renderApp('/on/security');
    await fill('Old-pass1', 'New-pass1', 'New-pass1');
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
    expect(location.pathname).toBe('/on/security');
    const [signInCall] = api.callsTo('POST', '/auth/oauth2/token');
    expect(signInCall.headers.Authorization).toBe(`Basic ${btoa('ada@example.com:New-pass1')}`);
    expect(localStorage.getItem('jwtToken')).toBe(renewed);
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('');
  });

  it('when that sign-in fails, the login page asks for the new password', async () => {
    createFakeApi()
      .on('POST', '/user/changePwd', {
        status: 200,
        body: { message: 'Password updated successfully.' },
      })
      .on('POST', '/auth/oauth2/token', { status: 429, body: { error: 'too_many_requests' } })
      .install();
    signIn();
    renderApp('/on/security');
    await fill('Old-pass1', 'New-pass1', 'New-pass1');
    expect(
      await screen.findByText(
        'Password updated successfully. Please log in with your new password.',
      ),
    ).toBeInTheDocument();
    expect(location.pathname).toBe('/on/login');
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('a 401 on any screen asks to sign in again over the page, which stays', async () => {
    createFakeApi()
      .on('POST', '/user/changePwd', {
        status: 401,
        body: { error: 'unauthorized', message: 'Invalid or expired token.' },
      })
      .install();
    signIn();
    renderApp('/on/security');
    await fill('Old-pass1', 'New-pass1', 'New-pass1');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(dialog).toHaveTextContent(
      'Your session has expired. What you entered on this page is kept.',
    );
    expect(location.pathname).toBe('/on/security');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('New-pass1');
  });

  it("shows the server's message when the change is refused", async () => {
    createFakeApi()
      .on('POST', '/user/changePwd', {
        status: 400,
        body: { error: 'bad_password', message: 'The current password is wrong.' },
      })
      .install();
    signIn();
    renderApp('/on/security');
    await fill('Old-pass1', 'New-pass1', 'New-pass1');
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
  });
});

describe('password rule', () => {
  it('needs 8 characters, an uppercase, a lowercase letter and a digit', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
  });

  it('checks the fields in the spec order', () => {
    expect(validatePasswordChange({ current: 'a', next: '', confirm: '' })).toBe(
      'All fields are required.',
    );
    expect(validatePasswordChange({ current: 'a', next: 'x', confirm: 'y' })).toBe(
      'New password and confirmation do not match.',
    );
    expect(
      validatePasswordChange({ current: 'a', next: 'Abcdefg1', confirm: 'Abcdefg1' }),
    ).toBeNull();
  });
});
