// The code flow's sign-in (spec §4): authorization code + PKCE through the identity provider,
// the authorization request made in place (authorize-in-place.ts) so the login page can show
// the provider's interaction without a reload.
import { assignLocation, configuredCodeFlow, dpop, requireOptions } from './auth-config';
import { adopt } from './auth-store';
import { authorizeInPlace } from './authorize-in-place';
import { safeReturnUrl } from './safe-return-url';
import { isLeavingForLogout } from './sign-out';
import { forgetSignOutReason } from './sign-out-reason';

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
  const codeFlow = configuredCodeFlow();
  if (!codeFlow) throw new Error('The code flow is not configured');
  if (isLeavingForLogout()) return undefined;
  const url = await codeFlow.loginUrl({ ...request, returnUrl: safeReturnUrl(request.returnUrl) });
  const outcome = await authorizeInPlace(url, requireOptions().redirectUri);
  if (isLeavingForLogout()) return undefined;
  if (outcome.kind === 'interaction') return outcome.address;
  assignLocation(outcome.kind === 'callback' ? outcome.url : url);
  return undefined;
}

/** Finishes the code flow on the redirect URI; returns where to go next (a same-origin path). */
export async function completeCodeLogin(
  callbackUrl: string = window.location.href,
): Promise<string> {
  const flow = configuredCodeFlow();
  if (!flow) throw new Error('The code flow is not configured');
  const { tokens, returnUrl } = await dpop().withNewKey((proof) =>
    flow.completeLogin(callbackUrl, proof),
  );
  adopt(tokens);
  forgetSignOutReason();
  await requireOptions().refreshAppState();
  return safeReturnUrl(returnUrl);
}
