// The authorization-code flow with PKCE (S256) through oidc-client-ts: the redirect to the
// provider (carrying culture, ui-culture and the tenant), the callback, and the end-session URL.
// State, nonce and the PKCE verifier live in sessionStorage until the callback consumes them.
import { OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import type { TokenSet } from './token-storage';

export interface CodeFlowConfig {
  issuer: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface LoginRequestContext {
  returnUrl: string;
  language: string;
  /** The tenant name or id chosen on the login page, if any. */
  tenant?: string | undefined;
  /** Ask for the credentials even when the provider's session is alive (`prompt=login`). */
  reauthenticate?: boolean | undefined;
}

/**
 * Spec §9's identity-client defaults that apply to a redirect sign-in with PKCE (S256). The
 * others do not: tokens are renewed with refresh tokens (no silent-refresh iframe and its
 * timeout), there is no popup sign-in and no session-check iframe (the multiple-login poll and
 * the server's session check do that work), and token lifetimes are counted from receipt
 * (`expires_in`), so the client's clock skew never enters (docs/product-decisions.md).
 */
export const IDENTITY_CLIENT = { nonceLength: 45 } as const;

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A nonce of random letters and digits (rejection sampling keeps them uniform). */
export function randomNonce(length: number = IDENTITY_CLIENT.nonceLength): string {
  let nonce = '';
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < 248 && nonce.length < length) nonce += NONCE_ALPHABET[byte % 62];
    }
  }
  return nonce;
}

export function createCodeFlow(config: CodeFlowConfig) {
  const client = new OidcClient({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    post_logout_redirect_uri: config.postLogoutRedirectUri,
    response_type: 'code',
    scope: config.scope,
    stateStore: new WebStorageStateStore({ store: sessionStorage }),
    loadUserInfo: false,
  });

  return {
    metadata: client.metadataService,

    async loginUrl(context: LoginRequestContext): Promise<string> {
      const request = await client.createSigninRequest({
        state: { returnUrl: context.returnUrl },
        nonce: randomNonce(),
        ...(context.reauthenticate ? { prompt: 'login' } : {}),
        extraQueryParams: {
          culture: context.language,
          'ui-culture': context.language,
          ...(context.tenant ? { __tenant: context.tenant } : {}),
        },
      });
      return request.url;
    },

    /**
     * Exchanges the code in the callback URL for tokens (checking state, nonce and PKCE), with
     * the DPoP proof that binds them to the sign-in's key when there is one.
     */
    async completeLogin(
      callbackUrl: string,
      dpopProof?: string,
    ): Promise<{ tokens: TokenSet; returnUrl: string | undefined }> {
      const response = await client.processSigninResponse(
        callbackUrl,
        dpopProof ? { DPoP: dpopProof } : undefined,
      );
      const state = response.userState as { returnUrl?: string } | undefined;
      return {
        tokens: {
          accessToken: response.access_token,
          expiresAt: (response.expires_at ?? 0) * 1000,
          issuedAt: Date.now(),
          refreshToken: response.refresh_token,
          idToken: response.id_token,
          scope: response.scope,
          sessionState: response.session_state ?? undefined,
        },
        returnUrl: state?.returnUrl,
      };
    },

    async logoutUrl(idToken: string | undefined): Promise<string> {
      const request = await client.createSignoutRequest({
        id_token_hint: idToken,
        post_logout_redirect_uri: config.postLogoutRedirectUri,
      });
      return request.url;
    },

    clearStaleState: () => client.clearStaleState(),

    /** The client that signs the token endpoint's DPoP proofs (token-endpoint-proof.ts). */
    client,
  };
}

export type CodeFlow = ReturnType<typeof createCodeFlow>;
