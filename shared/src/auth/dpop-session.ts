// A sign-in's proof of possession (RFC 9449) as the auth store uses it: a new key for each
// sign-in (dpop-keys.ts), the proofs of its token requests (by oidc-client-ts), and what each API
// request carries: `DPoP <token>` and a proof for that request, or `Bearer <token>` for a sign-in
// the browser could not give a key.
import type { OidcClient } from 'oidc-client-ts';
import { createDpopKeys, type DpopStore } from './dpop-keys';
import { signResourceProof } from './dpop-proof';
import { serverNowSeconds } from './server-clock';

/** What a request to the API carries to be authorized (RFC 6750, RFC 9449 §7.1). */
export interface RequestAuthorization {
  authorization: string;
  /** The DPoP proof for this very request, when the token is bound to the sign-in's key. */
  dpop?: string;
}

export interface DpopSessionConfig {
  clientId: string;
  /** Where key pairs are kept (oidc-client-ts's IndexedDB store unless a test says). */
  store?: DpopStore | undefined;
  /** The oidc-client-ts client that signs token-endpoint proofs (asked once, when needed). */
  proofClient: () => OidcClient;
}

export function createDpopSession(config: DpopSessionConfig) {
  const keys = createDpopKeys(config.store);
  let client: OidcClient | undefined;

  /** A proof for a token request when this tab's sign-in has a key; undefined otherwise. */
  async function tokenRequestProof(): Promise<string | undefined> {
    if (!keys.bound()) return undefined;
    client ??= config.proofClient();
    return client.getDpopProof(keys.libraryView(config.clientId));
  }

  return {
    tokenRequestProof,

    /** Deletes the sign-in's key: it signs for the tokens being dropped and nothing else. */
    forget: () => keys.remove(),

    /**
     * Runs a sign-in's token request with a new key's proof (the tokens come bound to it), or
     * without one where the browser cannot keep a key. A failed sign-in deletes the key again.
     */
    async withNewKey<T>(request: (proof: string | undefined) => Promise<T>): Promise<T> {
      const bound = await keys.create();
      try {
        return await request(bound ? await tokenRequestProof() : undefined);
      } catch (error) {
        await keys.remove();
        throw error;
      }
    },

    async authorization(
      method: string,
      url: string,
      accessToken: string,
    ): Promise<RequestAuthorization> {
      if (!keys.bound()) return { authorization: `Bearer ${accessToken}` };
      const key = await keys.current();
      // A lost key: the server refuses the token, and the refused renewal ends the session.
      if (!key) return { authorization: `DPoP ${accessToken}` };
      const nowSeconds = serverNowSeconds();
      const dpop = await signResourceProof(key, { method, url, accessToken, nowSeconds });
      return { authorization: `DPoP ${accessToken}`, dpop };
    },
  };
}

export type DpopSession = ReturnType<typeof createDpopSession>;
