// Password-reset tokens: `<expiry>.<mac>`, the mac an HMAC-SHA256 (the server's `password-reset`
// subkey) over tenant, user, the user's security stamp and the expiry. Nothing is stored: the
// token expires by itself, and it works once because a reset (like any credential change)
// replaces the security stamp.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RESET_TOKEN_LIFETIME_MINUTES = 60;

export interface ResetSubject {
  tenantId: string;
  userId: string;
  securityStamp: string;
}

function mac(key: Buffer, subject: ResetSubject, expiresAt: number): Buffer {
  return createHmac('sha256', key)
    .update(['reset', subject.tenantId, subject.userId, subject.securityStamp, expiresAt].join('|'))
    .digest();
}

export function createResetToken(key: Buffer, subject: ResetSubject, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + RESET_TOKEN_LIFETIME_MINUTES * 60;
  return `${expiresAt}.${mac(key, subject, expiresAt).toString('base64url')}`;
}

export function isValidResetToken(
  key: Buffer,
  subject: ResetSubject,
  token: string,
  now = Date.now(),
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return false;
  const presented = Buffer.from(match[2]!, 'base64url');
  const expected = mac(key, subject, expiresAt);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
