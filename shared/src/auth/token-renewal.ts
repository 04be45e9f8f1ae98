// Renewal (spec §4, §9): a timer renews the tokens with the refresh token once they are due, and
// without one signs out when they expire. Concurrent renewals share one request, and a Web Lock
// serialises them across tabs (refresh-coordinator.ts): refresh tokens rotate.
import { dpop, requireOptions, tokenEndpoint } from './auth-config';
import { adopt, authStore } from './auth-store';
import { createRefreshCoordinator } from './refresh-coordinator';
import { leaveHandoff, takeHandoff } from './refresh-handoff';
import { signOutLocally } from './sign-out';
import { requestRefreshedToken, TokenEndpointError } from './token-endpoint';
import { readTokens, toTokenSet, type TokenSet } from './token-storage';

/**
 * Spec §9 (ABP's identity client `timeoutFactor`): the access token is renewed once this share
 * of its lifetime has passed — after 45 minutes of an hour's token.
 */
export const RENEW_AT_LIFETIME_FACTOR = 0.75;
/** For a token whose issue time is unknown: renew this long before it expires. */
const RENEW_AHEAD_MS = 60_000;

/** When the tokens are due for renewal, epoch milliseconds. */
export function renewalDueAt(tokens: TokenSet): number {
  if (tokens.issuedAt === undefined || tokens.issuedAt >= tokens.expiresAt)
    return tokens.expiresAt - RENEW_AHEAD_MS;
  return tokens.issuedAt + (tokens.expiresAt - tokens.issuedAt) * RENEW_AT_LIFETIME_FACTOR;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Arms the timer for the tokens just adopted (none: disarms it). */
export function scheduleRenewal(tokens: TokenSet | undefined): void {
  clearTimeout(expiryTimer);
  if (!tokens) return;
  const renewAt = tokens.refreshToken ? renewalDueAt(tokens) : tokens.expiresAt;
  expiryTimer = setTimeout(() => void onTokenExpiring(), Math.max(0, renewAt - Date.now()));
}

/** Spec §4: refresh when a refresh token exists; otherwise sign out locally and reload the app state. */
async function onTokenExpiring(): Promise<void> {
  if (authStore.getState().tokens?.refreshToken) {
    if (!(await refresh())) requireOptions().goToLogin(currentPath());
    return;
  }
  await signOutLocally();
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

const refreshOnce = createRefreshCoordinator(async (): Promise<boolean> => {
  const stored = readTokens();
  const known = authStore.getState().tokens;
  // Another refresh finished while we waited for the lock: use its tokens.
  if (stored && stored.accessToken !== known?.accessToken && renewalDueAt(stored) > Date.now()) {
    adopt(stored);
    return true;
  }
  const refreshToken = stored?.refreshToken ?? known?.refreshToken;
  if (!refreshToken) return false;
  // A duplicated tab renewed this very token already: take its tokens, never reuse the token.
  const handedOver = takeHandoff(refreshToken);
  if (handedOver) {
    adopt(handedOver);
    return true;
  }
  try {
    const proof = await dpop()
      .tokenRequestProof()
      .catch(() => {
        // The key is gone (a twin tab signed out): a token bound to it cannot be renewed.
        throw new TokenEndpointError(0, 'invalid_dpop_proof', 'the DPoP key is gone');
      });
    const response = await requestRefreshedToken(
      await tokenEndpoint(),
      requireOptions().clientId,
      refreshToken,
      proof,
    );
    const renewed = { ...toTokenSet(response), idToken: response.id_token ?? stored?.idToken };
    adopt(renewed);
    leaveHandoff(refreshToken, renewed);
    return true;
  } catch (error) {
    // A failed refresh clears the stored tokens (spec §4); a network failure keeps them for a retry.
    if (error instanceof TokenEndpointError) adopt(undefined);
    return false;
  }
});

/** Renews the access token; concurrent calls share one renewal. True when a fresh token is held. */
export function refresh(): Promise<boolean> {
  return refreshOnce();
}
