// Verifies the API's access tokens: JWTs our identity provider signed for the `Crm` audience.
// Signature (our keys only, ES256, or RS256 as before 2026-11-26), issuer, audience, expiry and `typ: at+jwt` are all
// checked; an ID token or a token for another audience is refused. A token bound to a DPoP key
// (`cnf.jkt`, RFC 9449 §6.1) names that key; the proof is checked per request (sender-constraint.ts).
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
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
  /** The thumbprint of the DPoP key the token is bound to; null for a bearer token. */
  jkt: string | null;
}

/** `cnf.jkt`; a confirmation of any other kind (a certificate) is one this API cannot check. */
function boundKey(payload: JWTPayload): string | null {
  if (payload.cnf === undefined) return null;
  const jkt = (payload.cnf as { jkt?: unknown } | null)?.jkt;
  if (typeof jkt !== 'string' || !jkt)
    throw new errors.JWTClaimValidationFailed('unsupported "cnf" claim', payload, 'cnf');
  return jkt;
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
    jkt: boundKey(payload),
  };
}

export interface PresentedToken {
  scheme: 'Bearer' | 'DPoP';
  token: string;
}

/** The access token of an Authorization header and its scheme (RFC 6750, RFC 9449 §7.1), if any. */
export function presentedToken(header: string | undefined): PresentedToken | undefined {
  const match = /^(Bearer|DPoP)\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  return { scheme: match[1]!.toLowerCase() === 'dpop' ? 'DPoP' : 'Bearer', token: match[2]! };
}
