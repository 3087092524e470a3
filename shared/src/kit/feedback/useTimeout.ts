import { useEffect, useRef } from 'react';

/**
 * Calls `callback` once, `ms` after `ms` or `restart` last changed; no `ms`, no call. The latest
 * callback runs, so a caller's new function on every render does not restart the wait.
 */
export function useTimeout(callback: () => void, ms: number | undefined, restart?: unknown): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!ms) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [ms, restart]);
}
