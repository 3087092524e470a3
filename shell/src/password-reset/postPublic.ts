import { apiFetch } from '@staffledger/shared/core';

/** A call for a user who is not signed in: no token, corporation or cookies go with it. */
export function postPublic(path: string, body: Record<string, string>) {
  return apiFetch(path, { method: 'POST', body, auth: false });
}
