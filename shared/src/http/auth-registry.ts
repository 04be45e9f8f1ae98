// The token provider the auth store (host) registers; until it does, requests go without a
// token and a 401 goes straight to the error reporter.

/** What a request carries to be authorized: the token, and its DPoP proof when it is bound. */
export interface RequestAuthorization {
  authorization: string;
  dpop?: string;
}

export interface AuthProvider {
  /** The Authorization header (and DPoP proof) for `method` on `url`; undefined when signed out. */
  authorize(method: string, url: string): Promise<RequestAuthorization | undefined>;
  /** Gets a new access token; true when one was obtained. */
  refresh(): Promise<boolean>;
  /** Called when a 401 could not be cured by a refresh. */
  onUnauthenticated(): void;
}

let provider: AuthProvider | undefined;
let refreshing: Promise<boolean> | undefined;

/** Registers the token provider; returns the function that unregisters it. */
export function registerAuth(auth: AuthProvider): () => void {
  provider = auth;
  return () => {
    if (provider === auth) provider = undefined;
  };
}

export function getAuth(): AuthProvider | undefined {
  return provider;
}

/**
 * One refresh for all the 401s that arrive while it runs. A failed (or thrown) refresh calls
 * `onUnauthenticated` once for all of them.
 */
export function refreshOnce(auth: AuthProvider): Promise<boolean> {
  refreshing ??= auth
    .refresh()
    .catch(() => false)
    .then((refreshed) => {
      if (!refreshed) auth.onUnauthenticated();
      return refreshed;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}
