// Every call into the Module Federation runtime lives here, so tests can mock this one module.
// The runtime is a chunk of its own (./federation-runtime), started by the first remote a user
// visits: the sign-in page and the landing page load no remote and do without it.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from './remotes';

/** Remote name → entry, registered before the runtime started; handed to it when it starts. */
const waiting = new Map<string, string>();
let running: ModuleFederation | null = null;
let starting: Promise<ModuleFederation> | null = null;

/** The runtime, loaded and started once; a start that failed (its chunk did not arrive) is tried again. */
function federation(): Promise<ModuleFederation> {
  starting ??= import(/* webpackChunkName: "federation" */ './federation-runtime')
    .then(({ startFederation }) => {
      running = startFederation([...waiting].map(([name, entry]) => ({ name, entry })));
      waiting.clear();
      return running;
    })
    .catch((error: unknown) => {
      starting = null;
      throw error;
    });
  return starting;
}

/**
 * Starts loading the runtime, as a remote's route starts to load: its chunk then arrives while
 * /remotes.json is read again. A failure is the load's to report, which tries again.
 */
export function startFederation(): void {
  federation().catch(() => undefined);
}

/** Registers the remotes of the run-time manifest with the shell's federation instance. */
export function registerRemotes(remotes: RemoteEntry[]): void {
  if (remotes.length === 0) return;
  if (running) running.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  else for (const { name, entry } of remotes) waiting.set(name, entry);
}

/**
 * Registers one remote anew: the runtime forgets its manifest, its entry and the modules it
 * loaded, so that the next load fetches them again (from `entry`, which may be a new version).
 */
export function reRegisterRemote({ name, entry }: RemoteEntry): void {
  if (running) running.registerRemotes([{ name, entry }], { force: true });
  else waiting.set(name, entry);
}

/** Loads an exposed module such as 'mfe_corps/Corps'. */
export async function loadRemoteModule<T>(id: string): Promise<T | null> {
  return (await federation()).loadRemote<T>(id);
}
