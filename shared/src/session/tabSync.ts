import { decodeClaims, sameUser } from './claims';
import { renewToken } from './renewal';
import { STORAGE_KEYS } from './storage';
import { getSession } from './useSession';

export type OtherTabHandlers = {
  /** Another tab logged out (it cleared the storage): this one follows. */
  onSignedOutElsewhere: () => void;
  /** Another user signed in in another tab: this tab must show nothing more of this user's. */
  onOtherUser: () => void;
};

/**
 * What a token another tab stored means for this tab (docs/client.md#tabs):
 * - the same user's renewal, or a sign-in again after the session ended: taken;
 * - the same user signed in after their token version moved on (a password changed in that tab):
 *   this tab's token is no longer valid, and the server says why, which ends this session;
 * - another user's: `onOtherUser`.
 */
async function otherTabsToken(token: string, handlers: OtherTabHandlers): Promise<void> {
  const session = getSession();
  const theirs = decodeClaims(token);
  const ours = session.claims;
  if (!theirs || !ours || token === session.token) return;
  if (!sameUser(theirs, ours)) return handlers.onOtherUser();
  const ourVersion = ours.version ?? 0;
  const theirVersion = theirs.version ?? 0;
  if (theirVersion > ourVersion) {
    if (!session.ended) await renewToken({ force: true });
  } else if (theirVersion === ourVersion && theirs.exp > ours.exp) {
    session.acceptToken(token);
  }
}

/** Follows the other tabs of this browser (their `storage` events) until the returned call. */
export function listenToOtherTabs(handlers: OtherTabHandlers): () => void {
  const handle = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    // only a logout clears the whole storage
    if (event.key === null) return handlers.onSignedOutElsewhere();
    if (event.key === STORAGE_KEYS.token && event.newValue) {
      void otherTabsToken(event.newValue, handlers);
    }
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
