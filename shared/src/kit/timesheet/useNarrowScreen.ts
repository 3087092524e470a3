import { useSyncExternalStore } from 'react';

/** Below this width the days are cards and Save and Submit sit in a bar (timesheet.css agrees). */
export const NARROW_QUERY = '(max-width: 599.98px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia
    ? window.matchMedia(NARROW_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is a phone's width; follows it as the window turns or resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
