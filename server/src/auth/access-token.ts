// Verifies the API's access tokens: JWTs our identity provider signed for the `Crm` audience.
// Signature (our keys only, ES256, or RS256 as before 2026-11-26), issuer, audience, expiry and `typ: at+jwt` are all
// checked; an ID token or a token for another audience is refused.
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { HOST_TENANT_ID } from '../tenancy/tenancy.tables';
import { issuerSpellings } from '../oidc/issuer';
import { ACCESS_TOKEN_ALG, ID_TOKEN_ALG } from '../oidc/signing-keys';

export const API_AUDIENCE = 'Crm';
/** The resource indicator the SPA's tokens are issued for. */
export const API_RESOURCE = 'urn:crm:api';
export const TENANT_CLAIM = 'tenantid';
export const SESSION_CLAIM = 'session_id';

export interface Principal {
  userId: string;
  /** The host's nil UUID for host users. */
  tenantId: string;
  sessionId: string | null;
  clientId: string | null;
}

export async function verifyAccessToken(
  token: string,
  key: JWTVerifyGetKey,
  /** The product's origin; the token's issuer may be spelled either way (oidc/issuer.ts). */
  origin: string,
): Promise<Principal> {
  const { payload } = await jwtVerify(token, key, {
    issuer: issuerSpellings(origin),
    audience: API_AUDIENCE,
    typ: 'at+jwt',
    // RS256: access tokens signed before the switch to ES256 (they live 15 minutes); ID tokens
    // are refused by their `typ`, not by their algorithm.
    algorithms: [ACCESS_TOKEN_ALG, ID_TOKEN_ALG],
    clockTolerance: 15,
    requiredClaims: ['sub', 'exp'],
  });
  const tenant = payload[TENANT_CLAIM];
  const session = payload[SESSION_CLAIM];
  const client = payload.client_id;
  return {
    userId: payload.sub!,
    tenantId: typeof tenant === 'string' && tenant ? tenant : HOST_TENANT_ID,
    sessionId: typeof session === 'string' ? session : null,
    clientId: typeof client === 'string' ? client : null,
  };
}

/** The bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
