// Numbers typed or pasted in Persian: ۰–۹/٠–٩ digits, ٬ or ، or , as group separators, ٫ or /
// as the decimal point (people handwrite 2.5 as ۲/۵), U+2212 as minus, plus direction marks
// copied from Intl output. `Number('۱۲۳')` is NaN, so everything goes through here first.
import { normalizeCodeInput } from './text';

/** Rewrites a localized number as plain `-123.45` text (not checked to be a number). */
export function normalizeNumberInput(text: string): string {
  return normalizeCodeInput(text, '')
    .replace(/[\u066C\u060C,]/g, '')
    .replace(/[\u066B/]/g, '.')
    .replace(/\u2212/g, '-');
}

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;
const INTEGER = /^-?\d+$/;

/** Parses a localized decimal number; `null` when the text is not one. */
export function parseLocalizedNumber(text: string): number | null {
  const plain = normalizeNumberInput(text);
  return DECIMAL.test(plain) ? Number(plain) : null;
}

/** Parses a localized integer (e.g. an amount in rials) exactly; `null` when not one. */
export function parseLocalizedInteger(text: string): bigint | null {
  const plain = normalizeNumberInput(text);
  return INTEGER.test(plain) ? BigInt(plain) : null;
}
