import { readNumber, STORAGE_KEYS, write } from './storage';

/** What counts as the user doing something: a key, a click or tap, a touch. Not a pointer move. */
const EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;
/** Activity is written for the other tabs at most this often. */
const SHARE_EVERY_MS = 1000;

let last = 0;
let shared = 0;

/**
 * Notes that the user did something now: for this tab at once, for the other tabs of the browser
 * (localStorage) at most once a second, so that a user working in one tab keeps them all signed in.
 */
export function noteActivity(now = Date.now()): void {
  last = Math.max(last, now);
  if (now - shared < SHARE_EVERY_MS) return;
  shared = now;
  write(STORAGE_KEYS.activity, now);
}

/** When the user last did something in any tab of this browser (ms since the epoch; 0: never). */
export function lastActivity(): number {
  return Math.max(last, readNumber(STORAGE_KEYS.activity) ?? 0);
}

/** Forgets the activity noted (a new sign-in, tests). */
export function resetActivity(): void {
  last = 0;
  shared = 0;
}

/**
 * Listens for the user's keys, clicks and touches on the page until the returned function is
 * called. Those inside an element marked `data-session-dialog` do not count: answering the
 * session's own warning is a choice made with its buttons, not activity that renews by itself.
 */
export function trackUserActivity(target: Window = window): () => void {
  const handle = (event: Event) => {
    const el = event.target instanceof Element ? event.target : null;
    if (el?.closest('[data-session-dialog]')) return;
    noteActivity();
  };
  for (const name of EVENTS)
    target.addEventListener(name, handle, { capture: true, passive: true });
  return () => {
    for (const name of EVENTS) target.removeEventListener(name, handle, { capture: true });
  };
}
