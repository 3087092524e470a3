/** A non-OK API answer: HTTP status, the body's `error` code, a sentence for a person, field details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fieldErrors: Record<string, string>;
  /** The message is the server's own words, not the client's 'API call failed: …'. */
  readonly fromServer: boolean;

  constructor(
    status: number,
    message: string,
    code: string | null = null,
    fieldErrors: Record<string, string> = {},
    fromServer = true,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.fromServer = fromServer;
  }
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

/**
 * Builds the ApiError of a non-OK response ('API call failed: {status text}' fallback,
 * docs/client.md#errors).
 */
export async function toApiError(res: Response): Promise<ApiError> {
  const fallback = `API call failed: ${res.statusText || res.status}`;
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
    const said = (typeof body.message === 'string' && body.message) || code;
    const fieldErrors = normaliseFieldErrors(body.fieldErrors);
    return new ApiError(res.status, said || fallback, code, fieldErrors, !!said);
  }
  const plain = text.trim();
  const said = plain && !plain.startsWith('<') && plain.length < 500 ? plain : null;
  return new ApiError(res.status, said ?? fallback, null, {}, said !== null);
}
