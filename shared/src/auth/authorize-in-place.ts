// The code flow's first leg without leaving the page. The login page, opened without an
// interaction, used to send the browser to the provider, which sent it straight back to the same
// page with `?interaction=`: a second load of the whole application before the form could show.
// A same-origin fetch of the authorization request follows the provider's redirects too, and
// keeps the interaction cookies it sets, so the page only has to take the address it landed on.

export const LOGIN_PATH = '/account/login';

/** Where the authorization request led, as far as the page may act on it. */
export type AuthorizeOutcome =
  /** The provider asks for credentials: the login page's address with its interaction. */
  | { kind: 'interaction'; address: string }
  /** The provider answered the redirect URI itself (its session is alive): go there. */
  | { kind: 'callback'; url: string }
  /** Anything else (another origin, an error page, no network): take the classic redirect. */
  | { kind: 'redirect' };

export async function authorizeInPlace(
  authorizeUrl: string,
  redirectUri: string,
  fetchPage: typeof fetch = fetch,
): Promise<AuthorizeOutcome> {
  const here = window.location.origin;
  if (new URL(authorizeUrl, here).origin !== here) return { kind: 'redirect' };
  let landed: URL;
  try {
    const response = await fetchPage(authorizeUrl, {
      credentials: 'same-origin',
      headers: { accept: 'text/html' },
    });
    void response.body?.cancel().catch(() => undefined);
    if (!response.ok || !response.url) return { kind: 'redirect' };
    landed = new URL(response.url);
  } catch {
    return { kind: 'redirect' };
  }
  if (landed.origin !== here) return { kind: 'redirect' };
  if (landed.pathname === LOGIN_PATH && landed.searchParams.get('interaction'))
    return { kind: 'interaction', address: `${landed.pathname}${landed.search}` };
  const callback = new URL(redirectUri, here);
  if (landed.origin === callback.origin && landed.pathname === callback.pathname)
    return { kind: 'callback', url: landed.href };
  return { kind: 'redirect' };
}
