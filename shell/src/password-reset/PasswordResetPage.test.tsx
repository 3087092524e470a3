import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, resetSession } from '@staffledger/shared/testing';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeEach(() => resetSession());
afterEach(() => jest.useRealTimers());

describe('forgot password', () => {
  it('asks for a reset code and offers to enter it', async () => {
    const api = createFakeApi().on('POST', '/user/resetPwd', { status: 204 }).install();
    const user = userEvent.setup();
    renderApp('/on/password-reset?mode=forgot');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/on/login',
    );
    await user.type(screen.getByLabelText(/^Username/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText(/a reset code has been sent/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/resetPwd')[0].body).toEqual({ userName: 'ada@example.com' });
    expect(api.calls[0].headers.Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Enter Reset Code' }));
    expect(location.search).toBe('?mode=reset');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });
});

describe('reset password', () => {
  async function fillReset(fields: {
    username: string;
    newPassword: string;
    resetCode?: string;
    oldPassword?: string;
  }) {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.type(screen.getByLabelText(/^Username/), fields.username);
    if (fields.oldPassword) {
      await user.click(screen.getByRole('radio', { name: 'The password I sign in with' }));
      await user.type(screen.getByLabelText(/^Current Password/), fields.oldPassword);
    }
    await user.type(screen.getByLabelText(/^New Password/), fields.newPassword);
    if (fields.resetCode) await user.type(screen.getByLabelText(/^Reset Code/), fields.resetCode);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('asks for one proof at a time: the reset code, or the current password if chosen', async () => {
    createFakeApi().install();
    const user = userEvent.setup();
    renderApp('/on/password-reset?mode=reset');
    expect(screen.getByLabelText(/^Username/)).toBeRequired();
    expect(screen.getByLabelText(/^New Password/)).toBeRequired();
    expect(screen.getByRole('group', { name: 'Confirm with' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'The code e-mailed to me' })).toBeChecked();
    expect(screen.getByLabelText(/^Reset Code/)).toBeRequired();
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'The password I sign in with' }));
    expect(screen.getByLabelText(/^Current Password/)).toBeRequired();
    expect(screen.queryByLabelText(/^Reset Code/)).not.toBeInTheDocument();
  });

  it('sets the new password with the code, then returns to the login after 2 s', async () => {
    jest.useFakeTimers();
    const api = createFakeApi().on('POST', '/user/changePwd', { status: 204 }).install();
    renderApp('/on/password-reset?mode=reset');
    await fillReset({
      username: 'ada@example.com',
      newPassword: 'New-pass1',
      resetCode: 'K7Q2-93XD',
    });
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/changePwd')[0].body).toEqual({
      userName: 'ada@example.com',
      newPassword: 'New-pass1',
      resetCode: 'K7Q2-93XD',
    });
    expect(location.pathname).toBe('/on/password-reset');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(location.pathname).toBe('/on/login');
  });

  it("shows the server's message on failure", async () => {
    jest.useFakeTimers();
    const api = createFakeApi()
      .on('POST', '/user/changePwd', {
        status: 400,
        body: { error: 'bad_code', message: 'The reset code is not valid.' },
      })
      .install();
    renderApp('/on/password-reset?mode=reset');
    await fillReset({ username: 'ada', newPassword: 'New-pass1', oldPassword: 'Old-pass1' });
    expect(await screen.findByText('The reset code is not valid.')).toBeInTheDocument();
    // the current password's way sends no code
    expect(api.callsTo('POST', '/user/changePwd')[0].body).toEqual({
      userName: 'ada',
      newPassword: 'New-pass1',
      oldPassword: 'Old-pass1',
    });
  });

  it('shows the default failure text when the server says nothing useful', async () => {
    jest.useFakeTimers();
    createFakeApi().on('POST', '/user/changePwd', { status: 500, body: '' }).install();
    renderApp('/on/password-reset?mode=reset');
    await fillReset({ username: 'ada', newPassword: 'New-pass1', resetCode: 'K7Q2-93XD' });
    expect(
      await screen.findByText('Failed to update password. Please check and try again.'),
    ).toBeInTheDocument();
  });
});

describe('opened from an e-mailed link', () => {
  const INVITATION =
    '/on/password-reset?mode=reset&invited=1#user=ada%40example.com&code=ABCD-EFGH-JKLM-NPQR';

  it('an invitation: "Set your password", the user name and code filled, no current password', async () => {
    jest.useFakeTimers();
    const api = createFakeApi().on('POST', '/user/changePwd', { status: 204 }).install();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderApp(INVITATION);
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText(/^Welcome to StaffLedger\. Choose a password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/^Reset Code/)).toHaveValue('ABCD-EFGH-JKLM-NPQR');
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
      'At least 8 characters, with an upper-case letter, a lower-case letter and a digit.',
    );
    // the code leaves the address bar as soon as it is read
    await waitFor(() => expect(location.hash).toBe(''));
    expect(location.search).toBe('?mode=reset&invited=1');

    await user.type(screen.getByLabelText(/^New Password/), 'First-pass1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/changePwd')[0].body).toEqual({
      userName: 'ada@example.com',
      newPassword: 'First-pass1',
      resetCode: 'ABCD-EFGH-JKLM-NPQR',
    });
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(location.pathname).toBe('/on/login');
  });

  it('a reset e-mail: Reset Password with the code filled; a spent code offers a new one', async () => {
    createFakeApi()
      .on('POST', '/user/changePwd', {
        status: 400,
        body: {
          error: 'invalid_credentials',
          message: 'The reset code is invalid or has expired.',
        },
      })
      .install();
    const user = userEvent.setup();
    renderApp('/on/password-reset?mode=reset#user=ada%40example.com&code=K7Q293XDPM');
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reset Code/)).toHaveValue('K7Q293XDPM');
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'New-pass1');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reset code is invalid or has expired.',
    );
    await user.click(screen.getByRole('link', { name: 'Send me a new code' }));
    expect(location.search).toBe('?mode=forgot');
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeInTheDocument();
  });
});
