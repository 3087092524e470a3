import { isActive, sessionPhase, tokenLife } from './phase';
import { isRenewable, renewToken, type RenewalOutcome } from './renewal';
import { listenToOtherTabs, type OtherTabHandlers } from './tabSync';
import { lastActivity, trackUserActivity } from './userActivity';
import { getSession } from './useSession';

/** How often the keeper looks at the session: the warning's countdown needs no finer step. */
const TICK_MS = 1000;

/** After a renewal that failed for now (no network, a server failure), the next try waits this. */
const retryDelay = (life: number) => Math.min(30_000, Math.max(2000, life / 20));

export type SessionKeeper = {
  /** Stay signed in: renews now, whatever the user's activity and the other tabs. */
  staySignedIn: () => Promise<RenewalOutcome>;
  stop: () => void;
};

/**
 * Keeps the session of the signed-in frame (docs/client.md#staying-signed-in): tracks the user's
 * activity, renews the token in the last third of its life while the user is active, sets the
 * session's `warning` when an idle user's token is about to end, ends the session when it runs out,
 * and follows the other tabs. Runs until `stop`.
 */
export function startSessionKeeper(handlers: OtherTabHandlers): SessionKeeper {
  let retryAt = 0;
  let renewing = false;

  const renew = async (force: boolean): Promise<RenewalOutcome> => {
    if (renewing) return 'skipped';
    renewing = true;
    try {
      const outcome = await renewToken({ force });
      const claims = getSession().claims;
      if (outcome === 'later' && claims) retryAt = Date.now() + retryDelay(tokenLife(claims));
      return outcome;
    } finally {
      renewing = false;
    }
  };

  const tick = () => {
    const session = getSession();
    if (!session.token || !session.claims || session.ended) return session.setWarning(false);
    const now = Date.now();
    const renewable = isRenewable(session.token);
    const last = lastActivity();
    const phase = sessionPhase({ claims: session.claims, lastActivity: last, now, renewable });
    session.setWarning(phase === 'warn');
    if (phase === 'expired') {
      const active = isActive(session.claims, last, now);
      session.end(!renewable ? 'limit' : active ? 'expired' : 'idle');
    } else if (phase === 'renew' && now >= retryAt) {
      void renew(false);
    }
  };

  const timer = setInterval(tick, TICK_MS);
  const stopActivity = trackUserActivity();
  const stopTabs = listenToOtherTabs(handlers);
  // a hidden tab's timers slow down: look again as soon as it is seen
  const onVisible = () => document.visibilityState === 'visible' && tick();
  document.addEventListener('visibilitychange', onVisible);
  tick();

  return {
    // not activity in itself: a user who stays idle after it is warned again at the next end,
    // and one whose renewal failed still sees the warning, to try again
    staySignedIn: async () => {
      const outcome = await renew(true);
      tick();
      return outcome;
    },
    stop: () => {
      clearInterval(timer);
      stopActivity();
      stopTabs();
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
