// Where the session's tokens and flags live (spec §4, §9). Tokens are per tab (sessionStorage);
// the password-flow flag and the client id persist (localStorage); `rememberMe` is a cookie.

/** Items cleared on logout: tokens, nonce, PKCE verifier, expiry and stored-at values, scopes, session state. */
export const TOKEN_ITEMS = {
  accessToken: 'access_token',
  idToken: 'id_token',
  refreshToken: 'refresh_token',
  nonce: 'nonce',
  pkceVerifier: 'PKCE_verifier',
  expiresAt: 'expires_at',
  accessTokenStoredAt: 'access_token_stored_at',
  idTokenExpiresAt: 'id_token_expires_at',
  idTokenStoredAt: 'id_token_stored_at',
  grantedScopes: 'granted_scopes',
  sessionState: 'session_state',
} as const;

export const PASSWORD_FLOW_KEY = 'passwordFlow';
export const CLIENT_ID_KEY = 'abpOAuthClientId';
export const REMEMBER_ME_COOKIE = 'rememberMe';
