// RFC 9449 §7: an access token bound to a DPoP key (`cnf.jkt`) is accepted only under the DPoP
// scheme, with one proof in the `DPoP` header made for this request, this token and that key,
// whose `jti` has not been used before. A bearer token (ABP's Angular UI, Swagger) keeps working
// under the Bearer scheme and is refused under DPoP. A refusal is a 401 carrying the RFC's
// challenge: `invalid_dpop_proof` for a missing or broken proof, `invalid_token` for a token
// presented by someone who does not hold its key.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AuthenticationRequiredError } from '../errors/app-error';
import { tenantFromHost } from '../tenancy/tenant-resolver';
import { servedPath } from '../web/request-target';
import type { Principal, PresentedToken } from './access-token';
import { DPOP_ALGORITHMS, InvalidProofError, KeyBindingError, verifyDpopProof } from './dpop-proof';
import { countProofFailure, refuseBlockedAddress } from './proof-failures';

type DpopError = 'invalid_dpop_proof' | 'invalid_token';

export class SenderConstraintError extends AuthenticationRequiredError {
  constructor(
    readonly error: DpopError,
    /** Why, in the challenge's `error_description` (for the client's developer, not its user). */
    readonly reason: string,
  ) {
    super(error === 'invalid_dpop_proof' ? 'Crm:InvalidDpopProof' : 'Crm:InvalidToken', {
      headers: { 'WWW-Authenticate': dpopChallenge(error, reason) },
    });
  }
}

/** The `DPoP` challenge of RFC 9449 §7.1 (the reason holds no quote or backslash). */
export function dpopChallenge(error: DpopError, reason: string): string {
  return `DPoP error="${error}", error_description="${reason}", algs="${DPOP_ALGORITHMS.join(' ')}"`;
}

/**
 * The URLs this request may have been addressed to, without query: the product's public origin
 * (never the Host header, which the client writes), or a tenant's host name when the server
 * answers the tenant pattern (`CRM_TENANT_HOST_PATTERN`) and the request came by it. The host
 * name is Fastify's, which reads `X-Forwarded-Host` only from a proxy CRM_TRUST_PROXY trusts.
 * Spelled as the server spells them, not normalised: the proof's check compares a proof's
 * other spellings normalised (dpop-proof.ts).
 */
export function requestUrls(
  request: Pick<FastifyRequest, 'url' | 'hostname' | 'host'>,
  origin: string,
  tenantHostPattern: string | undefined,
): string[] {
  const path = servedPath(request);
  const urls = [`${origin}${path}`];
  if (tenantFromHost(request.hostname, tenantHostPattern) !== undefined) {
    urls.push(`${new URL(origin).protocol}//${request.host}${path}`);
  }
  return urls;
}

/** The token as presented, with its SHA-256 (the `ath` its proofs must name). */
export interface HashedToken extends PresentedToken {
  hash: string;
}

/** Refuses the request unless its token is presented as its binding (or lack of one) requires. */
export async function checkSenderConstraint(
  deps: AppDeps,
  request: FastifyRequest,
  presented: HashedToken,
  principal: Principal,
): Promise<void> {
  if (principal.jkt === null) {
    if (presented.scheme === 'DPoP')
      throw new SenderConstraintError('invalid_token', 'the access token is not DPoP-bound');
    return;
  }
  if (presented.scheme !== 'DPoP')
    throw new SenderConstraintError('invalid_token', 'a DPoP-bound token needs the DPoP scheme');
  refuseBlockedAddress(deps, request);
  try {
    await checkProof(deps, request, presented, principal.jkt);
  } catch (error) {
    if (error instanceof SenderConstraintError) await countProofFailure(deps, request);
    throw error;
  }
}

async function checkProof(
  deps: AppDeps,
  request: FastifyRequest,
  presented: HashedToken,
  jkt: string,
): Promise<void> {
  const proof = request.headers.dpop;
  if (typeof proof !== 'string' || proof === '')
    throw new SenderConstraintError('invalid_dpop_proof', 'one DPoP proof is required');
  const nowSeconds = Math.floor(Date.now() / 1000);
  let verified;
  try {
    verified = await verifyDpopProof(proof, {
      method: request.method,
      urls: requestUrls(request, deps.origin(), deps.config.tenantHostPattern),
      ath: presented.hash,
      jkt,
      nowSeconds,
    });
  } catch (error) {
    if (error instanceof KeyBindingError)
      throw new SenderConstraintError('invalid_token', 'the proof key is not the bound key');
    if (error instanceof InvalidProofError)
      throw new SenderConstraintError('invalid_dpop_proof', error.reason);
    throw error;
  }
  if (!(await firstUse(deps, verified.jkt, verified.jti, verified.acceptableUntil - nowSeconds)))
    throw new SenderConstraintError('invalid_dpop_proof', 'jti already used');
}

/** Remembers a proof's `jti` (per key) for as long as the proof could be accepted. */
export function firstUse(
  deps: Pick<AppDeps, 'ephemeral'>,
  jkt: string,
  jti: string,
  ttlSeconds: number,
): Promise<boolean> {
  const key = createHash('sha256').update(`${jkt} ${jti}`).digest('base64url');
  return deps.ephemeral.markOnce(`dpop:${key}`, Math.max(1, ttlSeconds + 1));
}
