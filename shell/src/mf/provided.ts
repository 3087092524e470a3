// The singletons the shell hands to the remotes: its own copies, the ones its pages already run, so
// that the page has one React, one router and one session store whichever app asks. Versions and
// ranges come from the one shared map of every build (webpack-preset/mf-shared.cjs), through
// `process.env.SHARED_SINGLETONS`.
import type { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Zustand from 'zustand';
import * as Router from '@staffledger/shared/router';

type Shares = NonNullable<Parameters<typeof createInstance>[0]['shared']>;
type Singleton = {
  version: string;
  requiredVersion: string;
  singleton: boolean;
  strictVersion: boolean;
};

/** What the sign-in page has already loaded. */
const LOADED: Record<string, object> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  zustand: Zustand,
  '@staffledger/shared/router': Router,
};

/**
 * What the shell fetches when a remote first needs it: the list and form kit, the sheet kit (the
 * same chunks `kit.ts` fetches ahead), and the JSX runtime of remotes' development builds (in a
 * production page, the production runtime under that name: ./jsx-dev-runtime).
 * `/core` too: the sign-in page takes only the names it imports, and the kit, which re-exports
 * `/core` whole, brings the rest in the same chunk.
 */
const LATER: Record<string, () => Promise<object>> = {
  '@staffledger/shared': () => import('@staffledger/shared'),
  '@staffledger/shared/core': () => import('@staffledger/shared/core'),
  '@staffledger/shared/sheet': () => import('@staffledger/shared/sheet'),
  'react/jsx-dev-runtime':
    process.env.NODE_ENV === 'production'
      ? () => import('./jsx-dev-runtime')
      : () => import('react/jsx-dev-runtime'),
};

/** The entry of the shared map that covers `key`: its own, or its package's prefix ('react/'). */
function singletonOf(map: Record<string, Singleton>, key: string): Singleton {
  const entry = map[key] ?? map[`${key.slice(0, key.lastIndexOf('/'))}/`];
  if (!entry) throw new Error(`${key} is not in the shared map of the build`);
  return entry;
}

/**
 * The `shared` option of the shell's federation instance. Each entry counts as loaded from the
 * start, those fetched later too: a remote then runs the shell's copy, never its own fallback, even
 * when it was built for a newer version (strictVersion makes that a "reload the page" error).
 */
export function providedShares(
  map: Record<string, Singleton> = JSON.parse(process.env.SHARED_SINGLETONS ?? '{}'),
): Shares {
  const shares: Shares = {};
  const share = (key: string) => {
    const { version, requiredVersion, singleton, strictVersion } = singletonOf(map, key);
    return { version, loaded: true, shareConfig: { requiredVersion, singleton, strictVersion } };
  };
  for (const [key, module] of Object.entries(LOADED)) {
    shares[key] = { ...share(key), lib: () => module };
  }
  for (const [key, load] of Object.entries(LATER)) {
    shares[key] = { ...share(key), get: () => load().then((module) => () => module) };
  }
  return shares;
}
