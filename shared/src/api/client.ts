import { getSession } from '../session/useSession';
import { isExpired } from '../session/claims';
import { endReasonOf, isSessionResumable, sessionResumed } from '../session/resume';
import { trackActivity } from './activity';
import { ApiError, noAnswerError, toApiError } from './ApiError';
import { jsonArrayRows } from './jsonArrayRows';
import { sendWithProgress } from './sendWithProgress';

export const API_BASE = '/api';
export const TOKEN_URL = '/auth/oauth2/token';

export type ApiFetchOptions = {
  method?: string;
  /** A plain object or array is sent as JSON; FormData, Blob, URLSearchParams and strings as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Accept header (default application/json). */
  accept?: string;
  /** Send X-Corp-ID with the selected corporation (default true). */
  corp?: boolean;
  /** Return the Response untouched (after the OK check). */
  raw?: boolean;
  signal?: AbortSignal;
  /**
   * false: a call without the staff session (the guest screen): no token, no X-Corp-ID, no
   * cookies, no expiry check, never cached. Default true.
   */
  auth?: boolean;
  /** Origin of the API when it is not the page's (the standalone guest app); default ''. */
  baseUrl?: string;
  /**
   * Reports how much of the body has gone out, 0 to 100 (uploads). Such a call shows its own
   * progress, so it does not count for the page's "API calls in flight" spinner.
   */
  onUploadProgress?: (percent: number) => void;
};

let onSessionExpired: () => void = () => {
  try {
    window.location.assign('/login');
  } catch {
    // no navigation available (tests, workers)
  }
};

/** Replaces what happens after an expired token was dropped (default: go to /login). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function isPlainBody(body: unknown): boolean {
  return (
    body !== null &&
    typeof body === 'object' &&
    !(body instanceof FormData) &&
    !(body instanceof Blob) &&
    !(body instanceof URLSearchParams) &&
    !(body instanceof ArrayBuffer)
  );
}

const SESSION_EXPIRED = 'Session expired. Please log in again.';

/**
 * Ends the session as an expired token does (docs/client.md#calls): the token removed, the login
 * page's message stored, the user sent to sign in.
 */
function endSession(): void {
  getSession().expire();
  onSessionExpired();
}

/**
 * The session's token for a call (docs/client.md#calls): none is 'Not authenticated'. An expired or
 * ended session, where a page can bring it back (the shell's sign-in dialog), makes the call wait
 * until the same user is signed in again; elsewhere it ends and the user is sent to sign in.
 */
function tokenForCall(signal?: AbortSignal): string | Promise<string> {
  const session = getSession();
  if (!session.token) throw new Error('Not authenticated');
  if (!session.ended && !isExpired(session.claims)) return session.token;
  if (!isSessionResumable()) {
    endSession();
    throw new Error(SESSION_EXPIRED);
  }
  session.end('expired');
  return sessionResumed(signal).then(() => tokenForCall(signal));
}

/**
 * The one fetch wrapper: `/api` prefix, bearer token, credentials, X-Corp-ID (or none of these
 * with `auth: false`).
 * Parsing (docs/client.md#calls): 204 → undefined; DELETE, application/pdf and image/* → the raw
 * Response (call `.blob()` on it); text/html → string; otherwise JSON (an empty body → undefined).
 * A non-OK answer throws ApiError, and so does a call that got no answer (status 0). A 401 to a signed-in call means the server no longer takes the
 * token (expired, a password change, an Inactive employee, a new signing key). Where the shell can
 * bring the session back, the session ends with the reason the server gave, the call waits for the
 * same user to sign in again and is then sent once more (the server refused it before doing
 * anything); elsewhere the session ends as if it had expired, or every screen would keep failing.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  const signedIn = options.auth !== false;
  const method = (options.method ?? 'GET').toUpperCase();
  const send = async (retry: boolean): Promise<T> => {
    // no wait before the request in the usual case: it is in flight when apiFetch returns
    const pending = signedIn ? tokenForCall(options.signal) : null;
    const token = typeof pending === 'object' && pending !== null ? await pending : pending;
    // no answer at all: a plain cause, not the browser's 'Failed to fetch'
    const res = await sendOnce(path, method, token, options).catch((error: unknown) =>
      Promise.reject(noAnswerError(error)),
    );
    if (res.ok) return parseResponse<T>(res, method, options.raw === true);
    if (!(token && res.status === 401 && getSession().token)) throw await toApiError(res);
    const refused = await toApiError(res);
    if (!isSessionResumable()) endSession();
    // a token that another tab or a renewal has replaced meanwhile does not end the session
    else if (getSession().token === token) getSession().end(endReasonOf(refused.code ?? undefined));
    if (retry && isSessionResumable()) return send(false);
    throw new ApiError(401, SESSION_EXPIRED, refused.code ?? 'unauthorized', {}, false);
  };
  return send(true);
}

/** One request of `apiFetch`, with `token` when the call is signed in. */
function sendOnce(
  path: string,
  method: string,
  token: string | null,
  options: ApiFetchOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    if (options.corp !== false) headers['X-Corp-ID'] = String(getSession().selectedCorpId || 0);
  }
  Object.assign(headers, options.headers);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isPlainBody(options.body)) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    } else body = options.body as BodyInit;
  }
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const init: RequestInit = {
    method,
    headers,
    body,
    signal: options.signal,
    ...(token
      ? { credentials: 'include' }
      : { credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' }),
  };
  const url = `${base}${API_BASE}${path}`;
  return options.onUploadProgress
    ? sendWithProgress(url, init, options.onUploadProgress)
    : trackActivity(fetch(url, init));
}

async function parseResponse<T>(res: Response, method: string, raw: boolean): Promise<T> {
  if (raw) return res as T;
  if (res.status === 204) return undefined as T;
  const type = (res.headers.get('Content-Type') ?? '').toLowerCase();
  if (method === 'DELETE' || type.includes('application/pdf') || type.startsWith('image/')) {
    return res as T;
  }
  const text = await res.text();
  if (type.includes('text/html')) return text as T;
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export type ListQuery = Record<string, string | number | boolean | null | undefined>;

/** Query string of the defined, non-empty values. */
export function toQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * A list page: the array body and the X-Total-Count header (null when absent); `capped` when the
 * server stopped counting at its bound (`X-Total-Count-Exact: false`), the total being "at least".
 */
export async function apiList<T>(
  path: string,
  query: ListQuery = {},
  options: Pick<ApiFetchOptions, 'signal' | 'corp'> = {},
): Promise<{ rows: T[]; total: number | null; capped: boolean }> {
  const res = await apiFetch<Response>(`${path}${toQueryString(query)}`, { ...options, raw: true });
  const rows = await readRows<T>(res);
  const header = res.headers.get('X-Total-Count');
  const total =
    header !== null && header !== '' && Number.isFinite(Number(header)) ? Number(header) : null;
  const capped = total !== null && res.headers.get('X-Total-Count-Exact') === 'false';
  return { rows, total, capped };
}

/** A list's whole body, read at once: its rows, none when it is empty or not an array. */
async function readRows<T>(res: Response): Promise<T[]> {
  const text = res.status === 204 ? '' : await res.text();
  const body: unknown = text ? JSON.parse(text) : [];
  return Array.isArray(body) ? (body as T[]) : [];
}

/**
 * A whole list (no `limit`), read as it arrives: `onRows` gets the rows each piece of the answer
 * completed, so that a caller can show how many came and use them without waiting for the last;
 * when it answers a promise, the next piece is read once that settles, so rows do not pile up
 * behind a slower consumer. The server streams such a list; where the body is not a stream, it is
 * read at once.
 */
export async function apiListRows<T>(
  path: string,
  query: ListQuery,
  onRows: (rows: T[]) => void | Promise<void>,
  options: Pick<ApiFetchOptions, 'signal' | 'corp'> = {},
): Promise<void> {
  const res = await apiFetch<Response>(`${path}${toQueryString(query)}`, { ...options, raw: true });
  const body = res.body && typeof res.body.getReader === 'function' ? res.body : null;
  if (!body) {
    await onRows(await readRows<T>(res));
    return;
  }
  const rows = jsonArrayRows<T>();
  const decoder = new TextDecoder();
  for await (const bytes of bodyPieces(body)) {
    const piece = bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    const complete = rows.push(piece);
    if (complete.length > 0) await onRows(complete);
  }
  rows.end();
}

// what a whole list's body is read in at a time, where the browser lets one buffer be reused
const BODY_PIECE = 256 * 1024;

/**
 * The pieces of a body as they arrive, then null at its end. Where the body is a byte stream, one
 * buffer is filled again and again: 100,000 rows arrive as 28 MB, which would otherwise be as many
 * new buffers left for the garbage collector, tens of MB at a time.
 */
async function* bodyPieces(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array | null> {
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = body.getReader({ mode: 'byob' });
  } catch {
    // not a byte stream: each piece in a buffer of its own
  }
  if (!byob) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield value;
    }
  } else {
    let buffer = new ArrayBuffer(BODY_PIECE);
    for (;;) {
      const { done, value } = await byob.read(new Uint8Array(buffer));
      if (done) break;
      yield value;
      buffer = value.buffer;
    }
  }
  yield null;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

/** Token request: HTTP Basic + grant_type=client_credentials; 'Login failed' if not OK. */
export async function requestToken(username: string, password: string): Promise<string> {
  const res = await trackActivity(
    fetch(TOKEN_URL, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${base64(`${username}:${password}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      credentials: 'include',
    }),
  );
  if (!res.ok) throw new Error('Login failed');
  const data = (await res.json().catch(() => ({}))) as { access_token?: string };
  if (!data.access_token) throw new Error('Login failed');
  return data.access_token;
}

export { ApiError };
