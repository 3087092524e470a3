import { useCallback, useEffect, useRef, useState } from 'react';
import { remindEmployees } from './missing.api';
import { remindOutcome, type RemindOutcome } from './missing.texts';

/** The banner after a reminder: what it did, or why the request failed. */
export type RemindNotice = { kind: RemindOutcome['kind'] | 'error'; lines: string[]; key: number };

export type Remind = {
  /**
   * E-mails these employees about their missing sheets; one request at a time. The focus goes
   * back to `returnTo` afterwards (default: what has it now, the button pressed).
   */
  remind: (employeeIds: number[], returnTo?: HTMLElement | null) => Promise<void>;
  running: boolean;
  notice: RemindNotice | null;
  clearNotice: () => void;
};

/**
 * Remind and Remind all: one request at a time (the buttons are disabled meanwhile, and a second
 * click before that re-render sends nothing), then a notice saying who was reminded and who was
 * not, and `onDone` so the list shows the new Last Reminder. `names` names the employees the
 * answer gives by id only.
 */
export function useRemind(names: ReadonlyMap<number, string>, onDone: () => void): Remind {
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState<RemindNotice | null>(null);
  const busy = useRef(false);
  const counter = useRef(0);
  // a button that is disabled loses the keyboard focus: it gets it back once enabled again
  const clicked = useRef<HTMLElement | null>(null);

  const remind = useCallback(
    async (employeeIds: number[], returnTo?: HTMLElement | null) => {
      if (busy.current || employeeIds.length === 0) return;
      busy.current = true;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      clicked.current = returnTo ?? active;
      setRunning(true);
      counter.current += 1;
      const key = counter.current;
      try {
        const outcome = remindOutcome(await remindEmployees(employeeIds), names);
        setNotice({ ...outcome, key });
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        setNotice({ kind: 'error', lines: [`Failed to send reminders: ${reason}`], key });
      } finally {
        busy.current = false;
        setRunning(false);
        onDone();
      }
    },
    [names, onDone],
  );

  useEffect(() => {
    const button = clicked.current;
    if (running || !button) return;
    clicked.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && button.isConnected) button.focus();
  }, [running]);

  const clearNotice = useCallback(() => setNotice(null), []);
  return { remind, running, notice, clearNotice };
}
