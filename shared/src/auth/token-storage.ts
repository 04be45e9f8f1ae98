import { CLIENT_ID_KEY, PASSWORD_FLOW_KEY, REMEMBER_ME_COOKIE, TOKEN_ITEMS } from './storage-keys';

export interface TokenSet {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** When the access token was received, epoch milliseconds (`access_token_stored_at`). */
  issuedAt?: number | undefined;
  refreshToken?: string | undefined;
  idToken?: string | undefined;
  scope?: string | undefined;
  sessionState?: string | undefined;
}

/** The token endpoint's answer (RFC 6749 §5.1). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  id_token?: string;
  scope?: string;
  session_state?: string;
}

export function toTokenSet(response: TokenResponse, now = Date.now()): TokenSet {
  return {
    accessToken: response.access_token,
    expiresAt: now + response.expires_in * 1000,
    issuedAt: now,
    refreshToken: response.refresh_token,
    idToken: response.id_token,
    scope: response.scope,
    sessionState: response.session_state,
  };
}

export function readTokens(storage: Storage = sessionStorage): TokenSet | undefined {
  const accessToken = storage.getItem(TOKEN_ITEMS.accessToken);
  const expiresAt = Number(storage.getItem(TOKEN_ITEMS.expiresAt));
  if (!accessToken || !Number.isFinite(expiresAt)) return undefined;
  const issuedAt = Number(storage.getItem(TOKEN_ITEMS.accessTokenStoredAt));
  return {
    accessToken,
    expiresAt,
    ...(issuedAt > 0 ? { issuedAt } : {}),
    refreshToken: storage.getItem(TOKEN_ITEMS.refreshToken) ?? undefined,
    idToken: storage.getItem(TOKEN_ITEMS.idToken) ?? undefined,
    scope: storage.getItem(TOKEN_ITEMS.grantedScopes) ?? undefined,
    sessionState: storage.getItem(TOKEN_ITEMS.sessionState) ?? undefined,
  };
}

export function writeTokens(
  tokens: TokenSet,
  storage: Storage = sessionStorage,
  now = Date.now(),
): void {
  const set = (key: string, value: string | undefined) =>
    value === undefined ? storage.removeItem(key) : storage.setItem(key, value);
  set(TOKEN_ITEMS.accessToken, tokens.accessToken);
  set(TOKEN_ITEMS.expiresAt, String(tokens.expiresAt));
  set(TOKEN_ITEMS.accessTokenStoredAt, String(tokens.issuedAt ?? now));
  set(TOKEN_ITEMS.refreshToken, tokens.refreshToken);
  set(TOKEN_ITEMS.idToken, tokens.idToken);
  set(TOKEN_ITEMS.idTokenStoredAt, tokens.idToken ? String(now) : undefined);
  set(TOKEN_ITEMS.grantedScopes, tokens.scope);
  set(TOKEN_ITEMS.sessionState, tokens.sessionState);
}

/** Removes exactly the items the spec lists for logout (and nothing else of the page's). */
export function clearTokens(storage: Storage = sessionStorage): void {
  for (const key of Object.values(TOKEN_ITEMS)) storage.removeItem(key);
}

export function isPasswordFlow(storage: Storage = localStorage): boolean {
  return storage.getItem(PASSWORD_FLOW_KEY) === 'true';
}

export function setPasswordFlow(on: boolean, storage: Storage = localStorage): void {
  if (on) storage.setItem(PASSWORD_FLOW_KEY, 'true');
  else storage.removeItem(PASSWORD_FLOW_KEY);
}

/**
 * The `rememberMe` cookie of the password flow. The spec keeps it until 31 Dec 9999 when asked
 * to remember; we cap it at the refresh token's lifetime instead (the session cannot outlive
 * it anyway), and otherwise it is a session cookie.
 */
export function setRememberMeCookie(
  remember: boolean,
  maxAgeSeconds: number,
  doc: Document = document,
): void {
  const lifetime = remember ? `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}` : '';
  doc.cookie = `${REMEMBER_ME_COOKIE}=true; Path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}${lifetime}`;
}

export function hasRememberMeCookie(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${REMEMBER_ME_COOKIE}=`));
}

export function clearRememberMeCookie(doc: Document = document): void {
  doc.cookie = `${REMEMBER_ME_COOKIE}=; Path=/; Max-Age=0`;
}

/** Tokens of another client id are not ours: a change of the configured id clears them. */
export function checkClientId(
  clientId: string,
  storage: Storage = localStorage,
  tokens: Storage = sessionStorage,
): boolean {
  const previous = storage.getItem(CLIENT_ID_KEY);
  storage.setItem(CLIENT_ID_KEY, clientId);
  if (previous !== null && previous !== clientId) {
    clearTokens(tokens);
    return true;
  }
  return false;
}
