import { useSession } from '@staffledger/shared';
import { makeTestToken } from '@staffledger/shared/testing';

type Corp = { id: number; name: string };

/** Browser storage as after a sign-in with these token claims (and a selected corporation), then init(). */
export function signIn(claims: Record<string, unknown> = {}, corp?: Corp): string {
  localStorage.clear();
  sessionStorage.clear();
  const token = makeTestToken(claims);
  localStorage.setItem('jwtToken', token);
  if (corp) {
    localStorage.setItem('selectedCorpId', String(corp.id));
    localStorage.setItem('selectedCorpData', JSON.stringify(corp));
  }
  useSession.setState({ initialized: false });
  useSession.getState().init();
  return token;
}
