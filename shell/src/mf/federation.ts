// Every call into the Module Federation runtime lives here, so tests can mock this one module.
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from './remotes';

function instance() {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime is not initialised');
  return federation;
}

/** Registers the remotes of the run-time manifest with the shell's federation instance. */
export function registerRemotes(remotes: RemoteEntry[]): void {
  if (remotes.length === 0) return;
  instance().registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/**
 * Registers one remote anew: the runtime forgets its manifest, its entry and the modules it
 * loaded, so that the next load fetches them again (from `entry`, which may be a new version).
 */
export function reRegisterRemote({ name, entry }: RemoteEntry): void {
  instance().registerRemotes([{ name, entry }], { force: true });
}

/** Loads an exposed module such as 'mfe_corps/Corps'. */
export function loadRemoteModule<T>(id: string): Promise<T | null> {
  return instance().loadRemote<T>(id);
}
