// No consent screen for the operator's own clients: the grant is created (or widened to the
// requested scopes) in code. A new grant is a new sign-in, recorded as a session.
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import type { AppDeps } from '../app-deps';
import { API_RESOURCE } from '../auth/access-token';
import { inTenant } from '../db/tenant-scope';
import { recordSession } from '../identity/sessions.repository';
import { tenantOfUser } from './account';

const OIDC_SCOPE_NAMES = new Set([
  'openid',
  'offline_access',
  'profile',
  'email',
  'phone',
  'roles',
  'Crm',
]);
export const GRANT_TTL_SECONDS = 14 * 24 * 3600;

function requestedOidcScopes(ctx: KoaContextWithOIDC): string {
  return [...ctx.oidc.requestParamScopes].filter((scope) => OIDC_SCOPE_NAMES.has(scope)).join(' ');
}

export async function recordSignInSession(
  deps: AppDeps,
  ctx: KoaContextWithOIDC,
  grant: { jti: string; accountId?: string | undefined; clientId?: string | undefined },
): Promise<void> {
  const tenantId = grant.accountId
    ? await tenantOfUser(deps.db, grant.accountId, deps.caches)
    : undefined;
  if (!tenantId || !grant.accountId) return;
  await inTenant(deps.db, tenantId, (scope) =>
    recordSession(scope, {
      id: grant.jti,
      userId: grant.accountId!,
      clientId: grant.clientId ?? '',
      ip: ctx.ip ?? null,
      userAgent: ctx.get('user-agent') || null,
      expiresAt: new Date(Date.now() + GRANT_TTL_SECONDS * 1000),
    }),
  );
}

export function firstPartyGrantLoader(deps: AppDeps) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { client, session, provider } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const existingId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = existingId ? await provider.Grant.find(existingId) : undefined;
    const grant =
      existing ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(requestedOidcScopes(ctx));
    grant.addResourceScope(API_RESOURCE, 'Crm');
    await grant.save();
    if (!existing) await recordSignInSession(deps, ctx, grant);
    return grant;
  };
}
