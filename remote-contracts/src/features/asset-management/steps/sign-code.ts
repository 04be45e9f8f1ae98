// The one-time signing code: typed in any digits, sent as Latin digits; a new code may be asked
// for a minute after the last one (the server's limit), and a code lasts until its expiry.
import { toLatinDigits } from '@crm/shared';

export const RESEND_AFTER_MS = 60_000;

export function normalizeCode(typed: string): string {
  return toLatinDigits(typed).replace(/\D/g, '');
}

export function isCompleteCode(typed: string, length: number): boolean {
  return normalizeCode(typed).length === length;
}

export interface SentCode {
  /** The mobile with its middle digits hidden. */
  mobile: string;
  codeLength: number;
  expiresAt: number;
  resendAt: number;
}

export function sentCode(
  answer: { mobile: string; codeLength: number; expiresAt: string },
  now: number,
): SentCode {
  return {
    mobile: answer.mobile,
    codeLength: answer.codeLength,
    expiresAt: Date.parse(answer.expiresAt),
    resendAt: now + RESEND_AFTER_MS,
  };
}
