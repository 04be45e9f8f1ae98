// Sign-out (spec §4): revoke the tokens, clear them and the flags, reload the app state, then
// leave — to the provider's end-session endpoint in the code flow, to `/` in the password flow.
import { assignLocation, configuredCodeFlow, issuerEndpoint, requireOptions } from './auth-config';
import { adopt, authStore, isAuthenticated, keyDeleted } from './auth-store';
import { clearHandoff } from './refresh-handoff';
import { rememberSignOutReason } from './sign-out-reason';
import { revokeToken } from './token-endpoint';
import { clearRememberMeCookie, isPasswordFlow, setPasswordFlow } from './token-storage';

/** The page is on its way to the provider's logout: start no sign-in meanwhile. */
let leavingForLogout = false;

export function isLeavingForLogout(): boolean {
  return leavingForLogout;
}

/** Drops the session in this page only: no revocation, no navigation. */
export async function signOutLocally(): Promise<void> {
  adopt(undefined);
  clearHandoff();
  setPasswordFlow(false);
  clearRememberMeCookie();
  configuredCodeFlow()?.clearStaleState();
  await keyDeleted();
  await requireOptions().refreshAppState();
}

const isJwt = (token: string) => token.split('.').length === 3;

/**
 * Revokes the tokens, clears them and the flags, reloads the app state, then leaves (spec §4).
 * A `reason` is shown on the login page the user ends up on.
 */
export async function logout({ reason }: { reason?: string } = {}): Promise<void> {
  if (reason) rememberSignOutReason(reason);
  const tokens = authStore.getState().tokens;
  const { clientId } = requireOptions();
  const codeFlow = configuredCodeFlow();
  const toProvider = codeFlow !== undefined && !isPasswordFlow();
  const destination = toProvider ? await codeFlow!.logoutUrl(tokens?.idToken) : '/';
  // Dropping the tokens re-renders the guarded pages, whose redirect to sign in would cancel the
  // navigation to the provider's logout and sign the user straight back in.
  leavingForLogout = toProvider;
  // Drop them before revoking, so that no request (the multiple-login poll) goes out with a
  // token that is about to be refused. The flags go with them: the guards send the page to the
  // login form at once, and it must not find a password-flow session there.
  adopt(undefined);
  setPasswordFlow(false);
  clearRememberMeCookie();
  const revocation = codeFlow
    ? await codeFlow.metadata.getRevocationEndpoint().catch(() => undefined)
    : undefined;
  const endpoint = revocation ?? issuerEndpoint('connect/revocat');
  if (tokens?.refreshToken)
    await revokeToken(endpoint, clientId, tokens.refreshToken, 'refresh_token');
  // A JWT access token cannot be revoked at the endpoint (RFC 7009 lets a provider refuse); the
  // revoked grant and the ended session make the API refuse it at once. Opaque ones are revoked.
  if (tokens && !isJwt(tokens.accessToken)) {
    await revokeToken(endpoint, clientId, tokens.accessToken, 'access_token');
  }
  await signOutLocally();
  assignLocation(destination);
}

/** Spec §4: a valid token but no current user loaded means the token is not ours to use. */
export function dropTokensWithoutUser(currentUserId: string | null | undefined): void {
  if (isAuthenticated() && !currentUserId) adopt(undefined);
}

/** Spec §4: an OAuth error clears the stored tokens and reloads the app state. */
export async function onOAuthError(): Promise<void> {
  adopt(undefined);
  await requireOptions().refreshAppState();
}
