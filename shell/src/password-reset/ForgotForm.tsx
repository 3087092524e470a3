import { useState, type FormEvent } from 'react';
import { useNavigate } from '@staffledger/shared/router';
import { serverMessage, TextField } from '@staffledger/shared/core';
import { postPublic } from './postPublic';

export const CODE_SENT =
  'If an account exists for that username, a reset code has been sent to its e-mail address.';
export const SEND_FAILED = 'Failed to send the reset code. Please try again.';

/** Forgot Password: asks for a reset code by e-mail, then offers to enter it. */
export function ForgotForm() {
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
