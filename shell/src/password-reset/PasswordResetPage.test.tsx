import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, resetSession } from '@staffledger/shared/testing';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({ loadRemoteModule: jest.fn(), registerRemotes: jest.fn() }));

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
    if (fields.oldPassword)
      await user.type(screen.getByLabelText(/^Current Password/), fields.oldPassword);
    await user.type(screen.getByLabelText(/^New Password/), fields.newPassword);
    if (fields.resetCode) await user.type(screen.getByLabelText(/^Reset Code/), fields.resetCode);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('marks Username and New Password required, the others optional', () => {
    createFakeApi().install();
    renderApp('/on/password-reset?mode=reset');
    expect(screen.getByLabelText(/^Username/)).toBeRequired();
    expect(screen.getByLabelText(/^New Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Current Password/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Reset Code/)).not.toBeRequired();
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
    createFakeApi()
      .on('POST', '/user/changePwd', {
        status: 400,
        body: { error: 'bad_code', message: 'The reset code is not valid.' },
      })
      .install();
    renderApp('/on/password-reset?mode=reset');
    await fillReset({ username: 'ada', newPassword: 'New-pass1', oldPassword: 'Old-pass1' });
    expect(await screen.findByText('The reset code is not valid.')).toBeInTheDocument();
  });

  it('shows the default failure text when the server says nothing useful', async () => {
    jest.useFakeTimers();
    createFakeApi().on('POST', '/user/changePwd', { status: 500, body: '' }).install();
    renderApp('/on/password-reset?mode=reset');
    await fillReset({ username: 'ada', newPassword: 'New-pass1' });
    expect(
      await screen.findByText('Failed to update password. Please check and try again.'),
    ).toBeInTheDocument();
  });
});
