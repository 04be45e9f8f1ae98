// Calls to the identity provider's token and revocation endpoints (form-encoded, RFC 6749/7009).
// A token request carries the sign-in's DPoP proof when it has a key (RFC 9449 §5).
import { noteServerDate } from './server-clock';
import type { TokenResponse } from './token-storage';

export class TokenEndpointError extends Error {
  constructor(
    readonly status: number,
    /** OAuth error code, e.g. `invalid_grant`. */
    readonly error: string,
    /** The provider's text, e.g. ABP's "Invalid username or password!". */
    readonly description: string | undefined,
  ) {
    super(description ?? error);
    this.name = 'TokenEndpointError';
  }
}

async function postForm(
  url: string,
  form: Record<string, string | undefined>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams(
    Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
    credentials: 'omit',
  });
}

async function tokenRequest(
  url: string,
  form: Record<string, string | undefined>,
  headers?: Record<string, string>,
): Promise<TokenResponse> {
  const response = await postForm(url, form, headers);
  noteServerDate(response);
  const payload = (await response.json().catch(() => ({}))) as Partial<TokenResponse> & {
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !payload.access_token) {
    throw new TokenEndpointError(
      response.status,
      payload.error ?? 'server_error',
      payload.error_description,
    );
  }
  return payload as TokenResponse;
}

export interface PasswordGrant {
  tokenEndpoint: string;
  clientId: string;
  scope: string;
  username: string;
  password: string;
  /** The tenant id, sent as the `__tenant` header as ABP's password flow does. */
  tenantId?: string | undefined;
  dpopProof?: string | undefined;
}

const proofHeader = (proof: string | undefined): Record<string, string> =>
  proof ? { DPoP: proof } : {};

export function requestPasswordToken(grant: PasswordGrant): Promise<TokenResponse> {
  return tokenRequest(
    grant.tokenEndpoint,
    {
      grant_type: 'password',
      client_id: grant.clientId,
      scope: grant.scope,
      username: grant.username,
      password: grant.password,
    },
    {
      ...(grant.tenantId ? { __tenant: grant.tenantId } : {}),
      ...proofHeader(grant.dpopProof),
    },
  );
}

export function requestRefreshedToken(
  tokenEndpoint: string,
  clientId: string,
  refreshToken: string,
  dpopProof?: string,
): Promise<TokenResponse> {
  return tokenRequest(
    tokenEndpoint,
    { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken },
    proofHeader(dpopProof),
  );
}

/** Revokes a token; revocation is best effort (the tokens are dropped locally either way). */
export async function revokeToken(
  revocationEndpoint: string,
  clientId: string,
  token: string,
  hint: 'access_token' | 'refresh_token',
): Promise<void> {
  await postForm(revocationEndpoint, { client_id: clientId, token, token_type_hint: hint }).catch(
    () => undefined,
  );
}
