// A client's DPoP key (RFC 9449) for tests: it signs proofs for a request, as the SPA does.
import { createHash, randomUUID } from 'node:crypto';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { TEST_ORIGIN } from './test-app';

export interface ProofClaims {
  htm?: string;
  htu?: string;
  iat?: number;
  jti?: string;
  /** The access token the proof is for; its hash becomes `ath`. */
  accessToken?: string;
}

export class DpopKey {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly jwk: JWK,
    /** The key's SHA-256 thumbprint: a bound token's `cnf.jkt`. */
    readonly jkt: string,
  ) {}

  static async create(): Promise<DpopKey> {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(pair.publicKey);
    return new DpopKey(pair.privateKey, jwk, await calculateJwkThumbprint(jwk));
  }

  /** A proof for `method` on `path` (of the test origin), made now with a fresh jti. */
  proof(method: string, path: string, claims: ProofClaims = {}): Promise<string> {
    const { accessToken, ...rest } = claims;
    return new SignJWT({
      htm: method,
      htu: `${TEST_ORIGIN}${path}`,
      iat: Math.floor(Date.now() / 1000),
      jti: randomUUID(),
      ...(accessToken ? { ath: createHash('sha256').update(accessToken).digest('base64url') } : {}),
      ...rest,
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: this.jwk })
      .sign(this.privateKey);
  }

  /** The headers of an API request with a token bound to this key. */
  async headers(accessToken: string, method: string, path: string) {
    return {
      authorization: `DPoP ${accessToken}`,
      dpop: await this.proof(method, path.split('?')[0]!, { accessToken }),
    };
  }
}
