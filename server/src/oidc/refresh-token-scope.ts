// A refresh token is offline access, so its scope says so. The provider grants `offline_access`
// only with `prompt=consent` (OpenID Connect Core §11) and so leaves it out of the refresh
// token's scope, although our clients get refresh tokens without asking (see
// `issueRefreshToken`). ABP's Angular client repeats its configured scope, `offline_access`
// included, on every refresh; the provider refuses a refresh whose scope is not within the
// token's. Writing `offline_access` into the stored token lets that refresh through, while a
// scope the user never granted is still refused.
import type { AdapterPayload } from 'oidc-provider';

const OFFLINE_ACCESS = 'offline_access';

export function withOfflineAccess(model: string, payload: AdapterPayload): AdapterPayload {
  if (model !== 'RefreshToken' || typeof payload.scope !== 'string') return payload;
  const scopes = payload.scope.split(' ').filter(Boolean);
  if (scopes.includes(OFFLINE_ACCESS)) return payload;
  return { ...payload, scope: [...scopes, OFFLINE_ACCESS].join(' ') };
}
