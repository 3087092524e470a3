export { useSession, getSession } from './useSession';
export type { Session, SessionState, SessionActions, SessionEndReason } from './useSession';
export { decodeClaims, hasRole, isExpired, parseRoles, ROLES, sameUser } from './claims';
export type { Claims, Role } from './claims';
export { STORAGE_KEYS, SESSION_EXPIRED_LOGIN_MESSAGE } from './storage';
export { useCorpLogo, fetchCorpLogo } from './useCorpLogo';
