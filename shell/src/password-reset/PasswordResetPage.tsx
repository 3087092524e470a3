import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@staffledger/shared/router';
import { apiFetch, serverMessage, TextField } from '@staffledger/shared/core';
import { PublicPage } from '../layout/PublicPage';

export const RESET_FAILED = 'Failed to update password. Please check and try again.';
export const RESET_DONE = 'Password updated successfully!';
export const CODE_SENT =
  'If an account exists for that username, a reset code has been sent to its e-mail address.';
export const SEND_FAILED = 'Failed to send the reset code. Please try again.';

/** A call for a user who is not signed in: no token, corporation or cookies go with it. */
function postPublic(path: string, body: Record<string, string>) {
  return apiFetch(path, { method: 'POST', body, auth: false });
}

/** /on/password-reset?mode=forgot (ask for a code) or ?mode=reset (set a new password). */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'reset' ? 'reset' : 'forgot';
  const location = useLocation();
  const initialUser = (location.state as { username?: string } | null)?.username ?? '';
  return (
    <PublicPage title={mode === 'forgot' ? 'Forgot Password' : 'Reset Password'}>
      {mode === 'forgot' ? (
        <ForgotForm key="forgot" />
      ) : (
        <ResetForm key="reset" initialUser={initialUser} />
      )}
      <p className="shell-public-links">
        <Link to="/on/login">Back to Login</Link>
      </p>
    </PublicPage>
  );
}

function ForgotForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await postPublic('/user/resetPwd', { userName: username.trim() });
      setSent(true);
    } catch (err) {
      setError(serverMessage(err) ?? SEND_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form onSubmit={handleSubmit} className="shell-public-form">
        <TextField
          id="forgot-username"
          label="Username"
          autoComplete="username"
          required
          value={username}
          onChange={setUsername}
        />
        {error && (
          <p className="sl-text-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="sl-button sl-button--primary" disabled={busy}>
          Send Reset Code
        </button>
      </form>
      {sent && (
        <div className="sl-banner sl-banner--success shell-code-sent" role="status">
          <p>{CODE_SENT}</p>
          <button
            type="button"
            className="sl-button"
            onClick={() =>
              navigate('/on/password-reset?mode=reset', { state: { username: username.trim() } })
            }
          >
            Enter Reset Code
          </button>
        </div>
      )}
    </>
  );
}

function ResetForm({ initialUser }: { initialUser: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({
    username: initialUser,
    oldPassword: '',
    newPassword: '',
    resetCode: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/on/login', { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    const body: Record<string, string> = {
      userName: form.username.trim(),
      newPassword: form.newPassword,
    };
    if (form.oldPassword) body.oldPassword = form.oldPassword;
    if (form.resetCode.trim()) body.resetCode = form.resetCode.trim();
    try {
      await postPublic('/user/changePwd', body);
      setDone(true);
    } catch (err) {
      setError(serverMessage(err) ?? RESET_FAILED);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} className="shell-public-form">
      <TextField
        id="reset-username"
        label="Username"
        autoComplete="username"
        required
        value={form.username}
        onChange={set('username')}
      />
      <TextField
        id="reset-old"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={form.oldPassword}
        onChange={set('oldPassword')}
      />
      <TextField
        id="reset-new"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        value={form.newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        id="reset-code"
        label="Reset Code"
        autoComplete="one-time-code"
        value={form.resetCode}
        onChange={set('resetCode')}
      />
      {error && (
        <p className="sl-text-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="sl-text-success" role="status">
          {RESET_DONE}
        </p>
      )}
      <button type="submit" className="sl-button sl-button--primary" disabled={busy || done}>
        Reset Password
      </button>
    </form>
  );
}
