export { CULTURE_COOKIE, readCookie, writeCookie, writeCultureCookie } from './cookies';
export {
  getSessionLanguage,
  getSessionTenant,
  readStoredSession,
  SESSION_STORAGE_KEY,
  sessionStore,
  setSessionTenant,
  type SessionState,
  type SessionTenant,
} from './session-store';
export { setLanguage, startSession } from './language';
export { useSession, useSessionLanguage, useSessionTenant } from './hooks';
