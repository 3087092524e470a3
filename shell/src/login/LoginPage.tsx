import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '@staffledger/shared/router';
import { TextField, useSession } from '@staffledger/shared/core';
import { PublicPage } from '../layout/PublicPage';
import { safeNextPath } from './nextPath';

export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

/**
 * /on/login: signs in, then goes back to the page of `next` when it names one of the app's own,
 * else to the landing page (docs/client.md#signing-in-again-after-a-reload).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = safeNextPath(params.get('next')) ?? '/on/landing';
  const token = useSession((s) => s.token);
  const login = useSession((s) => s.login);
  const consumeLoginMessage = useSession((s) => s.consumeLoginMessage);
  // The stored message (e.g. session expired) is read once on arrival, then cleared.
  const [notice] = useState(() => useSession.getState().loginMessage);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    consumeLoginMessage();
  }, [consumeLoginMessage]);

  if (token && !submitting) return <Navigate to={destination} replace />;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await login(username.trim(), password);
      navigate(destination, { replace: true });
    } catch {
      setError(LOGIN_FAILED);
      setSubmitting(false);
    }
  };

  return (
    <PublicPage title="Login">
      {notice && (
        <p className="sl-banner" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={handleSubmit} className="shell-public-form">
        <TextField
          id="login-username"
          label="Username"
          autoComplete="username"
          required
          value={username}
          onChange={setUsername}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        {error && (
          <p className="sl-text-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="sl-button sl-button--primary" disabled={submitting}>
          Login
        </button>
      </form>
      <p className="shell-public-links">
        <Link to="/on/password-reset?mode=forgot">Forgot Password</Link>
        <Link to="/on/password-reset?mode=reset">Reset Password</Link>
      </p>
    </PublicPage>
  );
}
