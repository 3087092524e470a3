import { causeOfStatus, FAILURE_CAUSES, parseRetryAfter, tryAgainIn } from './causes';

/**
 * A failed API call: HTTP status (0 when no answer came), the body's `error` code, a sentence for
 * a person, field details.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fieldErrors: Record<string, string>;
  /** The message is the server's own words, not the client's ('API call failed: …', a cause). */
  readonly fromServer: boolean;
  /** A 429's wait from its Retry-After header, in seconds; null when it gave none. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    message: string,
    code: string | null = null,
    fieldErrors: Record<string, string> = {},
    fromServer = true,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.fromServer = fromServer;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The error of a call that got no answer (docs/client.md#errors): the network failed, the server
 * is down, or the caller's timeout ran out. A cancelled call stays the AbortError it is.
 */
export function noAnswerError(error: unknown): unknown {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return error;
  return name === 'TimeoutError'
    ? new ApiError(0, FAILURE_CAUSES.timeout, 'timeout', {}, false)
    : new ApiError(0, FAILURE_CAUSES.unreachable, 'unreachable', {}, false);
}

/**
 * Whether the same call may succeed if made again as it is: no answer came, the server had a
 * problem or took too long. Not a refusal that names a rule (400, 409), nor a 429, which says how
 * long to wait.
 */
export function canRetry(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : error instanceof TypeError ? 0 : 400;
  return status === 0 || status === 408 || status >= 500;
}

/**
 * The server's own sentence for a failed call, or null when it gave none (no answer, an empty or
 * HTML body): a screen with its own failure text shows that text instead.
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer ? error.message : null;
}

type ErrorBody = { error?: unknown; message?: unknown; fieldErrors?: unknown };

/** Accepts `{ field: 'msg' | ['msg'] }` or `[{ field | path, message }]`. */
function normaliseFieldErrors(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(raw)) {
    for (const item of raw as Array<Record<string, unknown>>) {
      const field = String(item?.field ?? item?.path ?? '').replace(/^\//, '');
      if (field) out[field] = String(item.message ?? 'Invalid value');
    }
  } else if (raw && typeof raw === 'object') {
    for (const [field, msg] of Object.entries(raw)) {
      out[field] = Array.isArray(msg) ? msg.map(String).join(' ') : String(msg);
    }
  }
  return out;
}

// What some servers and proxies put in a 5xx body: the status again, which names no cause.
const STATUS_ONLY = /^(internal server error|bad gateway|service unavailable|gateway time-?out)$/i;

/**
 * Builds the ApiError of a non-OK response (docs/client.md#errors): the server's sentence; else a
 * plain cause by status (a timeout, a restart, a server problem with its request id); else 'API
 * call failed: {status text}'. A 429 with Retry-After says how long to wait.
 */
export async function toApiError(res: Response): Promise<ApiError> {
  const said = await serverSentence(res);
  const retryAfter = res.status === 429 ? parseRetryAfter(res.headers.get('Retry-After')) : null;
  if (retryAfter !== null) {
    const message = `${FAILURE_CAUSES.tooMany} ${tryAgainIn(retryAfter)}`;
    return new ApiError(429, message, said.code, said.fieldErrors, true, retryAfter);
  }
  const { message: sentence } = said;
  if (sentence !== null && !(res.status >= 500 && STATUS_ONLY.test(sentence))) {
    return new ApiError(res.status, sentence, said.code, said.fieldErrors);
  }
  const cause = causeOfStatus(res.status, res.headers.get('X-Request-Id'));
  const message = cause ?? `API call failed: ${res.statusText || res.status}`;
  return new ApiError(res.status, message, said.code, said.fieldErrors, false);
}

type Said = { message: string | null; code: string | null; fieldErrors: Record<string, string> };

/** The body's message (else its error code, else a short plain text), code and field errors. */
async function serverSentence(res: Response): Promise<Said> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    // unreadable body: keep the fallback
  }
  let body: ErrorBody | null = null;
  try {
    body = text ? (JSON.parse(text) as ErrorBody) : null;
  } catch {
    body = null;
  }
  if (body && typeof body === 'object') {
    const code = typeof body.error === 'string' ? body.error : null;
    const message = (typeof body.message === 'string' && body.message) || code || null;
    return { message, code, fieldErrors: normaliseFieldErrors(body.fieldErrors) };
  }
  const plain = text.trim();
  const message = plain && !plain.startsWith('<') && plain.length < 500 ? plain : null;
  return { message, code: null, fieldErrors: {} };
}
