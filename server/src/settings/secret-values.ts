// Secret setting values (the SMTP password) are stored encrypted with AES-256-GCM under the
// server's `setting-encryption` subkey: `enc:v1:<iv>.<tag>.<ciphertext>` (base64url). A value
// without the prefix was stored before encryption existed and is read as it is.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const AUTH_TAG_BYTES = 16;

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: AUTH_TAG_BYTES });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
  return `${PREFIX}${parts.join('.')}`;
}

export function isEncrypted(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** The plain value; undefined when it cannot be decrypted (another key, or tampered with). */
export function decryptSecret(key: Buffer, stored: string): string | undefined {
  if (!isEncrypted(stored)) return stored;
  const [iv, tag, data] = stored.slice(PREFIX.length).split('.');
  if (!iv || !tag || data === undefined) return undefined;
  try {
    // A tag shorter than the 16 bytes we write would still verify (GCM checks a prefix of the
    // full tag), so a forger would only have to guess 4 bytes: insist on the length.
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: AUTH_TAG_BYTES,
    });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
