import { API_BASE } from '../api/client';
import { endReasonOf } from './resume';
import { readJson, STORAGE_KEYS, write } from './storage';
import { getSession, type SessionEndReason } from './useSession';

export const RENEW_PATH = '/auth/renew';

/** What the server answered to a renewal. */
export type RenewalAnswer =
  | { kind: 'renewed'; token: string }
  /** The token was refused (401): the session has ended, for this reason. */
  | { kind: 'ended'; reason: SessionEndReason }
  /** The session is at its longest age (403 session_limit): the token cannot be renewed. */
  | { kind: 'final' }
  /** Not now (429, a server or network failure): try again a little later. */
  | { kind: 'later' };

/**
 * POST /api/auth/renew with `token` (docs/roles-and-tenancy.md#renewing-a-token). It runs in the
 * background, so it shows no spinner, and a refusal is an answer, not an error.
 */
export async function requestRenewal(token: string): Promise<RenewalAnswer> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${RENEW_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      credentials: 'include',
    });
  } catch {
    return { kind: 'later' };
  }
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; error?: string };
  if (res.ok && body.access_token) return { kind: 'renewed', token: body.access_token };
  if (res.status === 401) return { kind: 'ended', reason: endReasonOf(body.error) };
  if (res.status === 403 && body.error === 'session_limit') return { kind: 'final' };
  return { kind: 'later' };
}

/** This tab, among the tabs that share the token. */
const TAB = Math.random().toString(36).slice(2);
/** How long a tab may hold the renewal before the others no longer wait for it. */
const LOCK_MS = 10_000;

type Lock = { tab: string; until: number };

/** Takes the renewal for this tab unless another tab holds it; `force` takes it anyway. */
function takeLock(force: boolean, now = Date.now()): boolean {
  const held = readJson<Lock>(STORAGE_KEYS.renewal);
  if (!force && held && held.tab !== TAB && held.until > now) return false;
  write(STORAGE_KEYS.renewal, { tab: TAB, until: now + LOCK_MS });
  return true;
}

function releaseLock(): void {
  if (readJson<Lock>(STORAGE_KEYS.renewal)?.tab === TAB) write(STORAGE_KEYS.renewal, null);
}

/** The token the server would not renew (its session is at its longest age). */
let finalToken: string | null = null;

export const isRenewable = (token: string) => token !== finalToken;

export type RenewalOutcome = RenewalAnswer['kind'] | 'skipped';

/**
 * Renews the session's token (docs/client.md#staying-signed-in): one tab at a time, the others
 * taking its token from localStorage; `force` (Stay signed in, or asking why another tab's token
 * replaced ours) renews even while another tab holds the renewal. A refusal ends the session with
 * the reason the server gave.
 */
export async function renewToken({ force = false } = {}): Promise<RenewalOutcome> {
  const token = getSession().token;
  if (!token || getSession().ended || !takeLock(force)) return 'skipped';
  try {
    const answer = await requestRenewal(token);
    // another tab's token, or a sign-in, took its place meanwhile: that one counts
    if (getSession().token !== token) return 'skipped';
    if (answer.kind === 'renewed') getSession().acceptToken(answer.token);
    else if (answer.kind === 'ended') getSession().end(answer.reason);
    else if (answer.kind === 'final') finalToken = token;
    return answer.kind;
  } finally {
    releaseLock();
  }
}
