// A client's DPoP key (RFC 9449) for the benchmarks: a P-256 key pair and proofs signed with it
// as the SPA's are (ES256, the public key in the header, `ath` for an API call). node:crypto
// signs fast enough to make thousands of proofs before a timed window starts.
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export class DpopKey {
  private readonly header: string;

  private constructor(
    private readonly privateKey: KeyObject,
    publicKey: KeyObject,
    /** The server's public origin, which its htu checks read (not the loopback address called). */
    private readonly origin: string,
  ) {
    this.header = part({ alg: 'ES256', typ: 'dpop+jwt', jwk: publicKey.export({ format: 'jwk' }) });
  }

  static create(origin: string): DpopKey {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return new DpopKey(privateKey, publicKey, origin);
  }

  /** The server's public origin: its issuer's (the provider's discovery document). */
  static async originOf(baseUrl: string): Promise<string> {
    const response = await fetch(`${baseUrl}/.well-known/openid-configuration`);
    return new URL(((await response.json()) as { issuer: string }).issuer).origin;
  }

  /** A proof for `method` on `url` (its query dropped), with `ath` when a token is given. */
  proof(method: string, url: string, accessToken?: string): string {
    const target = new URL(url);
    const input = `${this.header}.${part({
      htm: method,
      htu: `${this.origin}${target.pathname}`,
      iat: Math.floor(Date.now() / 1000),
      jti: randomUUID(),
      ...(accessToken ? { ath: createHash('sha256').update(accessToken).digest('base64url') } : {}),
    })}`;
    const signature = sign('sha256', Buffer.from(input), {
      key: this.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${input}.${signature.toString('base64url')}`;
  }
}
