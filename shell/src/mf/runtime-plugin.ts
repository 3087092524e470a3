// Module Federation runtime plugin of the shell: logs every remote that fails to load. It returns
// no fallback, so the error reaches the route's ErrorBoundary, which offers Retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'staffledger-shell-load-errors',
    errorLoadRemote(args) {
      const { id, lifecycle, error } = args as { id?: string; lifecycle?: string; error?: unknown };
      console.error(
        `[federation] could not load ${id ?? 'a remote'} (${lifecycle ?? 'unknown step'})`,
        error,
      );
      return undefined;
    },
  };
}
