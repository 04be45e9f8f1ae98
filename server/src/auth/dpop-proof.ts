// A DPoP proof (RFC 9449 §4.3): a JWT of type `dpop+jwt`, signed with an asymmetric algorithm
// by the public key its own header carries, made for this request (`htm`, `htu`) a moment ago
// (`iat`) under an identifier used once (`jti`), and at a resource also for this access token
// (`ath`) and the key the token is bound to (`cnf.jkt`). Each rule is checked here exactly once,
// the cheap ones first: a proof that fails any of them never costs a signature check (the
// header's checks and the signature: dpop-proof-key.ts). The replay of a `jti` is the caller's
// to refuse (sender-constraint.ts), with the lifetime `acceptableUntil` gives.
import { createHash } from 'node:crypto';
import { decodeJwt, type JWTPayload } from 'jose';
import { checkSignature, fail, proofKeyOf } from './dpop-proof-key';

export { DPOP_ALGORITHMS, InvalidProofError } from './dpop-proof-key';
/** How far a proof's `iat` may lie from now, before the clock tolerance. */
export const PROOF_WINDOW_SECONDS = 60;
export const CLOCK_TOLERANCE_SECONDS = 15;
const MAX_JTI_LENGTH = 200;
const BASE64URL_SEGMENTS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export interface ProofExpectation {
  /** The request's method (`htm`). */
  method: string;
  /** Every URL the request may have been sent to, without query and fragment (`htu`). */
  urls: readonly string[];
  /** At a resource: the access token's SHA-256 (`accessTokenHash`), which `ath` must name. */
  ath?: string | undefined;
  /** At a resource: the thumbprint the access token is bound to (`cnf.jkt`). */
  jkt?: string | undefined;
  nowSeconds: number;
}

export interface VerifiedProof {
  jti: string;
  /** The proof key's SHA-256 thumbprint (RFC 7638). */
  jkt: string;
  /** The last second at which this proof is still acceptable: its `jti` is kept until then. */
  acceptableUntil: number;
}

/** A valid proof by another key than the token's: the token is not this sender's (`invalid_token`). */
export class KeyBindingError extends Error {
  constructor() {
    super('the DPoP proof key is not the key the token is bound to');
    this.name = 'KeyBindingError';
  }
}

/** RFC 3986 §6.2.2: case of the scheme, host and percent escapes, unreserved characters unescaped. */
export function normalizeHtu(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/%[0-9a-f]{2}/gi, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });
  return url.href;
}

/**
 * Whether `htu` names one of the request's URLs. The same string needs no parsing (the SPA
 * sends the URL it called, as the server spells it); any other spelling is compared normalised.
 */
function matchesRequest(htu: unknown, urls: readonly string[]): boolean {
  if (typeof htu !== 'string') return false;
  if (urls.includes(htu)) return true;
  const target = normalizeHtu(htu);
  return target !== undefined && urls.some((url) => normalizeHtu(url) === target);
}

export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest('base64url');
}

function claimsOf(proof: string): JWTPayload & Record<string, unknown> {
  try {
    return decodeJwt(proof);
  } catch {
    return fail('not a JWT');
  }
}

export async function verifyDpopProof(
  proof: string,
  expected: ProofExpectation,
): Promise<VerifiedProof> {
  if (!BASE64URL_SEGMENTS.test(proof)) fail('not a JWT');
  const encodedHeader = proof.slice(0, proof.indexOf('.'));
  const key = await proofKeyOf(encodedHeader);
  const { iat, jti, htm, htu, ath } = claimsOf(proof);
  const slack = PROOF_WINDOW_SECONDS + CLOCK_TOLERANCE_SECONDS;
  if (typeof iat !== 'number' || Math.abs(expected.nowSeconds - iat) > slack)
    fail('iat outside the window');
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH) fail('jti');
  if (htm !== expected.method) fail('htm');
  if (!matchesRequest(htu, expected.urls)) fail('htu');
  if (expected.ath !== undefined && ath !== expected.ath) fail('ath');
  if (expected.jkt !== undefined && key.jkt !== expected.jkt) throw new KeyBindingError();
  checkSignature(proof, encodedHeader, key);
  return { jti: jti as string, jkt: key.jkt, acceptableUntil: (iat as number) + slack };
}
