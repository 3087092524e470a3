import { useEffect, useRef } from 'react';
import { useNavigate } from '@staffledger/shared/router';
import {
  setSessionResumable,
  startSessionKeeper,
  useSession,
  type SessionKeeper,
} from '@staffledger/shared';
import { SessionSignInDialog } from './SessionSignInDialog';
import { SessionWarningDialog } from './SessionWarningDialog';

/**
 * The session of the signed-in frame (docs/client.md#staying-signed-in): keeps it renewed while the
 * user works, warns an idle user before it ends, and when it ends asks them to sign in again over
 * the page, which stays as it is. Follows the other tabs: a logout there logs out here, another
 * user signing in there leaves nothing of this one's on this page.
 */
export function SessionDialogs() {
  const navigate = useNavigate();
  const keeper = useRef<SessionKeeper | null>(null);
  const ended = useSession((s) => s.ended);
  const warning = useSession((s) => s.warning);

  useEffect(() => {
    setSessionResumable(true);
    const running = startSessionKeeper({
      onSignedOutElsewhere: () => {
        useSession.getState().logout({ storage: false });
        navigate('/on/login', { replace: true });
      },
      onOtherUser: () => {
        useSession.setState({ initialized: false });
        useSession.getState().init();
        navigate('/on/landing', { replace: true });
      },
    });
    keeper.current = running;
    return () => {
      running.stop();
      keeper.current = null;
      setSessionResumable(false);
    };
  }, [navigate]);

  const handleLogout = () => {
    useSession.getState().logout();
    navigate('/on/login', { replace: true });
  };
  const handleStay = async () => keeper.current?.staySignedIn() ?? 'skipped';

  if (ended) return <SessionSignInDialog reason={ended} onLogout={handleLogout} />;
  if (warning) return <SessionWarningDialog onStay={handleStay} onLogout={handleLogout} />;
  return null;
}
