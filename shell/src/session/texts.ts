import type { SessionEndReason } from '@staffledger/shared';

/** Why the sign-in dialog is shown (docs/client.md#when-the-session-ends). */
export const SESSION_END_TEXTS: Record<SessionEndReason, string> = {
  idle: 'You were signed out because you had not used StaffLedger for a while.',
  expired: 'Your session has expired.',
  password_changed:
    'Your password was changed in another window or device. Sign in with your new password.',
  revoked: 'Your account was changed, which ended this sign-in. Sign in again.',
  limit: 'You have been signed in for the longest time allowed. Sign in again.',
};

/** Said under every reason: the dialog is over the page, which keeps what the user entered. */
export const INPUT_KEPT = 'What you entered on this page is kept.';

/** A session dialog's Log out, pressed while a form holds unsaved input. */
export const LOGOUT_LOSES_INPUT =
  'What you entered on this page is not saved yet: logging out loses it.';

export const STAY_FAILED =
  'Your session could not be renewed: StaffLedger did not answer. Check your connection and try again.';

/** '2 minutes', '1 minute 5 seconds', '45 seconds'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return part(seconds, 'second');
  return seconds === 0
    ? part(minutes, 'minute')
    : `${part(minutes, 'minute')} ${part(seconds, 'second')}`;
}

/** The warning's sentence, with the time left. */
export const warningText = (secondsLeft: number) =>
  `Your session will end in ${formatDuration(secondsLeft)}.`;
