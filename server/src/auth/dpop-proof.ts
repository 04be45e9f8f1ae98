// A DPoP proof (RFC 9449 §4.3): a JWT of type `dpop+jwt`, signed with an asymmetric algorithm
// by the public key its own header carries, made for this request (`htm`, `htu`) a moment ago
// (`iat`) under an identifier used once (`jti`), and at a resource also for this access token
// (`ath`) and the key the token is bound to (`cnf.jkt`). Each rule is checked here exactly once;
// jose checks the signature and computes the thumbprint (RFC 7638). The replay of a `jti` is
// the caller's to refuse (dpop-replay.ts), with the lifetime `acceptableUntil` gives.
import { createHash } from 'node:crypto';
import {
  calculateJwkThumbprint,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';

/** The provider's `dpop_signing_alg_values_supported` (oidc-provider's default). */
export const DPOP_ALGORITHMS = ['ES256', 'EdDSA', 'Ed25519'];
/** How far a proof's `iat` may lie from now, before the clock tolerance. */
export const PROOF_WINDOW_SECONDS = 60;
export const CLOCK_TOLERANCE_SECONDS = 15;
const MAX_JTI_LENGTH = 200;
const MAX_IMPORTED_KEYS = 10_000;

/** The members that make a JWK's public key, per key type (RFC 7638 §3.2). */
const PUBLIC_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  EC: ['kty', 'crv', 'x', 'y'],
  OKP: ['kty', 'crv', 'x'],
  RSA: ['kty', 'e', 'n'],
};
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

export class InvalidProofError extends Error {
  constructor(readonly reason: string) {
    super(`invalid DPoP proof: ${reason}`);
    this.name = 'InvalidProofError';
  }
}

export interface ProofExpectation {
  /** The request's method (`htm`). */
  method: string;
  /** Every URL the request may have been sent to, without query and fragment (`htu`). */
  urls: readonly string[];
  /** At a resource: the access token presented with the proof (`ath`). */
  accessToken?: string | undefined;
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

const fail = (reason: string): never => {
  throw new InvalidProofError(reason);
};

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

export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest('base64url');
}

function publicKeyOf(jwk: unknown): JWK {
  const members = typeof jwk === 'object' && jwk !== null ? (jwk as Record<string, unknown>) : {};
  if (PRIVATE_MEMBERS.some((name) => name in members)) return fail('the jwk holds a private key');
  const names = PUBLIC_MEMBERS[String(members.kty)] ?? fail('the jwk is not a public key');
  return Object.fromEntries(names.map((name) => [name, members[name]])) as JWK;
}

interface ImportedKey {
  key: Awaited<ReturnType<typeof importJWK>>;
  jkt: string;
}

/**
 * Proof keys imported, with their thumbprints: a session signs all its proofs with one key, and
 * importing it is a third of a proof's check. Bounded; the oldest goes first.
 */
const importedKeys = new Map<string, Promise<ImportedKey>>();

function importKey(jwk: JWK, alg: string | undefined): Promise<ImportedKey> {
  const id = `${alg} ${JSON.stringify(jwk)}`;
  let imported = importedKeys.get(id);
  if (!imported) {
    imported = Promise.all([importJWK(jwk, alg), calculateJwkThumbprint(jwk, 'sha256')]).then(
      ([key, jkt]) => ({ key, jkt }),
    );
    importedKeys.set(id, imported);
    imported.catch(() => importedKeys.delete(id));
    if (importedKeys.size > MAX_IMPORTED_KEYS)
      importedKeys.delete(importedKeys.keys().next().value!);
  }
  return imported;
}

async function signedPayload(proof: string): Promise<{ payload: JWTPayload; jkt: string }> {
  let header;
  try {
    header = decodeProtectedHeader(proof);
  } catch {
    return fail('not a JWT');
  }
  if (header.typ !== 'dpop+jwt') fail('typ is not dpop+jwt');
  const jwk = publicKeyOf(header.jwk);
  try {
    const { key, jkt } = await importKey(jwk, header.alg);
    const { payload } = await jwtVerify(proof, key, { algorithms: DPOP_ALGORITHMS });
    return { payload, jkt };
  } catch {
    return fail('signature or algorithm');
  }
}

export async function verifyDpopProof(
  proof: string,
  expected: ProofExpectation,
): Promise<VerifiedProof> {
  const { payload, jkt } = await signedPayload(proof);
  const { iat, jti, htm, htu, ath } = payload as JWTPayload & Record<string, unknown>;
  const slack = PROOF_WINDOW_SECONDS + CLOCK_TOLERANCE_SECONDS;
  if (typeof iat !== 'number' || Math.abs(expected.nowSeconds - iat) > slack)
    fail('iat outside the window');
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH) fail('jti');
  if (htm !== expected.method) fail('htm');
  const target = typeof htu === 'string' ? normalizeHtu(htu) : undefined;
  if (target === undefined || !expected.urls.includes(target)) fail('htu');
  if (expected.accessToken !== undefined && ath !== accessTokenHash(expected.accessToken))
    fail('ath');
  if (expected.jkt !== undefined && jkt !== expected.jkt) {
    throw new KeyBindingError();
  }
  return { jti: jti as string, jkt, acceptableUntil: (iat as number) + slack };
}

/** A valid proof by another key than the token's: the token is not this sender's (`invalid_token`). */
export class KeyBindingError extends Error {
  constructor() {
    super('the DPoP proof key is not the key the token is bound to');
    this.name = 'KeyBindingError';
  }
}
