import { NAV_ENTRIES, PUBLIC_REMOTE_ENTRIES, remoteId } from '../navigation';

const SHEET_SCREENS = new Set<string>(
  [...NAV_ENTRIES, ...PUBLIC_REMOTE_ENTRIES].filter((e) => e.editsSheets).map(remoteId),
);

/**
 * The shared library's kits beyond @staffledger/shared/core: the list and form kit of every
 * remote's screens (which the signed-in frame also takes, for the session's keeper and dialogs),
 * and the sheet kit of the screens that edit a timesheet. The shell hands these same chunks to
 * every remote (provided.ts). A remote's screen asks for them after the remote's manifest, entry
 * and exposed module have arrived; fetching them as the remote starts to load (`id`, e.g.
 * 'mfe_corps/Corps') saves that wait.
 */
export function preloadKits(id: string): Promise<unknown> {
  // a failure here is the remote's to report: its own request for a kit tries again
  const kits: Promise<unknown>[] = [import('@staffledger/shared').catch(() => undefined)];
  if (SHEET_SCREENS.has(id)) kits.push(import('@staffledger/shared/sheet').catch(() => undefined));
  return Promise.all(kits);
}
