// The signing keys a running server uses, reloaded from the database on an interval so that a
// key added by `keys:rotate` (on PostgreSQL, while servers run) is published and later used
// without a restart. Listeners (the identity provider) are told when the set changes.
import { createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { createLocalJWKSet, type JWK, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/database';
import {
  ACCESS_TOKEN_ALG,
  ensureSigningKeys,
  listSigningKeys,
  orderForSigning,
  publicJwk,
  type SigningKey,
} from './signing-keys';

export class KeyStore {
  private keys: SigningKey[] = [];
  private fingerprint = '';
  private verifier: JWTVerifyGetKey = createLocalJWKSet({ keys: [] });
  private accessTokenSigner: AccessTokenSigner | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly db: Db) {}

  async start(refreshSeconds: number): Promise<void> {
    this.apply(await ensureSigningKeys(this.db));
    // A failed reload (the database briefly away) keeps the current keys and is retried on the
    // next tick; nothing awaits a timer, so the failure is logged rather than thrown.
    this.timer = setInterval(
      () =>
        void this.refresh().catch((error: unknown) => {
          console.warn(`signing keys not reloaded: ${String(error)}`);
        }),
      refreshSeconds * 1000,
    );
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    this.apply(await listSigningKeys(this.db));
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Private JWKs in signing order, for the provider. */
  signingJwks(): JWK[] {
    return orderForSigning(this.keys).map((key) => key.privateJwk);
  }

  /** Verifies the signature of our own tokens (API access tokens). */
  get verifyKey(): JWTVerifyGetKey {
    return this.verifier;
  }

  /** The key access tokens are signed with now: the one the provider would choose. */
  get accessTokenKey(): AccessTokenSigner | undefined {
    return this.accessTokenSigner;
  }

  private apply(keys: SigningKey[]): void {
    if (keys.length === 0) return;
    const ordered = orderForSigning(keys);
    const fingerprint = ordered.map((key) => key.kid).join(',');
    if (fingerprint === this.fingerprint) return;
    this.keys = keys;
    this.fingerprint = fingerprint;
    this.verifier = createLocalJWKSet({ keys: ordered.map((key) => publicJwk(key.privateJwk)) });
    this.accessTokenSigner = signerOf(
      ordered.find((key) => key.privateJwk.alg === ACCESS_TOKEN_ALG),
    );
    for (const listener of this.listeners) listener();
  }
}

export interface AccessTokenSigner {
  kid: string;
  key: KeyObject;
}

function signerOf(key: SigningKey | undefined): AccessTokenSigner | undefined {
  if (!key) return undefined;
  return {
    kid: key.kid,
    key: createPrivateKey({ key: key.privateJwk as JsonWebKey, format: 'jwk' }),
  };
}
