import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@staffledger/shared/router';
import { serverMessage, TextField } from '@staffledger/shared/core';
import { postPublic } from './postPublic';
import { ProofChoice, type Proof } from './ProofChoice';

export const RESET_FAILED = 'Failed to update password. Please check and try again.';
export const RESET_DONE = 'Password updated successfully!';
const RULE_HINT =
  'At least 8 characters, with an upper-case letter, a lower-case letter and a digit.';

type Props = {
  initialUser: string;
  /** The code of the e-mailed link the page was opened with. */
  linkCode: string | null;
  /** Opened from an invitation: a first password is set. */
  invited: boolean;
};

/**
 * Sets a new password with a reset code or with the current one, never both: opened from an
 * e-mailed link, the user name and code are filled in and nothing else is asked; otherwise the
 * user says which they have and sees only that field. Done, the login page after 2 s.
 */
export function ResetForm({ initialUser, linkCode, invited }: Props) {
  const navigate = useNavigate();
  const [username, setUsername] = useState(initialUser);
  const [proof, setProof] = useState<Proof>('code');
  const [resetCode, setResetCode] = useState(linkCode ?? '');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/on/login', { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    const body: Record<string, string> = { userName: username.trim(), newPassword };
    if (proof === 'code') body.resetCode = resetCode.trim();
    else body.oldPassword = oldPassword;
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
        value={username}
        onChange={setUsername}
      />
      {!linkCode && <ProofChoice value={proof} onChange={setProof} />}
      {proof === 'code' ? (
        <TextField
          id="reset-code"
          label="Reset Code"
          autoComplete="one-time-code"
          required
          value={resetCode}
          onChange={setResetCode}
        />
      ) : (
        <TextField
          id="reset-old"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={setOldPassword}
        />
      )}
      <TextField
        id="reset-new"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint={RULE_HINT}
        value={newPassword}
        onChange={setNewPassword}
      />
      {error && (
        <p className="sl-text-error" role="alert">
          {error}
          {linkCode && (
            <>
              {' '}
              <Link to="/on/password-reset?mode=forgot">Send me a new code</Link>
            </>
          )}
        </p>
      )}
      {done && (
        <p className="sl-text-success" role="status">
          {RESET_DONE}
        </p>
      )}
      <button type="submit" className="sl-button sl-button--primary" disabled={busy || done}>
        {invited ? 'Set Password' : 'Reset Password'}
      </button>
    </form>
  );
}
