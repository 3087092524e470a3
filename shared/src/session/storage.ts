/** Browser storage keys (docs/client.md#session) and small typed accessors. */
export const STORAGE_KEYS = {
  token: 'jwtToken',
  selectedCorpId: 'selectedCorpId',
  selectedCorpData: 'selectedCorpData',
  employeeId: 'employeeId',
  loginMessage: 'loginMessage',
  /** When the user last pressed a key, clicked or touched, in any tab (ms since the epoch). */
  activity: 'sessionActivity',
  /** Which tab is renewing the token, and until when (the other tabs wait for its token). */
  renewal: 'sessionRenewal',
} as const;

export const SESSION_EXPIRED_LOGIN_MESSAGE = 'Your session has expired. Please log in again.';

export function readString(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readNumber(key: string): number | null {
  const raw = readString(key);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function write(key: string, value: string | number | object | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else
      localStorage.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  } catch {
    // storage unavailable (private mode, quota): the in-memory state still works
  }
}
