import { useSyncExternalStore } from 'react';

/** Counts API calls in flight, for the shell's full-screen spinner. */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((l) => l());
}

export function trackActivity<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  emit();
  return work.finally(() => {
    inFlight -= 1;
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getApiActivity(): number {
  return inFlight;
}

/** The number of API calls in flight; re-renders when it changes. */
export function useApiActivity(): number {
  return useSyncExternalStore(subscribe, getApiActivity, getApiActivity);
}
