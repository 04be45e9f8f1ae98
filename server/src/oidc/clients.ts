// The identity provider's clients: the product's own SPA (`Crm_App`), public, code + PKCE,
// redirecting only to the product's own origin; and more clients from CRM_OIDC_CLIENTS (a
// JSON array), e.g. a mobile app or ABP's Angular UI pointed at this server.
import type { ClientMetadata } from 'oidc-provider';
import * as v from 'valibot';

export const SPA_CLIENT_ID = 'Crm_App';
export const SPA_SCOPES = 'openid profile email phone roles offline_access Crm';
/** Paths of the SPA the provider may redirect to, on the product's origin. */
export const SPA_REDIRECT_PATHS = ['/', '/signin-callback', '/silent-renew.html'];
export const SPA_POST_LOGOUT_PATHS = ['/', '/signout-callback'];

/** The origins the product is reached at: the issuer's, and the loopback twin in development. */
export function productOrigins(issuer: string): string[] {
  const url = new URL(issuer);
  const origins = [url.origin];
  if (url.hostname === 'localhost') origins.push(url.origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') origins.push(url.origin.replace('127.0.0.1', 'localhost'));
  return origins;
}

export const SWAGGER_CLIENT_ID = 'Crm_Swagger';
export const SWAGGER_SCOPES = 'openid profile email phone roles Crm';
export const SWAGGER_REDIRECT_PATH = '/swagger/oauth2-redirect.html';

/** Swagger UI's Authorize button: public, code + PKCE, back to Swagger UI's own page only. */
export function swaggerClient(issuer: string): ClientMetadata {
  return {
    client_id: SWAGGER_CLIENT_ID,
    client_name: 'Portfolio CRM — Swagger UI',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code'],
    response_types: ['code'],
    scope: SWAGGER_SCOPES,
    redirect_uris: productOrigins(issuer).map((origin) => `${origin}${SWAGGER_REDIRECT_PATH}`),
  };
}

export function spaClient(issuer: string): ClientMetadata {
  const origins = productOrigins(issuer);
  return {
    client_id: SPA_CLIENT_ID,
    client_name: 'Portfolio CRM',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token', 'password'],
    response_types: ['code'],
    scope: SPA_SCOPES,
    redirect_uris: origins.flatMap((origin) =>
      SPA_REDIRECT_PATHS.map((path) => `${origin}${path}`),
    ),
    post_logout_redirect_uris: origins.flatMap((origin) =>
      SPA_POST_LOGOUT_PATHS.map((path) => `${origin}${path}`),
    ),
  };
}

const uri = v.pipe(v.string(), v.url(), v.maxLength(512));
const extraClientSchema = v.strictObject({
  clientId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{3,64}$/)),
  clientName: v.optional(v.pipe(v.string(), v.maxLength(128))),
  applicationType: v.optional(v.picklist(['web', 'native']), 'web'),
  redirectUris: v.pipe(v.array(uri), v.minLength(1)),
  postLogoutRedirectUris: v.optional(v.array(uri), []),
  corsOrigins: v.optional(v.array(uri), []),
  allowPasswordFlow: v.optional(v.boolean(), false),
});

export type ExtraClient = v.InferOutput<typeof extraClientSchema>;

export function parseExtraClients(json: string): ExtraClient[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('CRM_OIDC_CLIENTS is not valid JSON');
  }
  const result = v.safeParse(v.array(extraClientSchema), value);
  if (!result.success) {
    throw new Error(
      `CRM_OIDC_CLIENTS: ${result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join('; ')}`,
    );
  }
  return result.output;
}

export function extraClientMetadata(client: ExtraClient): ClientMetadata {
  return {
    client_id: client.clientId,
    client_name: client.clientName ?? client.clientId,
    application_type: client.applicationType,
    token_endpoint_auth_method: 'none',
    grant_types: [
      'authorization_code',
      'refresh_token',
      ...(client.allowPasswordFlow ? ['password'] : []),
    ],
    response_types: ['code'],
    scope: SPA_SCOPES,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
  };
}

/** The origins of a client's web redirect URIs and its configured CORS origins. */
function extraClientOrigins(client: ExtraClient): string[] {
  return [...client.corsOrigins, ...client.redirectUris.filter((u) => u.startsWith('http'))].map(
    (u) => new URL(u).origin,
  );
}

/**
 * Each client's own browser origins: the provider lets a browser call its endpoints for a client
 * only from that client's origins (the SPA's and Swagger UI's are the product's).
 */
export function clientOrigins(
  issuer: string,
  extra: ExtraClient[],
): Map<string, ReadonlySet<string>> {
  const product = new Set(productOrigins(issuer));
  return new Map<string, ReadonlySet<string>>([
    [SPA_CLIENT_ID, product],
    [SWAGGER_CLIENT_ID, product],
    ...extra.map((client): [string, ReadonlySet<string>] => [
      client.clientId,
      new Set(extraClientOrigins(client)),
    ]),
  ]);
}

/** Origins allowed to call the API from a browser: every client's, and the configured ones. */
export function allowedCorsOrigins(
  issuer: string,
  extra: ExtraClient[],
  configured: string[],
): Set<string> {
  return new Set([...productOrigins(issuer), ...configured, ...extra.flatMap(extraClientOrigins)]);
}
