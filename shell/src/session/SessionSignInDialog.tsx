import { useId, useState, type FormEvent } from 'react';
import { DialogFrame, TextField, useSession, type SessionEndReason } from '@staffledger/shared';
import { LOGIN_FAILED } from '../login/LoginPage';
import { INPUT_KEPT, SESSION_END_TEXTS } from './texts';
import { SessionLogoutButton } from './SessionLogoutButton';

type Props = { reason: SessionEndReason; onLogout: () => void };

const PASSWORD_REQUIRED = 'Enter your password.';

/**
 * Sign in again over the page whose session ended (docs/client.md#when-the-session-ends): the same
 * user name, fixed; the page underneath stays as it was, and the calls that waited for the session
 * go on once it is back. Log out leaves the page as Logout does. Escape does nothing: closing
 * the dialog without signing in would leave a page that cannot save.
 */
export function SessionSignInDialog({ reason, onLogout }: Props) {
  const titleId = useId();
  const reasonId = useId();
  const passwordId = useId();
  const usernameId = useId();
  const username = useSession((s) => s.claims?.username ?? '');
  const reauthenticate = useSession((s) => s.reauthenticate);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const passwordField = () => document.getElementById(passwordId);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(PASSWORD_REQUIRED);
      passwordField()?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await reauthenticate(password);
    } catch {
      setError(LOGIN_FAILED);
      setBusy(false);
      passwordField()?.focus();
    }
  };

  return (
    <DialogFrame
      role="dialog"
      labelledBy={titleId}
      describedBy={reasonId}
      initialFocus={passwordField}
      onCancel={() => passwordField()?.focus()}
      wide
    >
      <form data-session-dialog="" noValidate onSubmit={handleSubmit}>
        <h2 id={titleId} className="sl-dialog__title">
          Sign in again
        </h2>
        <p id={reasonId} className="sl-dialog__question">
          {SESSION_END_TEXTS[reason]} {INPUT_KEPT}
        </p>
        <TextField
          id={usernameId}
          label="Username"
          autoComplete="username"
          readOnly
          value={username}
          onChange={() => {}}
        />
        <TextField
          id={passwordId}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={error}
          value={password}
          onChange={setPassword}
        />
        <div className="sl-dialog__actions">
          <SessionLogoutButton onLogout={onLogout} />
          <button type="submit" className="sl-button sl-button--primary" disabled={busy}>
            Sign in
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
