// For tests of the DPoP parts in jsdom, which has neither IndexedDB nor SubtleCrypto and is no
// secure context: Node's WebCrypto, a key store in memory with IndexedDB's structured-clone
// behaviour left aside, and a reader that checks a proof's signature with its own header's key.
import { webcrypto } from 'node:crypto';
import type { DPoPState } from 'oidc-client-ts';
import type { DpopStore } from './dpop-keys';

export class MemoryDpopStore implements DpopStore {
  readonly entries = new Map<string, DPoPState>();
  async set(key: string, value: DPoPState): Promise<void> {
    this.entries.set(key, value);
  }
  async get(key: string): Promise<DPoPState | undefined> {
    return this.entries.get(key);
  }
  async remove(key: string): Promise<DPoPState | undefined> {
    const value = this.entries.get(key);
    this.entries.delete(key);
    return value;
  }
  async getAllKeys(): Promise<string[]> {
    return [...this.entries.keys()];
  }
}

/** Gives jsdom what a browser that can keep DPoP keys has; returns the undo. */
export function browserWithKeyStorage(): () => void {
  const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
  Object.defineProperty(globalThis.crypto, 'subtle', {
    configurable: true,
    value: webcrypto.subtle,
  });
  Object.defineProperty(globalThis, 'isSecureContext', { configurable: true, value: true });
  Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: {} });
  return () => {
    if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    else Reflect.deleteProperty(globalThis.crypto, 'subtle');
    Reflect.deleteProperty(globalThis, 'isSecureContext');
    Reflect.deleteProperty(globalThis, 'indexedDB');
  };
}

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface ReadProof {
  header: { alg?: string; typ?: string; jwk?: JsonWebKey };
  payload: Record<string, unknown>;
  /** The signature verifies with the header's public key. */
  valid: boolean;
}

export async function readProof(proof: string): Promise<ReadProof> {
  const [header, payload, signature] = proof.split('.') as [string, string, string];
  const decodedHeader = decodePart(header) as ReadProof['header'];
  const key = await webcrypto.subtle.importKey(
    'jwk',
    decodedHeader.jwk!,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await webcrypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(`${header}.${payload}`),
  );
  return { header: decodedHeader, payload: decodePart(payload), valid };
}

/** RFC 7638's thumbprint of an EC public key (what a bound token's `cnf.jkt` holds). */
export async function thumbprint(jwk: JsonWebKey): Promise<string> {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return Buffer.from(digest).toString('base64url');
}
