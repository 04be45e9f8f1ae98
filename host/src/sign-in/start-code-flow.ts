// The code flow's first leg from the signed-out sign-in page: the authorization request (PKCE,
// state and nonce kept by oidc-client-ts in sessionStorage, where the application's callback
// finds them) made in place, so that the provider's interaction opens without a second load.
import {
  authorizeInPlace,
  createCodeFlow,
  defaultEnvironment,
  safeReturnUrl,
  type CodeLoginRequest,
} from '@crm/shared';

/**
 * Returns the login page's address with the provider's interaction, or undefined when the
 * browser is leaving (to the redirect URI when the provider's session is alive, or to the
 * provider as a classic redirect).
 */
export async function startCodeFlow(request: CodeLoginRequest): Promise<string | undefined> {
  const { oAuthConfig } = defaultEnvironment();
  const flow = createCodeFlow(oAuthConfig);
  const url = await flow.loginUrl({ ...request, returnUrl: safeReturnUrl(request.returnUrl) });
  const outcome = await authorizeInPlace(url, oAuthConfig.redirectUri);
  if (outcome.kind === 'interaction') return outcome.address;
  window.location.assign(outcome.kind === 'callback' ? outcome.url : url);
  return undefined;
}
