// Wires the shared auth session to this page: mode and client from the environment, the
// HTTP client's token provider, and the code flow's callback on `/signin-callback`.
import {
  authorizationFor,
  completeCodeLogin,
  getEnvironment,
  getSessionLanguage,
  getSessionTenant,
  initAuth,
  isAuthenticated,
  LOGIN_PATH,
  loginTargetOf,
  onOAuthError,
  prepareCodeLogin,
  refresh,
  refreshAppState,
  registerAuth,
  rememberSignOutReason,
} from '@crm/shared';
import { goToLogin } from '../navigation/navigate';

export const SIGNIN_CALLBACK_PATH = '/signin-callback';

export function startAuth(): void {
  const { oAuthConfig } = getEnvironment();
  initAuth({
    mode: oAuthConfig.responseType === 'code' ? 'code' : 'password',
    issuer: oAuthConfig.issuer,
    clientId: oAuthConfig.clientId,
    scope: oAuthConfig.scope,
    redirectUri: oAuthConfig.redirectUri,
    postLogoutRedirectUri: oAuthConfig.postLogoutRedirectUri,
    refreshAppState,
    goToLogin,
  });
  registerAuth({ authorize: authorizationFor, refresh, onUnauthenticated: endRefusedSession });
}

/**
 * The server refused the session even after a renewal: drop the tokens and sign in again. The
 * provider is asked for the credentials (`prompt=login`), or its still-open session would hand
 * the same refused sign-in straight back.
 */
function endRefusedSession(): void {
  rememberSignOutReason('Crm::SessionEndedSignInAgain');
  void onOAuthError();
  goToLogin(undefined, { reauthenticate: true });
}

/** On the redirect URI: exchange the code, then continue where the sign-in started. */
export async function completeSignInIfCallback(): Promise<void> {
  if (window.location.pathname !== SIGNIN_CALLBACK_PATH) return;
  try {
    const returnUrl = await completeCodeLogin(window.location.href);
    window.history.replaceState(null, '', returnUrl);
  } catch (error) {
    console.warn('[host] sign-in could not be completed', error);
    window.history.replaceState(null, '', LOGIN_PATH);
  }
}

/**
 * On the login page without an interaction, the code flow's first leg (discovery, the
 * authorization request made in place) starts now, while the page's remote loads; the page takes
 * it over when it asks for the same sign-in. Call after the URL's tenant has been applied.
 */
export function prepareSignInOnLoginPage(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  if (location.pathname !== LOGIN_PATH) return;
  if (getEnvironment().oAuthConfig.responseType !== 'code') return;
  const target = loginTargetOf(new URLSearchParams(location.search));
  if (target.interaction || (isAuthenticated() && !target.reauthenticate)) return;
  prepareCodeLogin({
    returnUrl: target.returnUrl,
    language: getSessionLanguage(),
    tenant: getSessionTenant()?.name,
    reauthenticate: target.reauthenticate,
  });
}
