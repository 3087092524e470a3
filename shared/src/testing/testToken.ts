import { resetActivity } from '../session/userActivity';
import { useSession } from '../session/useSession';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * An unsigned JWT for tests (the client only decodes it), issued now; `exp` defaults to one hour
 * ahead.
 */
export function makeTestToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: 'tester',
    given_name: 'Test',
    family_name: 'User',
    authorities: ['ROLE_SUPER'],
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.sig`;
}

/** A selected corporation: its id, or the corporation as the switcher stores it. */
export type SelectedCorp = number | { id: number; name: string };

/** Clears browser storage and the session store; with a token, signs in as that token. */
export function resetSession(token?: string, selectedCorp: SelectedCorp = 0): void {
  localStorage.clear();
  sessionStorage.clear();
  // the keys and clicks of an earlier test are not this session's activity
  resetActivity();
  if (token) localStorage.setItem('jwtToken', token);
  const corpId = typeof selectedCorp === 'number' ? selectedCorp : selectedCorp.id;
  if (corpId) localStorage.setItem('selectedCorpId', String(corpId));
  if (typeof selectedCorp === 'object')
    localStorage.setItem('selectedCorpData', JSON.stringify(selectedCorp));
  useSession.setState({ initialized: false });
  useSession.getState().init();
}

/** Signs in as a new test token with these claims (and a selected corporation); answers the token. */
export function signIn(claims: Record<string, unknown> = {}, selectedCorp: SelectedCorp = 0) {
  const token = makeTestToken(claims);
  resetSession(token, selectedCorp);
  return token;
}
