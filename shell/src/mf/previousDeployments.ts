// What a tab falls back to when a remote's current deployment fails and the tab ran no earlier one
// of its own: the version deployed before it, as the product says (GET /remotes-previous.json).
// Fetched only after a failure, from the chunk that handles failures.
import { parseRemotes } from './remotes';

/** The entry of the remote's previous deployment, or undefined when there is none or no answer. */
export async function previousDeployment(name: string): Promise<string | undefined> {
  try {
    const res = await fetch('/remotes-previous.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return undefined;
    return parseRemotes(await res.json(), window.location.href).find((r) => r.name === name)?.entry;
  } catch {
    return undefined;
  }
}
