// کد ملی: ten digits whose last is a mod-11 check digit over the first nine (weights 10…2).
// Every repeated-digit code passes that checksum, so those are refused explicitly. Input is
// not zero-padded and city prefixes are not checked (the published prefix lists are stale).
import { normalizeCodeInput } from './text';

/** Latin digits without spaces, dashes or invisible marks; not checked. */
export function normalizeNationalCode(input: string): string {
  return normalizeCodeInput(input);
}

function checkDigit(digits: readonly number[]): number {
  const sum = digits.slice(0, 9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const remainder = sum % 11;
  return remainder < 2 ? remainder : 11 - remainder;
}

/** True for a valid Iranian national code; Persian/Arabic digits, spaces and dashes allowed. */
export function isValidNationalCode(input: string): boolean {
  const code = normalizeNationalCode(input);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  return digits[9] === checkDigit(digits);
}
