// ABP's password grant (`grant_type=password`, `username` = user name or e-mail, `password`,
// tenant in the `__tenant` header) for the in-app login form of the password-flow mode. It is
// not OIDC and OAuth 2.1 drops it (ASVS 10.4.4), so it is off unless the setting
// `Crm.Account.PasswordFlowEnabled` is on for the tenant; it goes through the same lockout,
// security log and rate limit as the login page. Failures answer ABP's `invalid_grant` texts.
// With a DPoP proof its tokens are bound to the proof's key (password-grant-proof.ts).
import type Provider from 'oidc-provider';
import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppDeps } from '../app-deps';
import { API_AUDIENCE, API_RESOURCE } from '../auth/access-token';
import { inTenant } from '../db/tenant-scope';
import { NotFoundError } from '../errors/app-error';
import { signIn, type SignInFailure } from '../identity/sign-in.service';
import { isTrue } from '../settings/setting-definitions';
import { settingValues } from '../settings/settings.service';
import { resolveTenantByKey, type CurrentTenant } from '../tenancy/tenant-resolver';
import { loadAccount, accountClaims } from './account';
import { recordSignInSession } from './first-party-grant';
import { passwordGrantKey } from './password-grant-proof';
import { ACCESS_TOKEN_ALG } from './signing-keys';

/** ABP's texts for a failed password grant (TokenController.Password). */
export const PASSWORD_GRANT_ERRORS: Record<SignInFailure, string> = {
  InvalidUserNameOrPassword: 'Invalid username or password!',
  LockedOut:
    'The user account has been locked out due to invalid login attempts. Please wait a while and try again.',
  NotAllowed:
    'You are not allowed to login! Your account is inactive or needs to confirm your email/phone number.',
  LocalLoginDisabled: 'Local login is disabled for this application.',
};

/** `invalid_grant` whose description is ABP's text (the library's is generic). */
function invalidGrant(description: string): InstanceType<typeof errors.InvalidGrant> {
  const error = new errors.InvalidGrant(description);
  error.error_description = description;
  return error;
}

const OIDC_SCOPES = new Set(['openid', 'offline_access', 'profile', 'email', 'phone', 'roles']);

async function tenantOf(deps: AppDeps, ctx: KoaContextWithOIDC): Promise<CurrentTenant> {
  try {
    return await resolveTenantByKey(deps.db, ctx.get('__tenant').trim() || undefined);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw new errors.InvalidRequest('tenant not found or not active');
  }
}

async function passwordGrant(deps: AppDeps, ctx: KoaContextWithOIDC): Promise<void> {
  const { client, params, provider } = ctx.oidc;
  if (!client) throw new errors.InvalidClient();
  const tenant = await tenantOf(deps, ctx);
  const settings = await inTenant(deps.db, tenant.id, (scope) =>
    settingValues(scope, tenant.isHost),
  );
  // A deployment that runs the SPA in the password-flow mode has it on everywhere; otherwise a
  // tenant turns it on with the setting.
  const enabled =
    deps.config.authMode === 'password' || isTrue(settings.get('Crm.Account.PasswordFlowEnabled'));
  if (!enabled) {
    throw new errors.UnsupportedGrantType('the password flow is not enabled');
  }
  const jkt = await passwordGrantKey(deps, ctx);
  const result = await signIn(deps.db, {
    tenant,
    userNameOrEmail: String(params?.username ?? ''),
    password: String(params?.password ?? ''),
    clientId: client.clientId,
    ip: ctx.ip ?? null,
    userAgent: ctx.get('user-agent') || null,
    identity: 'OpenIdConnect',
  });
  if (!result.ok) throw invalidGrant(PASSWORD_GRANT_ERRORS[result.reason]);
  const account = await loadAccount(deps.db, result.user.id);
  if (!account) throw invalidGrant(PASSWORD_GRANT_ERRORS.NotAllowed);

  const allowed = new Set((client.scope ?? '').split(' '));
  const requested = String(params?.scope ?? 'openid offline_access Crm')
    .split(' ')
    .filter((s) => allowed.has(s));
  const oidcScopes = requested.filter((scope) => OIDC_SCOPES.has(scope)).join(' ');
  const accountId = result.user.id;
  const authTime = Math.floor(Date.now() / 1000);

  const grant = new provider.Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope(oidcScopes);
  grant.addResourceScope(API_RESOURCE, 'Crm');
  const grantId = await grant.save();
  await recordSignInSession(deps, ctx, grant);

  const at = new provider.AccessToken({
    accountId,
    client,
    grantId,
    gty: 'password',
    scope: 'Crm',
  });
  at.resourceServer = new provider.ResourceServer(API_RESOURCE, {
    scope: 'Crm',
    audience: API_AUDIENCE,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: ACCESS_TOKEN_ALG } },
  });
  if (jkt) at.setThumbprint('jkt', jkt);
  const accessToken = await at.save();

  let refreshToken: string | undefined;
  if (requested.includes('offline_access')) {
    const rt = new provider.RefreshToken({
      accountId,
      client,
      grantId,
      gty: 'password',
      authTime,
      resource: API_RESOURCE,
      rotations: 0,
      scope: [oidcScopes, 'Crm'].filter(Boolean).join(' '),
      expiresWithSession: false,
      // A public client's refresh token is bound to the key too (RFC 9449 §5), as the provider
      // binds those of its own grants.
      ...(jkt && client.clientAuthMethod === 'none' ? { jkt } : {}),
    });
    refreshToken = await rt.save();
  }

  let idToken: string | undefined;
  if (requested.includes('openid')) {
    const token = new provider.IdToken({ ...accountClaims(account), auth_time: authTime }, { ctx });
    (token as unknown as { scope: string }).scope = oidcScopes;
    idToken = await token.issue({ use: 'idtoken' });
  }

  ctx.body = {
    access_token: accessToken,
    token_type: at.tokenType,
    expires_in: at.expiration,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    ...(idToken ? { id_token: idToken } : {}),
    scope: [oidcScopes, 'Crm'].filter(Boolean).join(' '),
  };
}

export function registerPasswordGrant(provider: Provider, deps: AppDeps): void {
  provider.registerGrantType('password', (ctx) => passwordGrant(deps, ctx), [
    'username',
    'password',
    'scope',
  ]);
}
