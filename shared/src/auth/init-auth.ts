// Start-up: configure the sign-in, arm the renewal timer, and restore the tab's session.
import { configureAuth, type AuthOptions } from './auth-config';
import { adopt, whenTokensAdopted } from './auth-store';
import { scheduleRenewal } from './token-renewal';
import {
  checkClientId,
  clearTokens,
  hasRememberMeCookie,
  isPasswordFlow,
  readTokens,
  setPasswordFlow,
} from './token-storage';

/**
 * Restores the session at start-up. In the password flow, a `passwordFlow` flag without its
 * `rememberMe` cookie means the browser session that signed in has ended: sign out.
 */
export function initAuth(authOptions: AuthOptions): void {
  configureAuth(authOptions);
  whenTokensAdopted(scheduleRenewal);
  checkClientId(authOptions.clientId);
  if (isPasswordFlow() && !hasRememberMeCookie()) {
    setPasswordFlow(false);
    clearTokens();
  }
  const tokens = readTokens();
  if (tokens && tokens.expiresAt <= Date.now() && !tokens.refreshToken) {
    adopt(undefined);
    return;
  }
  adopt(tokens);
}
