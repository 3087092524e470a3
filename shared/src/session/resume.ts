import { sameUser } from './claims';
import { useSession, type Session, type SessionEndReason } from './useSession';

/**
 * Whether a page can bring an ended session back (the shell's signed-in frame shows the sign-in
 * dialog). Without one, an ended session goes to the login page as it always did.
 */
let resumable = false;

export function setSessionResumable(on: boolean): void {
  resumable = on;
}

export function isSessionResumable(): boolean {
  return resumable;
}

/** The reason a 401 names in its `error` code (docs/roles-and-tenancy.md#sign-in). */
export function endReasonOf(code: string | undefined): SessionEndReason {
  if (code === 'password_changed') return 'password_changed';
  if (code === 'token_revoked') return 'revoked';
  return 'expired';
}

/**
 * Resolves once the same user's session is back (signed in again in the dialog, or another tab's
 * token taken); rejects with 'Not authenticated' when the user logs out or another user signs in,
 * so that a call waiting for it is never sent with someone else's token; rejects on `signal`.
 */
export function sessionResumed(signal?: AbortSignal): Promise<void> {
  const who = useSession.getState().claims;
  return new Promise<void>((resolve, reject) => {
    let unsubscribe = () => {};
    const onAbort = () => settle(() => reject(signal?.reason));
    const settle = (finish: () => void) => {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    const check = (s: Session): boolean => {
      if (!s.token || !s.claims || !who || !sameUser(s.claims, who)) {
        settle(() => reject(new Error('Not authenticated')));
        return true;
      }
      if (s.ended) return false;
      settle(resolve);
      return true;
    };
    if (signal?.aborted) return reject(signal.reason);
    if (check(useSession.getState())) return;
    unsubscribe = useSession.subscribe(check);
    signal?.addEventListener('abort', onAbort);
  });
}
