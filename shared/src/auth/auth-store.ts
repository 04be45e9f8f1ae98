// The page's one auth session (shared by the host and every remote). It holds the tokens,
// renews them before they expire, and signs in and out in both modes of spec §4: the code flow
// (redirect to the identity provider) and the password flow (the in-app form). A sign-in binds
// its tokens to a new DPoP key where the browser can keep one (dpop-session.ts).
import { createStore } from 'zustand/vanilla';
import { authorizeInPlace } from './authorize-in-place';
import { createCodeFlow, type CodeFlow } from './code-flow';
import { createDpopSession, type DpopSession, type RequestAuthorization } from './dpop-session';
import type { DpopStore } from './dpop-keys';
import { createRefreshCoordinator } from './refresh-coordinator';
import { clearHandoff, leaveHandoff, takeHandoff } from './refresh-handoff';
import { safeReturnUrl } from './safe-return-url';
import { forgetSignOutReason, rememberSignOutReason } from './sign-out-reason';
import {
  requestPasswordToken,
  requestRefreshedToken,
  revokeToken,
  TokenEndpointError,
} from './token-endpoint';
import { passwordFlowProofClient } from './token-endpoint-proof';
import {
  checkClientId,
  clearRememberMeCookie,
  clearTokens,
  hasRememberMeCookie,
  isPasswordFlow,
  readTokens,
  setPasswordFlow,
  setRememberMeCookie,
  toTokenSet,
  writeTokens,
  type TokenSet,
} from './token-storage';

export type AuthMode = 'code' | 'password';

export interface AuthOptions {
  mode: AuthMode;
  issuer: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Reloads application configuration (current user, policies) after sign-in or sign-out. */
  refreshAppState: () => Promise<unknown>;
  /** Sends the browser to the login page, remembering where it was. */
  goToLogin: (returnUrl?: string) => void;
  /** Full navigation (used after sign-out in the password flow). */
  assignLocation?: (url: string) => void;
  /** Where DPoP key pairs are kept (oidc-client-ts's IndexedDB store unless a test says). */
  dpopStore?: DpopStore;
}

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

/** The page is on its way to the provider's logout: start no sign-in meanwhile. */
let leavingForLogout = false;

export const authStore = createStore<{ tokens: TokenSet | undefined }>(() => ({
  tokens: undefined,
}));

let options: AuthOptions | undefined;
let codeFlow: CodeFlow | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let dpopSession: DpopSession | undefined;
/** The deletion of the last dropped sign-in's key, awaited before the page leaves. */
let keyDeletion: Promise<void> = Promise.resolve();

function requireOptions(): AuthOptions {
  if (!options) throw new Error('initAuth() has not run');
  return options;
}

export function getAccessToken(): string | undefined {
  const tokens = authStore.getState().tokens;
  return tokens && tokens.expiresAt > Date.now() ? tokens.accessToken : undefined;
}

export function isAuthenticated(): boolean {
  return getAccessToken() !== undefined;
}

function passwordFlowTokenEndpoint(): string {
  return `${requireOptions().issuer.replace(/\/$/, '')}/connect/token`;
}

async function tokenEndpoint(): Promise<string> {
  if (codeFlow) return codeFlow.metadata.getTokenEndpoint() as Promise<string>;
  return passwordFlowTokenEndpoint();
}

function dpop(): DpopSession {
  if (dpopSession) return dpopSession;
  const { clientId, issuer, redirectUri, dpopStore } = requireOptions();
  return (dpopSession = createDpopSession({
    clientId,
    store: dpopStore,
    proofClient: () =>
      codeFlow?.client ??
      passwordFlowProofClient({
        issuer,
        clientId,
        redirectUri,
        tokenEndpoint: passwordFlowTokenEndpoint(),
      }),
  }));
}

/** The Authorization header (and DPoP proof) of an API request to `url`; none when signed out. */
export async function authorizationFor(
  method: string,
  url: string,
): Promise<RequestAuthorization | undefined> {
  const accessToken = getAccessToken();
  return accessToken ? dpop().authorization(method, url, accessToken) : undefined;
}

function adopt(tokens: TokenSet | undefined): void {
  if (tokens) writeTokens(tokens);
  else {
    clearTokens();
    keyDeletion = dpop().forget();
  }
  authStore.setState({ tokens });
  scheduleExpiry(tokens);
}

function scheduleExpiry(tokens: TokenSet | undefined): void {
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

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Restores the session at start-up. In the password flow, a `passwordFlow` flag without its
 * `rememberMe` cookie means the browser session that signed in has ended: sign out.
 */
export function initAuth(authOptions: AuthOptions): void {
  options = authOptions;
  codeFlow = authOptions.mode === 'code' ? createCodeFlow(authOptions) : undefined;
  dpopSession = undefined;
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

export interface CodeLoginRequest {
  returnUrl?: string;
  language: string;
  tenant?: string | undefined;
  reauthenticate?: boolean;
}

const requestKey = (request: CodeLoginRequest) =>
  JSON.stringify([
    safeReturnUrl(request.returnUrl),
    request.language,
    request.tenant ?? '',
    request.reauthenticate === true,
  ]);

/** A sign-in the shell started ahead of the login page, for the page to take over. */
let preparedLogin: { key: string; interactionAddress: Promise<string | undefined> } | undefined;

/**
 * Starts the code flow. The authorization request is made in place first (authorize-in-place.ts):
 * when the provider asks for credentials, the login page's address with its interaction is
 * returned for the page to show without a reload; otherwise the browser leaves (to the redirect
 * URI, or to the provider as a classic redirect) and nothing is returned. A request the shell
 * prepared for the same sign-in is taken over instead of made again.
 */
export function startCodeLogin(request: CodeLoginRequest): Promise<string | undefined> {
  const prepared = preparedLogin;
  preparedLogin = undefined;
  if (prepared?.key === requestKey(request)) return prepared.interactionAddress;
  return requestCodeLogin(request);
}

/**
 * Starts the code flow for the login page before its code has arrived (the shell calls this
 * while the page's remote loads); the page's `startCodeLogin` with the same request takes it.
 */
export function prepareCodeLogin(request: CodeLoginRequest): void {
  const interactionAddress = requestCodeLogin(request);
  interactionAddress.catch(() => undefined); // the page sees a failure when it takes the request
  preparedLogin = { key: requestKey(request), interactionAddress };
}

async function requestCodeLogin(request: CodeLoginRequest): Promise<string | undefined> {
  if (!codeFlow) throw new Error('The code flow is not configured');
  if (leavingForLogout) return undefined;
  const url = await codeFlow.loginUrl({ ...request, returnUrl: safeReturnUrl(request.returnUrl) });
  const outcome = await authorizeInPlace(url, requireOptions().redirectUri);
  if (leavingForLogout) return undefined;
  if (outcome.kind === 'interaction') return outcome.address;
  assignLocation(outcome.kind === 'callback' ? outcome.url : url);
  return undefined;
}

function assignLocation(url: string): void {
  (requireOptions().assignLocation ?? ((target: string) => window.location.assign(target)))(url);
}

/** Finishes the code flow on the redirect URI; returns where to go next (a same-origin path). */
export async function completeCodeLogin(
  callbackUrl: string = window.location.href,
): Promise<string> {
  if (!codeFlow) throw new Error('The code flow is not configured');
  const flow = codeFlow;
  const { tokens, returnUrl } = await dpop().withNewKey((proof) =>
    flow.completeLogin(callbackUrl, proof),
  );
  adopt(tokens);
  forgetSignOutReason();
  await requireOptions().refreshAppState();
  return safeReturnUrl(returnUrl);
}

export async function loginWithPassword(input: {
  username: string;
  password: string;
  rememberMe: boolean;
  tenantId?: string | undefined;
}): Promise<void> {
  const { clientId, scope } = requireOptions();
  const endpoint = await tokenEndpoint();
  const response = await dpop().withNewKey((dpopProof) =>
    requestPasswordToken({ tokenEndpoint: endpoint, clientId, scope, dpopProof, ...input }),
  );
  const tokens = toTokenSet(response);
  adopt(tokens);
  forgetSignOutReason();
  setPasswordFlow(true);
  setRememberMeCookie(input.rememberMe, REMEMBER_ME_MAX_AGE_SECONDS);
  await requireOptions().refreshAppState();
}

/** Cap of the `rememberMe` cookie: the provider's refresh-token lifetime (14 days). */
export const REMEMBER_ME_MAX_AGE_SECONDS = 14 * 24 * 3600;

async function signOutLocally(): Promise<void> {
  adopt(undefined);
  clearHandoff();
  setPasswordFlow(false);
  clearRememberMeCookie();
  codeFlow?.clearStaleState();
  await keyDeletion;
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
  const endpoint = revocation ?? `${requireOptions().issuer.replace(/\/$/, '')}/connect/revocat`;
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
