// What one ES256 signature check costs by itself: the call the server makes for every DPoP proof
// (server/src/auth/dpop-proof-key.ts: node:crypto, the key object kept, the signature in DER),
// over proof-sized inputs signed beforehand, in this process's CPU time. It is the part of a
// proof's cost no check can avoid (RFC 9449 §4.3: every proof's signature), printed beside the
// DPoP overhead so a reader can tell the machine's hour from the server's own code.
import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';

/** CPU µs per check, over `count` distinct signatures by one key. */
export function signatureCheckMicros(count: number): number {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const key = createPublicKey({ key: publicKey.export({ format: 'jwk' }), format: 'jwk' });
  const signed = Array.from({ length: count }, () => {
    const input = randomBytes(700).toString('base64url');
    return { input: Buffer.from(input), signature: sign('sha256', Buffer.from(input), privateKey) };
  });
  const before = process.cpuUsage();
  for (const { input, signature } of signed)
    if (!verify('sha256', input, key, signature)) throw new Error('a good signature failed');
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}
