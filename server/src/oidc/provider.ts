// The OpenID Connect provider (oidc-provider 9) with ABP's paths: code + PKCE for public
// clients, refresh-token rotation with reuse detection (the library's), revocation, RP-initiated
// logout, JWT access tokens for the API (audience `Crm`, carrying the tenant and the sign-in
// session), no consent screen for the operator's own clients, and the product's own login page.
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppDeps } from '../app-deps';
import { API_AUDIENCE, API_RESOURCE, SESSION_CLAIM, TENANT_CLAIM } from '../auth/access-token';
import { HOST_TENANT_ID } from '../tenancy/tenancy.tables';
import { inTenant } from '../db/tenant-scope';
import { writeSecurityLog } from '../identity/security-log.repository';
import { endSessionOfGrant } from '../identity/sessions.repository';
import { accountFinder, loadAccount, tenantOfUser } from './account';
import { createAdapterClass } from './adapter';
import { extraClientMetadata, spaClient, swaggerClient, type ExtraClient } from './clients';
import { firstPartyGrantLoader } from './first-party-grant';
import { answerOutagesWith503 } from './outage';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages';
import { registerPasswordGrant } from './password-grant';
import { issueIdTokensOnRefreshOnlyWhenAsked } from './refresh-id-token';
import { refreshTokenTtl, SIGN_IN_LIFETIME } from './refresh-token-lifetime';
import { ACCESS_TOKEN_ALG } from './signing-keys';

export const ACCESS_TOKEN_TTL = 900;
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'phone', 'roles'];
export const API_SCOPE = 'Crm';
export const LOGIN_PAGE = '/account/login';

export const OIDC_ROUTES = {
  authorization: '/connect/authorize',
  token: '/connect/token',
  userinfo: '/connect/userinfo',
  revocation: '/connect/revocat',
  end_session: '/connect/logout',
  jwks: '/.well-known/jwks',
  pushed_authorization_request: '/connect/par',
  introspection: '/connect/introspect',
  device_authorization: '/connect/device',
  code_verification: '/connect/verify',
  backchannel_authentication: '/connect/ciba',
  registration: '/connect/register',
  challenge: '/connect/challenge',
} as const;

/** Only the client a token was issued to may revoke it; others are ignored silently (RFC 7009). */
async function revocationAllowed(
  _ctx: KoaContextWithOIDC,
  client: { clientId: string },
  token: { clientId?: string },
): Promise<boolean> {
  return token.clientId === client.clientId;
}

function interactionUrl(
  _ctx: KoaContextWithOIDC,
  interaction: { uid: string; params: Record<string, unknown> },
) {
  const query = new URLSearchParams({ interaction: interaction.uid });
  const tenant = interaction.params.__tenant;
  if (typeof tenant === 'string' && tenant) query.set('__tenant', tenant);
  const culture = interaction.params['ui-culture'] ?? interaction.params.culture;
  if (typeof culture === 'string' && culture) query.set('culture', culture);
  return `${LOGIN_PAGE}?${query.toString()}`;
}

async function resourceServerInfo(_ctx: KoaContextWithOIDC, resource: string) {
  if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
  return {
    scope: API_SCOPE,
    audience: API_AUDIENCE,
    accessTokenFormat: 'jwt' as const,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    jwt: { sign: { alg: ACCESS_TOKEN_ALG } },
  };
}

export function createProvider(
  deps: AppDeps,
  issuer: string,
  extraClients: ExtraClient[],
  /** Each client's browser origins (clients.ts); a browser calls for a client from its own only. */
  originsOfClient: ReadonlyMap<string, ReadonlySet<string>>,
): Provider {
  const configuration: Configuration = {
    // Ends the product's session of a revoked grant; a failure fails the revocation (adapter.ts).
    adapter: createAdapterClass(deps.oidcStore, (grantId) => endSessionOfGrant(deps.db, grantId)),
    clients: [spaClient(issuer), swaggerClient(issuer), ...extraClients.map(extraClientMetadata)],
    jwks: { keys: deps.keys.signingJwks() as NonNullable<Configuration['jwks']>['keys'] },
    findAccount: accountFinder(deps.db, deps.caches),
    claims: {
      openid: ['sub', 'tenantid'],
      profile: ['preferred_username', 'unique_name', 'name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
      roles: ['role'],
    },
    scopes: [...OIDC_SCOPES, API_SCOPE],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    routes: OIDC_ROUTES,
    extraParams: ['__tenant', 'culture', 'ui-culture'],
    interactions: { url: interactionUrl },
    loadExistingGrant: firstPartyGrantLoader(deps),
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || client.clientAuthMethod === 'none'),
    extraTokenClaims: async (_ctx, token) => {
      const accountId = (token as { accountId?: string }).accountId;
      if (!accountId) return undefined;
      const tenantId = await tenantOfUser(deps.db, accountId, deps.caches);
      return {
        [TENANT_CLAIM]: tenantId && tenantId !== HOST_TENANT_ID ? tenantId : undefined,
        [SESSION_CLAIM]: (token as { grantId?: string }).grantId,
      };
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      IdToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      Interaction: 900,
      Session: SIGN_IN_LIFETIME,
      Grant: SIGN_IN_LIFETIME,
      RefreshToken: (ctx, token) => refreshTokenTtl(ctx, token),
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true, allowedPolicy: revocationAllowed },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: resourceServerInfo,
      },
    },
    clientBasedCORS: (_ctx, origin, client) =>
      originsOfClient.get(client.clientId)?.has(origin) ?? false,
    renderError,
  };
  const provider = new Provider(issuer, configuration);
  // Every forwarded header the provider reads is written by the server (oidc.routes.ts): the
  // host and protocol pinned to the issuer, the address the one CRM_TRUST_PROXY lets Fastify read.
  provider.proxy = true;
  registerPasswordGrant(provider, deps);
  issueIdTokensOnRefreshOnlyWhenAsked(provider);
  answerOutagesWith503(provider);
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    void logLogout(deps, ctx, ctx.oidc.session?.accountId).catch(warnLogoutNotLogged);
  });
  // The password flow has no provider session to end: its sign-out is the revocation of its
  // refresh token (the code flow's revocation is followed by end_session, logged above).
  provider.on('refresh_token.destroyed', (token: RevokedToken) => {
    const ctx = Provider.ctx;
    const revoked = ctx?.oidc.route === 'revocation';
    if (revoked && token.gty?.split(' ').includes('password'))
      void logLogout(deps, ctx, token.accountId).catch(warnLogoutNotLogged);
  });
  return provider;
}

interface RevokedToken {
  gty?: string;
  accountId?: string;
}

/**
 * The sign-out has happened by the time its log row is written (an event after the answer), so
 * a failed write cannot fail it; it is logged instead of lost without a trace.
 */
function warnLogoutNotLogged(error: unknown): void {
  console.warn(`sign-out not written to the security log: ${String(error)}`);
}

/** The security-log row of a sign-out at the provider. */
async function logLogout(
  deps: AppDeps,
  ctx: KoaContextWithOIDC,
  accountId: string | undefined,
): Promise<void> {
  if (!accountId) return;
  const account = await loadAccount(deps.db, accountId);
  if (!account) return;
  await inTenant(deps.db, account.tenantId, (scope) =>
    writeSecurityLog(scope, {
      action: 'Logout',
      identity: 'OpenIdConnect',
      userId: account.user.id,
      userName: account.user.user_name,
      clientId: ctx.oidc.client?.clientId ?? null,
      ip: ctx.ip ?? null,
      browser: ctx.get('user-agent') || null,
    }),
  );
}
