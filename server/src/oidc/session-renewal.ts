// A session renewal answered without oidc-provider's request pipeline. Every open tab renews its
// tokens with the refresh grant; the provider spent ~1.5 ms of CPU on each, most of it in Koa,
// its middleware and token models rather than in the work itself (docs/decisions/0012-session-
// renewal.md). A renewal here is the common request only: a public client's
// `grant_type=refresh_token`, `client_id` and `refresh_token`, nothing else. It does what the
// provider's refresh grant does for that request and stores what the provider stores: the same
// checks, the same rotated refresh token (one use, reuse revoking the grant) and the same ES256
// access token. Anything it does not take as such — another client, a token not found, expired,
// used, of an ended session or a deactivated user, or a raced rotation — goes to the provider,
// which answers (and revokes a reused token's grant) as before.
import { randomBytes, sign } from 'node:crypto';
import type { AppDeps } from '../app-deps';
import { API_AUDIENCE, API_RESOURCE, SESSION_CLAIM, TENANT_CLAIM } from '../auth/access-token';
import { HOST_TENANT_ID } from '../tenancy/tenancy.tables';
import { cachedAccount } from './account';
import type { AccessTokenSigner } from './key-store';
import { ACCESS_TOKEN_TTL, API_SCOPE } from './provider';

const REFRESH_GRANT = 'refresh_token';

/** Two token ids of 256 random bits in the URL-safe alphabet, as long as the provider's. */
function twoTokenIds(): [string, string] {
  const bits = randomBytes(64);
  return [bits.subarray(0, 32).toString('base64url'), bits.subarray(32).toString('base64url')];
}

export interface RenewalRequest {
  clientId: string;
  refreshToken: string;
}

export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
  token_type: 'Bearer';
}

export interface RenewalContext {
  deps: AppDeps;
  issuer: string;
  /** The clients that renew without credentials (public clients allowed the refresh grant). */
  publicClients: ReadonlySet<string>;
  /** Origins whose browsers may call the token endpoint (the provider's CORS rule). */
  allowedOrigins: ReadonlySet<string>;
}

const FIELDS = new Set(['grant_type', 'client_id', 'refresh_token']);

/** The form's renewal when it is exactly the common one (each field once, nothing else). */
export function plainRenewal(form: string): RenewalRequest | undefined {
  const params = new URLSearchParams(form);
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (!FIELDS.has(key) || seen.has(key)) return undefined;
    seen.add(key);
  }
  const clientId = params.get('client_id');
  const refreshToken = params.get('refresh_token');
  if (params.get('grant_type') !== REFRESH_GRANT || !clientId || !refreshToken) return undefined;
  return { clientId, refreshToken };
}

const now = () => Math.floor(Date.now() / 1000);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The provider's JWT access token (its claims in its order), signed with the ES256 key. */
function signAccessToken(signer: AccessTokenSigner, claims: Record<string, unknown>): string {
  const input = `${base64url({ alg: 'ES256', typ: 'at+jwt', kid: signer.kid })}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(input), {
    key: signer.key,
    dsaEncoding: 'ieee-p1363',
  });
  return `${input}.${signature.toString('base64url')}`;
}

/**
 * Renews the session of `request`, or answers undefined to leave the request to the provider
 * (nothing has been written then).
 */
export async function renewSession(
  { deps, issuer, publicClients }: RenewalContext,
  request: RenewalRequest,
): Promise<TokenAnswer | undefined> {
  const store = deps.oidcStore;
  const signer = deps.keys.accessTokenKey;
  if (!publicClients.has(request.clientId) || !signer) return undefined;
  if (!store.renewRefreshToken || !store.undoRenewal) return undefined;

  const issuedAt = now();
  const [nextId, accessTokenId] = twoTokenIds();
  const renewed = await store.renewRefreshToken({
    id: request.refreshToken,
    clientId: request.clientId,
    resource: API_RESOURCE,
    scope: API_SCOPE,
    nextId,
    issuedAt,
  });
  if (!renewed) return undefined;
  const { accountId, grantId } = renewed;
  const account = await cachedAccount(deps.db, deps.caches, accountId);
  if (!account) {
    // The user or its tenant is no longer active: the provider refuses, as it always has.
    await store.undoRenewal(request.refreshToken, nextId);
    return undefined;
  }

  const accessToken = signAccessToken(signer, {
    [TENANT_CLAIM]: account.tenantId !== HOST_TENANT_ID ? account.tenantId : undefined,
    [SESSION_CLAIM]: grantId,
    jti: accessTokenId,
    sub: accountId,
    iat: issuedAt,
    exp: issuedAt + ACCESS_TOKEN_TTL,
    scope: API_SCOPE,
    client_id: request.clientId,
    iss: issuer,
    aud: API_AUDIENCE,
  });
  return {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_TTL,
    refresh_token: nextId,
    scope: API_SCOPE,
    token_type: 'Bearer',
  };
}
