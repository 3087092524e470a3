import { useCallback, useState } from 'react';

/**
 * A token that changes on every `reload()`: what fetches with it as a dependency (ResourceList's
 * `reloadToken`, a logo, a remote) fetches again. 0 until the first reload.
 */
export function useReloadToken(): [token: number, reload: () => void] {
  const [token, setToken] = useState(0);
  const reload = useCallback(() => setToken((t) => t + 1), []);
  return [token, reload];
}
