import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Spinner, type RemoteModuleId } from '@staffledger/shared/core';
import { ErrorBoundary } from './ErrorBoundary';
import { ReloadPageButton } from './ReloadPageButton';
import { loadRemoteModule, startFederation } from './federation';
import { preloadKits } from './kit';
import { isUnavailableRemote, needsNewerPage } from './remote-unavailable';
import { generationOf, refreshRemote, renewRemote } from './remoteVersions';

type RemoteModule = { default: ComponentType };

const lazies = new Map<
  string,
  { generation: number; component: LazyExoticComponent<ComponentType> }
>();

const remoteOf = (id: string) => id.split('/')[0];

/** The route's label and its Retry, for the error shown in place of the remote's screen. */
const RemoteRouteContext = createContext<{ label: string; retry: () => void }>({
  label: '',
  retry: () => undefined,
});

/** The error shown when the runtime plugin answered for a remote that could not be loaded. */
function unavailableHere(error: unknown): ComponentType {
  return function UnavailableHere() {
    const { label, retry } = useContext(RemoteRouteContext);
    if (needsNewerPage(error)) return <RemoteNeedsReload label={label} />;
    return <RemoteDown label={label} onRetry={retry} />;
  };
}

/**
 * Turns 'mfe_corps/Corps' into a lazy component (React.lazy keeps a rejection for ever). Before it
 * loads, it checks /remotes.json, so that the first visit to a screen takes the remote's newest
 * deployment; if that registered the remote anew, the component belongs to the new generation.
 */
function lazyRemote(id: string): LazyExoticComponent<ComponentType> {
  const remote = remoteOf(id);
  const component = lazy(async (): Promise<RemoteModule> => {
    startFederation();
    void preloadKits(id);
    await refreshRemote(remote);
    if (lazies.get(id)?.component === component) {
      lazies.set(id, { generation: generationOf(remote), component });
    }
    const mod = await loadRemoteModule<RemoteModule>(id);
    if (isUnavailableRemote(mod)) return { default: unavailableHere(mod.error) };
    if (!mod || typeof mod.default !== 'function') {
      throw new Error(`Remote module ${id} has no default component`);
    }
    return mod;
  });
  return component;
}

/**
 * The lazy component of an exposed module in its remote's current generation. A navigation renders
 * it in a transition that React may render and throw away many times: the component is made once
 * per generation, so that no render starts a second load.
 */
function remoteComponent(id: string): LazyExoticComponent<ComponentType> {
  const generation = generationOf(remoteOf(id));
  const known = lazies.get(id);
  if (known?.generation === generation) return known.component;
  const component = lazyRemote(id);
  lazies.set(id, { generation, component });
  return component;
}

/** Forgets every loaded or failed remote component (tests). */
export function resetRemoteComponents(): void {
  lazies.clear();
}

type Props = { id: RemoteModuleId; label: string };

/**
 * Renders an exposed remote component, fetched only when its route is first visited. A failure
 * shows an error with Retry on this route only. Entering the route checks /remotes.json for a
 * newer deployment of the remote; Retry reads it too and loads the remote afresh.
 */
export function RemoteRoute({ id, label }: Props) {
  const remote = remoteOf(id);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const generation = generationOf(remote);
  const shown = useRef(generation);
  shown.current = generation;

  // A screen loaded before is shown at once; a newer deployment found meanwhile replaces it.
  useEffect(() => {
    let live = true;
    void refreshRemote(remote).then(() => {
      if (live && generationOf(remote) !== shown.current) rerender();
    });
    return () => {
      live = false;
    };
  }, [remote]);

  const retry = useCallback(() => {
    void refreshRemote(remote, { force: true }).then((renewed) => {
      if (!renewed) renewRemote(remote);
      rerender();
    });
  }, [remote]);

  const route = useMemo(() => ({ label, retry }), [label, retry]);
  const Remote = remoteComponent(id);
  return (
    <RemoteRouteContext.Provider value={route}>
      <ErrorBoundary
        resetKeys={[id, generation]}
        fallback={() => <RemoteDown label={label} onRetry={retry} />}
      >
        <Suspense fallback={<Spinner label={`Loading ${label}`} />}>
          <Remote />
        </Suspense>
      </ErrorBoundary>
    </RemoteRouteContext.Provider>
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

/** A remote built for a newer shared library than the page's: the page itself is out of date. */
function RemoteNeedsReload({ label }: { label: string }) {
  return (
    <section aria-label={label}>
      <h1 className="sl-page-title">{label}</h1>
      <div className="sl-banner sl-banner--error shell-remote-down" role="alert">
        <p>
          This part of StaffLedger ({label}) has been updated and needs a newer version of the page.
          Reload the page to use it.
        </p>
        <ReloadPageButton />
      </div>
    </section>
  );
}
