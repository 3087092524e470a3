// Whether a newer shell was deployed since this page loaded: every /remotes.json names the shell
// version the server would give a page now (header X-StaffLedger-Page). The first one read is this
// page's; another one later means a reload would bring a newer page.
import { useSyncExternalStore } from 'react';

export const PAGE_VERSION_HEADER = 'X-StaffLedger-Page';

let loaded: string | null = null;
let outdated = false;
const listeners = new Set<() => void>();

/** Notes the page version an answer of /remotes.json names. */
export function notePageVersion(version: string | null): void {
  if (!version) return;
  loaded ??= version;
  if (version !== loaded && !outdated) {
    outdated = true;
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a newer version of the page was deployed since this one loaded. */
export function isPageOutdated(): boolean {
  return outdated;
}

/** True once a newer version of the page was deployed. */
export function usePageOutdated(): boolean {
  return useSyncExternalStore(subscribe, () => outdated);
}

/** Forgets what was seen (tests). */
export function resetPageVersion(): void {
  loaded = null;
  outdated = false;
}
