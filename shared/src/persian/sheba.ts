// Sheba is the Iranian IBAN: IR, two check digits and 22 digits (26 characters), checked with
// ISO 7064 mod 97. People paste it with spaces, Persian digits or without the IR (forms often
// show IR as a fixed prefix), so all three are accepted.
import { normalizeCodeInput } from './text';

const SHEBA = /^IR\d{24}$/;
/** Letter values in ISO 13616: A = 10 … Z = 35; Sheba only uses I (18) and R (27). */
const LETTER_OFFSET = 'A'.charCodeAt(0) - 10;

/** Uppercase `IR` + 24 digits without spaces or marks (a bare 24 digits gets `IR`); unchecked. */
export function normalizeSheba(input: string): string {
  const compact = normalizeCodeInput(input).toUpperCase();
  return /^\d{24}$/.test(compact) ? `IR${compact}` : compact;
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

function passesMod97(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - LETTER_OFFSET),
  );
  return mod97(digits) === 1;
}

/** True for a valid Sheba number in any accepted writing. */
export function isValidSheba(input: string): boolean {
  const sheba = normalizeSheba(input);
  return SHEBA.test(sheba) && passesMod97(sheba);
}

/** The three-digit bank code after the check digits (e.g. 017 Melli), or `null` if invalid. */
export function shebaBankCode(input: string): string | null {
  const sheba = normalizeSheba(input);
  return isValidSheba(sheba) ? sheba.slice(4, 7) : null;
}

/** Groups a valid Sheba in fours for display (show it in a `dir="ltr"` run). */
export function formatSheba(input: string): string | null {
  const sheba = normalizeSheba(input);
  return isValidSheba(sheba) ? (sheba.match(/.{1,4}/g) ?? []).join(' ') : null;
}
