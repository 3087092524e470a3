import { useState, type FormEvent } from 'react';
import { useNavigate } from '@staffledger/shared/router';
import {
  apiFetch,
  STORAGE_KEYS,
  TextField,
  useSession,
  validatePasswordChange,
} from '@staffledger/shared/core';

export const SECURITY_FAILED = 'Failed to update password.';
export const SECURITY_UPDATED = 'Password updated successfully.';
/** When this tab could not sign in again with the new password itself, the user does. */
export const SIGN_IN_AGAIN = 'Password updated successfully. Please log in with your new password.';

/** /on/security: change the signed-in user's password. */
export function SecurityPage() {
  const username = useSession((s) => s.claims?.username ?? '');
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  const reauthenticate = useSession((s) => s.reauthenticate);

  // The server has ended every token issued before the change, this one included. This tab signs
  // in again with the new password at once and carries on; the other tabs, whose tokens ended too,
  // ask for the new password (docs/client.md#tabs). Should that sign-in fail, the login page asks.
  const signInAgain = () => {
    logout();
    try {
      localStorage.setItem(STORAGE_KEYS.loginMessage, SIGN_IN_AGAIN);
    } catch {
      // storage unavailable: the message still lives in the store
    }
    useSession.setState({ loginMessage: SIGN_IN_AGAIN });
    navigate('/on/login', { replace: true });
  };

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validatePasswordChange(form);
    if (invalid) {
      setMessage({ kind: 'error', text: invalid });
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      await apiFetch('/user/changePwd', {
        method: 'POST',
        body: { userName: username, oldPassword: form.current, newPassword: form.next },
      });
    } catch (err) {
      setMessage({ kind: 'error', text: (err instanceof Error && err.message) || SECURITY_FAILED });
      setBusy(false);
      return;
    }
    try {
      await reauthenticate(form.next);
    } catch {
      signInAgain();
      return;
    }
    setForm({ current: '', next: '', confirm: '' });
    setMessage({ kind: 'success', text: SECURITY_UPDATED });
    setBusy(false);
  };

  return (
    <section aria-labelledby="security-title">
      <h1 id="security-title" className="sl-page-title">
        Change Password
      </h1>
      <form onSubmit={handleSubmit} noValidate className="shell-form-narrow">
        <TextField
          id="sec-current"
          label="Current Password"
          type="password"
          required
          autoComplete="current-password"
          value={form.current}
          onChange={set('current')}
        />
        <TextField
          id="sec-new"
          label="New Password"
          type="password"
          required
          autoComplete="new-password"
          value={form.next}
          onChange={set('next')}
        />
        <TextField
          id="sec-confirm"
          label="Confirm New Password"
          type="password"
          required
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
        />
        {message && (
          <p
            className={message.kind === 'error' ? 'sl-text-error' : 'sl-text-success'}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
        <button type="submit" className="sl-button sl-button--primary" disabled={busy}>
          Change Password
        </button>
      </form>
    </section>
  );
}
