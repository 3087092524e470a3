import { useEffect, useId, useRef, useState } from 'react';
import { DialogFrame, useSession, type RenewalOutcome } from '@staffledger/shared';
import { STAY_FAILED, warningText } from './texts';
import { SessionLogoutButton } from './SessionLogoutButton';

type Props = {
  onStay: () => Promise<RenewalOutcome>;
  onLogout: () => void;
};

/** Seconds until the token's expiry, counted down every second. */
function useSecondsLeft(): number {
  const exp = useSession((s) => s.claims?.exp ?? 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((exp * 1000 - now) / 1000));
}

/**
 * The warning before an idle user's session ends (docs/client.md#staying-signed-in), counting
 * down. Stay signed in renews the token; so does Escape, which must never lose the page.
 */
export function SessionWarningDialog({ onStay, onLogout }: Props) {
  const titleId = useId();
  const textId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  const secondsLeft = useSecondsLeft();
  const [failed, setFailed] = useState(false);

  const handleStay = async () => {
    setFailed(false);
    if ((await onStay()) === 'later') setFailed(true);
  };

  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={() => stayButton.current}
      onCancel={handleStay}
    >
      <div data-session-dialog="">
        <h2 id={titleId} className="sl-dialog__title">
          {warningText(secondsLeft)}
        </h2>
        <p id={textId} className="sl-dialog__question">
          You have not used StaffLedger for a while. Stay signed in to keep working on this page.
        </p>
        {failed && (
          <p className="sl-text-error" role="alert">
            {STAY_FAILED}
          </p>
        )}
        <div className="sl-dialog__actions">
          <SessionLogoutButton onLogout={onLogout} />
          <button
            ref={stayButton}
            type="button"
            className="sl-button sl-button--primary"
            onClick={handleStay}
          >
            Stay signed in
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}
