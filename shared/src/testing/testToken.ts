import { useSession } from '../session/useSession';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT for tests (the client only decodes it). `exp` defaults to one hour ahead. */
export function makeTestToken(claims: Record<string, unknown> = {}): string {
  const payload = {
    sub: 'tester',
    given_name: 'Test',
    family_name: 'User',
    authorities: ['ROLE_SUPER'],
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.sig`;
}

/** Clears browser storage and the session store; with a token, signs in as that token. */
export function resetSession(token?: string, selectedCorpId = 0): void {
  localStorage.clear();
  sessionStorage.clear();
  if (token) localStorage.setItem('jwtToken', token);
  if (selectedCorpId) localStorage.setItem('selectedCorpId', String(selectedCorpId));
  useSession.setState({ initialized: false });
  useSession.getState().init();
}
