import {
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
import { loadRemoteModule, startFederation } from './federation';
import { preloadKits } from './kit';
import { isUnavailableRemote } from './remote-unavailable';
import { RemoteRouteContext, RemoteUnreachable, type RemoteModule } from './remote-down';
import { generationOf, refreshRemote, renewRemote } from './remoteVersions';

const lazies = new Map<
  string,
  { generation: number; component: LazyExoticComponent<ComponentType> }
>();

const remoteOf = (id: string) => id.split('/')[0];

/**
 * What failed, in words, with the fallback to an earlier version and the report to the API: a
 * chunk of its own, fetched only when a remote fails. When even that cannot be fetched (the
 * device or the server is unreachable), the route says so in plain words.
 */
const whatFailed = () => import(/* webpackChunkName: "remote-failed" */ './remote-failed');

async function loadOrFallBack(id: string, error: unknown): Promise<RemoteModule> {
  const failed = await whatFailed().catch(() => null);
  return failed ? failed.loadOrFallBack(id, error) : { default: UnreachableHere };
}

function UnreachableHere() {
  const { label, retry } = useContext(RemoteRouteContext);
  return <RemoteUnreachable label={label} onRetry={retry} />;
}

/** A failure the route's error boundary caught (the screen threw, a lazy chunk failed), in words. */
const CaughtHere = lazy(() =>
  whatFailed().then(
    ({ CaughtHere: caught }) => ({ default: caught }),
    () => ({ default: UnreachableHere }),
  ),
);

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
    const mod = await loadRemoteModule<RemoteModule>(id).catch((error: unknown) => ({ error }));
    if (isUnavailableRemote(mod)) return loadOrFallBack(id, mod.error);
    if (mod && 'error' in mod) return loadOrFallBack(id, mod.error);
    if (!mod || typeof mod.default !== 'function') {
      return loadOrFallBack(id, new Error(`Remote module ${id} has no default component`));
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
      {/* keyed by the module: entering another remote's screen mounts a new boundary, whose
          loading state shows at once instead of the screen left */}
      <ErrorBoundary
        key={id}
        resetKeys={[id, generation]}
        fallback={(error) => (
          <Suspense fallback={<Spinner label={`Loading ${label}`} />}>
            <CaughtHere remote={remote} error={error} />
          </Suspense>
        )}
      >
        <Suspense fallback={<Spinner label={`Loading ${label}`} />}>
          <Remote />
        </Suspense>
      </ErrorBoundary>
    </RemoteRouteContext.Provider>
  );
}
