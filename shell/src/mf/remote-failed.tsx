// A remote that failed, in words, the fallback to the version the tab ran before, and the report
// to the API (docs/remotes.md#when-a-remote-fails): a chunk of its own, fetched only on a failure.
import { useContext, useEffect, type ComponentType } from 'react';
import { loadRemoteModule } from './federation';
import { classifyLoadFailure, reportLoadFailure, type LoadFailure } from './load-failure';
import { isPageOutdated } from './pageVersion';
import { ReloadPageButton } from './ReloadPageButton';
import { RemoteFailure, RemoteRouteContext, type RemoteModule } from './remote-down';
import { previousDeployment } from './previousDeployments';
import { isUnavailableRemote } from './remote-unavailable';
import { entryOf, fallBackRemote } from './remoteVersions';

const remoteOf = (id: string) => id.split('/')[0];

/** A failure the route's error boundary caught, reported once and told in words. */
export function CaughtHere({ remote, error }: { remote: string; error: unknown }) {
  const { label, retry } = useContext(RemoteRouteContext);
  useEffect(() => {
    reportLoadFailure({
      app: remote,
      entry: entryOf(remote),
      kind: classifyLoadFailure(error).kind,
    });
  }, [remote, error]);
  return <RemoteDown label={label} failure={classifyLoadFailure(error)} onRetry={retry} />;
}

/** The error shown when the runtime plugin answered for a remote that could not be loaded. */
function unavailableHere(failure: LoadFailure): ComponentType {
  return function UnavailableHere() {
    const { label, retry } = useContext(RemoteRouteContext);
    return <RemoteDown label={label} failure={failure} onRetry={retry} />;
  };
}

/**
 * The module of a remote that failed to load: when its code failed, its server answered an error
 * or it needs a newer page, an earlier version of it is loaded instead (its files stay served): the
 * one this tab ran, else the one deployed before; the failure is reported either way.
 */
export async function loadOrFallBack(id: string, error: unknown): Promise<RemoteModule> {
  const remote = remoteOf(id);
  const failure = classifyLoadFailure(error);
  reportLoadFailure({ app: remote, entry: entryOf(remote), kind: failure.kind });
  if (failure.kind === 'code' || failure.kind === 'http' || failure.kind === 'version') {
    const from = fallBackRemote(remote) ?? fallBackRemote(remote, await previousDeployment(remote));
    if (from) {
      const mod = await loadRemoteModule<RemoteModule>(id).catch(() => null);
      if (mod && !isUnavailableRemote(mod) && typeof mod.default === 'function') {
        console.warn(`[federation] ${from} failed; ${id} runs its previous version`);
        reportLoadFailure({ app: remote, entry: from, kind: 'fallback' });
        return mod;
      }
    }
  }
  return { default: unavailableHere(failure) };
}

/** What the user is told, by what happened. */
function failureText(label: string, { kind, status }: LoadFailure): string {
  const part = `This part of StaffLedger (${label})`;
  switch (kind) {
    case 'offline':
      return `${part} could not be loaded: this device is offline. Check your connection and try again.`;
    case 'timeout':
      return `${part} could not be loaded: the server did not answer in time. Try again in a moment.`;
    case 'http':
      return `${part} could not be loaded: the server answered with an error (HTTP ${status}). Try again in a moment; the failure has been reported.`;
    case 'code':
      return `${part} failed to start: its code has an error. The failure has been reported to the team that runs it; try again later.`;
    case 'version':
      return `${part} was built for a newer version of StaffLedger than the one deployed. Reloading will not help until that version is deployed; the failure has been reported.`;
    default:
      return `${part} could not be loaded: the server could not be reached. Check your connection and try again.`;
  }
}

/** What the route says, by what happened. */
export function RemoteDown({
  label,
  failure,
  onRetry,
}: {
  label: string;
  failure: LoadFailure;
  onRetry: () => void;
}) {
  // a remote built for a newer shared library than this page's, and a newer page deployed since
  if (failure.kind === 'version' && isPageOutdated()) {
    return (
      <RemoteFailure
        label={label}
        text={`This part of StaffLedger (${label}) has been updated and needs a newer version of the page. Reload the page to use it.`}
        action={<ReloadPageButton />}
      />
    );
  }
  return (
    <RemoteFailure
      label={label}
      text={failureText(label, failure)}
      action={
        <button type="button" className="sl-button sl-button--primary" onClick={onRetry}>
          Retry
        </button>
      }
    />
  );
}
