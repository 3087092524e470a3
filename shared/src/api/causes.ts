/**
 * What a failure the server did not explain was, in plain words (docs/client.md#errors): the screens
 * put these where the server's own sentence would go ('Failed to save timesheet items: {cause}').
 */
export const FAILURE_CAUSES = {
  unreachable: 'The server could not be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Try again.',
  restarting: 'The server is restarting or busy. Try again in a moment.',
  tooMany: 'Too many attempts.',
} as const;

/** A 5xx the server did not explain; its request id lets an administrator find it in the logs. */
export function serverProblem(requestId: string | null): string {
  return `The server had a problem${requestId ? ` (request id ${requestId})` : ''}. Try again in a moment.`;
}

/** 'Try again in 45 seconds.' under a minute, else in whole minutes rounded up. */
export function tryAgainIn(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s <= 0) return 'Try again now.';
  const [n, unit] = s < 60 ? [s, 'second'] : [Math.ceil(s / 60), 'minute'];
  return `Try again in ${n} ${unit}${n === 1 ? '' : 's'}.`;
}

/**
 * Seconds to wait from a Retry-After header: whole seconds, or an HTTP date (RFC 9110 10.2.3);
 * null when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const at = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The cause of an answer by its status when its body did not say one (null: the status alone says
 * nothing a person can act on, and 'API call failed: …' stays).
 */
export function causeOfStatus(status: number, requestId: string | null): string | null {
  if (status === 408 || status === 504) return FAILURE_CAUSES.timeout;
  if (status === 502 || status === 503) return FAILURE_CAUSES.restarting;
  return status >= 500 ? serverProblem(requestId) : null;
}
