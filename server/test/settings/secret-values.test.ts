// Stored secrets (AES-256-GCM): they decrypt with the key they were stored under, and not with
// another key, a changed ciphertext, or a shortened authentication tag — GCM accepts a prefix of
// the right tag unless told its length, which would leave a forger 4 bytes to guess.
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { decryptSecret, encryptSecret } from '../../src/settings/secret-values';

const key = randomBytes(32);
const parts = (stored: string) =>
  stored.slice('enc:v1:'.length).split('.') as [string, string, string];
const join = (iv: string, tag: string, data: string) => `enc:v1:${iv}.${tag}.${data}`;

describe('stored secrets', () => {
  it('decrypt with their key, and not with another', () => {
    const stored = encryptSecret(key, 'smtp secret');
    expect(decryptSecret(key, stored)).toBe('smtp secret');
    expect(decryptSecret(randomBytes(32), stored)).toBeUndefined();
  });

  it('refuse a changed ciphertext', () => {
    const [iv, tag, data] = parts(encryptSecret(key, 'smtp secret'));
    const bytes = Buffer.from(data, 'base64url');
    bytes[0]! ^= 1;
    expect(decryptSecret(key, join(iv, tag, bytes.toString('base64url')))).toBeUndefined();
  });

  it('refuse a shortened authentication tag (4, 8 or 12 of its 16 bytes)', () => {
    const [iv, tag, data] = parts(encryptSecret(key, 'smtp secret'));
    expect(Buffer.from(tag, 'base64url')).toHaveLength(16);
    for (const bytes of [4, 8, 12]) {
      const short = Buffer.from(tag, 'base64url').subarray(0, bytes).toString('base64url');
      expect([bytes, decryptSecret(key, join(iv, short, data))]).toEqual([bytes, undefined]);
    }
  });
});
