import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LeaveDialog, type LeaveTexts } from './LeaveDialog';
import { registerLeaveGuard } from './leaveGuard';

export type LeaveGuardOptions = {
  /**
   * What the form holds that the server does not, as a key that changes with the input (its JSON,
   * say), or null when nothing is unsaved. Read when the user leaves, so it must be current then.
   */
  unsaved: () => string | null;
  /** Saves the input; true when it was saved (the dialog then lets the user go). */
  save: () => Promise<boolean>;
  texts?: LeaveTexts;
};

/**
 * Guards a form while it is on screen (docs/screens.md#leaving-unsaved-input): leaving it with
 * unsaved input asks Save and leave, Leave without saving or Stay. Answers the dialog to render.
 * Input given up once is not asked about again until it changes.
 */
export function useLeaveGuard({ unsaved, save, texts }: LeaveGuardOptions): ReactNode {
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  const latest = useRef({ unsaved, save });
  const givenUp = useRef<string | null>(null);
  useEffect(() => {
    latest.current = { unsaved, save };
  }, [unsaved, save]);

  useEffect(
    () =>
      registerLeaveGuard({
        dirty: () => {
          const key = latest.current.unsaved();
          return key !== null && key !== givenUp.current;
        },
        ask: () => new Promise<boolean>((resolve) => setAnswer(() => resolve)),
      }),
    [],
  );

  if (!answer) return null;
  const close = (leave: boolean) => {
    setAnswer(null);
    answer(leave);
  };
  return (
    <LeaveDialog
      texts={texts}
      onStay={() => close(false)}
      onLeave={() => {
        givenUp.current = latest.current.unsaved();
        close(true);
      }}
      onSave={() => {
        setAnswer(null);
        // a save refused or failed keeps the user here, its message on the screen
        void latest.current.save().then(answer, () => answer(false));
      }}
    />
  );
}
