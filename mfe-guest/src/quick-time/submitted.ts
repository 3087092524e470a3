import type { SheetSummary } from '@staffledger/shared';

/**
 * After a successful submit the page reloads. The sheet just submitted is no longer open,
 * so `verify` leaves it out; it travels through the reload in the history entry's state, so the
 * guest sees it, read-only, with the success message once.
 */
const KEY = 'staffledgerGuestSubmitted';

type Remembered = { sheet: SheetSummary; notice: boolean };

function isSummary(value: unknown): value is SheetSummary {
  const s = value as Partial<SheetSummary> | null;
  return !!s && typeof s.id === 'number' && typeof s.status === 'string';
}

function stateOf(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** Keeps the submitted sheet (from the submit answer, else the sheet as shown) for after the reload. */
export function rememberSubmitted(answer: unknown, shown: SheetSummary): void {
  const fromAnswer = (answer as { timesheet?: unknown } | null)?.timesheet;
  const sheet: SheetSummary = isSummary(fromAnswer)
    ? fromAnswer
    : { ...shown, status: 'SUBMITTED' };
  const remembered: Remembered = { sheet, notice: true };
  window.history.replaceState({ ...stateOf(), [KEY]: remembered }, '');
}

/** The sheet submitted before the reload, if any, and whether its notice is still to be shown. */
export function readSubmitted(): Remembered | null {
  const remembered = stateOf()[KEY] as Partial<Remembered> | undefined;
  if (!remembered || !isSummary(remembered.sheet)) return null;
  return { sheet: remembered.sheet, notice: remembered.notice === true };
}

/** The notice has been shown: a later reload shows the sheet without it. */
export function noticeShown(): void {
  const remembered = readSubmitted();
  if (remembered?.notice) {
    window.history.replaceState({ ...stateOf(), [KEY]: { ...remembered, notice: false } }, '');
  }
}
