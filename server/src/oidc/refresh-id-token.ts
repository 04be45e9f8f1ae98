// A refresh returns an ID token only when the client asks for one, by naming `openid` in the
// request's `scope`. OpenID Connect Core §12.2 lets the refresh response leave the ID token out;
// signing one costs an RS256 signature (≈ 1 ms), a third of a refresh. Our SPA sends no scope on
// refresh and keeps the ID token of its sign-in (only its logout uses it, as `id_token_hint`,
// which the provider checks without its expiry); ABP's Angular client repeats its configured
// scope, `openid` included, and so still gets one. oidc-provider has no option for this, so the
// ID token's `issue` is wrapped: the grant handler's response omits an undefined ID token.
import Provider from 'oidc-provider';

function refreshWithoutOpenidScope(): boolean {
  const oidc = Provider.ctx?.oidc;
  if (!oidc || oidc.route !== 'token' || oidc.params?.grant_type !== 'refresh_token') return false;
  return !oidc.requestParamScopes.has('openid');
}

export function issueIdTokensOnRefreshOnlyWhenAsked(provider: Provider): void {
  const idToken = provider.IdToken.prototype as { issue: (...args: unknown[]) => Promise<string> };
  const issue = idToken.issue;
  idToken.issue = function issueUnlessRefreshWithoutOpenid(this: unknown, ...args: unknown[]) {
    if (refreshWithoutOpenidScope()) return Promise.resolve(undefined as unknown as string);
    return issue.apply(this, args);
  };
}
