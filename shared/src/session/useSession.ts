import { create } from 'zustand';
import { apiFetch, requestToken } from '../api/client';
import type { CorpRow } from '@staffledger/contracts/schemas';
import { decodeClaims, hasRole, isExpired, sameUser, type Claims } from './claims';
import {
  readJson,
  readNumber,
  readString,
  SESSION_EXPIRED_LOGIN_MESSAGE,
  STORAGE_KEYS as K,
  write,
} from './storage';

export type SessionState = {
  initialized: boolean;
  token: string | null;
  claims: Claims | null;
  /** Selected corporation id; 0 means none. */
  selectedCorpId: number;
  selectedCorpData: CorpRow | null;
  employeeId: number | null;
  loginMessage: string | null;
  /**
   * Why the session ended while a page was open (docs/client.md#when-the-session-ends); null while
   * it lasts. The token and claims stay, and with them the page, until the user signs in again or
   * logs out.
   */
  ended: SessionEndReason | null;
  /** The token is about to expire and the user is idle: the shell asks whether to stay. */
  warning: boolean;
};

/**
 * - `idle`: the token expired after the user did nothing for a while;
 * - `expired`: it expired or was refused as expired, though the user was working;
 * - `password_changed`: the password was set again after the token was issued;
 * - `revoked`: the account changed (access level, e-mail address) or was made inactive;
 * - `limit`: the session reached its longest allowed age (`SESSION_MAX_AGE`).
 */
export type SessionEndReason = 'idle' | 'expired' | 'password_changed' | 'revoked' | 'limit';

export type SessionActions = {
  /** Reads the browser storage; an expired or unreadable token is dropped. */
  init: () => void;
  /**
   * Signs in (docs/client.md#session): stores the token, selects the token's corporation, keeps the
   * employee id.
   */
  login: (username: string, password: string) => Promise<void>;
  /**
   * Clears local and session storage and the state; `storage: false` clears the state only (the
   * storage was cleared by another tab).
   */
  logout: (options?: { storage?: boolean }) => void;
  /** Selects a corporation (null selects none). */
  selectCorp: (corp: CorpRow | null) => void;
  /** Returns the stored login message once, then clears it. */
  consumeLoginMessage: () => string | null;
  /** The token expired: drop it and keep a message for the login page. */
  expire: () => void;
  /** The session ended while a page is open: keep the page and ask the user to sign in again. */
  end: (reason: SessionEndReason) => void;
  /**
   * A new token of the same user (a renewal, a sign-in again, another tab's): taken, stored, and
   * the session resumed. A token of another user is refused (false).
   */
  acceptToken: (token: string) => boolean;
  /** Signs the same user in again with their password (the sign-in dialog); else 'Login failed'. */
  reauthenticate: (password: string) => Promise<void>;
  setWarning: (warning: boolean) => void;
};

export type Session = SessionState & SessionActions;

const signedOut: SessionState = {
  initialized: true,
  token: null,
  claims: null,
  selectedCorpId: 0,
  selectedCorpData: null,
  employeeId: null,
  loginMessage: null,
  ended: null,
  warning: false,
};

export const useSession = create<Session>()((set, get) => ({
  ...signedOut,
  initialized: false,

  init: () => {
    let token = readString(K.token);
    const claims = token ? decodeClaims(token) : null;
    let loginMessage = readString(K.loginMessage);
    if (token && isExpired(claims)) {
      token = null;
      write(K.token, null);
      loginMessage = SESSION_EXPIRED_LOGIN_MESSAGE;
      write(K.loginMessage, loginMessage);
    }
    set({
      initialized: true,
      token,
      claims: token ? claims : null,
      selectedCorpId: readNumber(K.selectedCorpId) ?? 0,
      selectedCorpData: readJson<CorpRow>(K.selectedCorpData),
      employeeId: readNumber(K.employeeId),
      loginMessage,
      ended: null,
      warning: false,
    });
  },

  login: async (username, password) => {
    const token = await requestToken(username, password);
    const claims = decodeClaims(token);
    write(K.token, token);
    // An employee id left by an earlier user (whose session expired) must not carry over.
    write(K.employeeId, null);
    set({
      initialized: true,
      token,
      claims,
      employeeId: null,
      loginMessage: null,
      ended: null,
      warning: false,
    });
    write(K.loginMessage, null);
    if (!claims) return;
    if (hasRole(claims, 'employee') && claims.empId) {
      write(K.employeeId, claims.empId);
      set({ employeeId: claims.empId });
    }
    if (!hasRole(claims, 'super') && claims.corpId) {
      const corpId = claims.corpId;
      write(K.selectedCorpId, corpId);
      set({ selectedCorpId: corpId });
      try {
        const corp = await apiFetch<CorpRow>(`/corps/${corpId}`, { corp: false });
        get().selectCorp(corp);
      } catch {
        // the id is kept; the header falls back to the product's name
      }
    }
  },

  logout: ({ storage = true } = {}) => {
    try {
      if (storage) localStorage.clear();
      sessionStorage.clear();
    } catch {
      // storage unavailable
    }
    set({ ...signedOut });
  },

  selectCorp: (corp) => {
    write(K.selectedCorpId, corp ? corp.id : 0);
    write(K.selectedCorpData, corp);
    set({ selectedCorpId: corp ? corp.id : 0, selectedCorpData: corp });
  },

  consumeLoginMessage: () => {
    const message = get().loginMessage ?? readString(K.loginMessage);
    write(K.loginMessage, null);
    set({ loginMessage: null });
    return message;
  },

  expire: () => {
    write(K.token, null);
    write(K.loginMessage, SESSION_EXPIRED_LOGIN_MESSAGE);
    set({ token: null, claims: null, loginMessage: SESSION_EXPIRED_LOGIN_MESSAGE });
  },

  end: (reason) => {
    if (get().token && !get().ended) set({ ended: reason, warning: false });
  },

  acceptToken: (token) => {
    const claims = decodeClaims(token);
    const current = get().claims;
    if (!claims || !current || !sameUser(claims, current)) return false;
    write(K.token, token);
    set({ token, claims, ended: null, warning: false });
    return true;
  },

  reauthenticate: async (password) => {
    const current = get().claims;
    if (!current) throw new Error('Not authenticated');
    const token = await requestToken(current.username, password);
    if (!get().acceptToken(token)) throw new Error('Login failed');
    write(K.loginMessage, null);
  },

  setWarning: (warning) => {
    if (get().warning !== warning) set({ warning });
  },
}));

/** Non-hook access (API client, event handlers). Initialises from storage on first use. */
export function getSession(): Session {
  const state = useSession.getState();
  if (!state.initialized) state.init();
  return useSession.getState();
}
