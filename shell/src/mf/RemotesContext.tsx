import { createContext, useContext } from 'react';

/** Names of the remotes present in this deployment's /remotes.json. */
export const RemotesContext = createContext<ReadonlySet<string>>(new Set());

export function useAvailableRemotes(): ReadonlySet<string> {
  return useContext(RemotesContext);
}
