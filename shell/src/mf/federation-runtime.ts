// The shell's Module Federation runtime, a chunk of its own (./federation.ts loads it with the
// first remote). The shell's build has no federation plugin: its pages import React, the router
// and the shared library as any module, and this instance hands those same copies to the remotes.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { providedShares } from './provided';
import type { RemoteEntry } from './remotes';
import shellRuntimePlugin from './runtime-plugin';

export function startFederation(remotes: RemoteEntry[]): ModuleFederation {
  // A production remote is built without the runtime (externalRuntime): it takes this one, from
  // the global its build reads, when its entry runs.
  const page = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  return createInstance({
    name: 'shell',
    remotes,
    shared: providedShares(),
    // 'loaded-first': a remote that is down is not fetched (and cannot blank the page) before its
    // own route asks for it.
    shareStrategy: 'loaded-first',
    plugins: [shellRuntimePlugin()],
  });
}
