import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { loadRemoteModule } from './federation';
import { Spinner, useReloadToken } from '@staffledger/shared';

type RemoteModule = { default: ComponentType };

/** Turns 'mfe_corps/Corps' into a lazy component; a failed load rejects (React.lazy keeps it rejected). */
function lazyRemote(id: string) {
  return lazy(async () => {
    const mod = await loadRemoteModule<RemoteModule>(id);
    if (!mod || typeof mod.default !== 'function')
      throw new Error(`Remote module ${id} has no default component`);
    return mod;
  });
}

/**
 * One lazy component per exposed module for the whole page: going back to a loaded remote renders
 * at once (no spinner), and a failed one keeps showing its error until Retry.
 */
const lazies = new Map<string, LazyExoticComponent<ComponentType>>();

function remoteComponent(id: string, fresh: boolean) {
  let component = lazies.get(id);
  if (!component || fresh) {
    component = lazyRemote(id);
    lazies.set(id, component);
  }
  return component;
}

/** Forgets every loaded or failed remote component (tests). */
export function resetRemoteComponents(): void {
  lazies.clear();
}

type Props = { id: string; label: string };

/**
 * Renders an exposed remote component, fetched only when its route is first visited. A failure
 * shows an error with Retry on this route only; Retry builds a new lazy component and clears the
 * boundary.
 */
export function RemoteRoute({ id, label }: Props) {
  const [attempt, retry] = useReloadToken();
  // Retry (attempt > 0) replaces the lazy component: a rejected React.lazy never loads again.
  const Remote = useMemo(() => remoteComponent(id, attempt > 0), [id, attempt]);
  return (
    <ErrorBoundary
      resetKeys={[id, attempt]}
      fallback={() => <RemoteDown label={label} onRetry={retry} />}
    >
      <Suspense fallback={<Spinner label={`Loading ${label}`} />}>
        <Remote />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The screen's own heading stays, so that the page still says where the user is. */
function RemoteDown({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <section aria-label={label}>
      <h1 className="sl-page-title">{label}</h1>
      <div className="sl-banner sl-banner--error shell-remote-down" role="alert">
        <p>
          This part of StaffLedger ({label}) could not be loaded. Check your connection and try
          again.
        </p>
        <button type="button" className="sl-button sl-button--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    </section>
  );
}
