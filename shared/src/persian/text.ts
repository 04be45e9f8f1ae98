// Persian text typed on Arabic keyboards (or pasted from Arabic sources) carries Arabic ي/ك,
// which look the same but miss in search and duplicate records; and copied numbers or codes
// often carry invisible direction marks. These helpers remove both where they must not matter.
import { toLatinDigits } from './digits';

/** Direction marks and zero-width characters, including ZWNJ (نیم‌فاصله). */
const INVISIBLE_MARKS = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Direction marks only: ZWNJ/ZWJ (U+200C/D) are kept because they shape Persian words. */
const DIRECTION_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Any whitespace, including NBSP (U+00A0) and narrow NBSP (U+202F). */
const WHITESPACE = /[\s\u00A0\u202F]+/g;

/** Replaces Arabic yeh (ي, ى) and kaf (ك) with the Persian letters ی and ک. */
export function toPersianLetters(text: string): string {
  return text.replace(/[\u064A\u0649]/g, '\u06CC').replace(/\u0643/g, '\u06A9');
}

/** Removes every zero-width and direction mark: for codes and numbers, never for prose. */
export function stripInvisibleMarks(text: string): string {
  return text.replace(INVISIBLE_MARKS, '');
}

/**
 * Normalises free Persian text for storage and search: Persian letters, Latin digits, no
 * direction marks, single spaces, trimmed. ZWNJ is kept.
 */
export function normalizePersianText(text: string): string {
  return toLatinDigits(toPersianLetters(text.replace(DIRECTION_MARKS, '')))
    .replace(WHITESPACE, ' ')
    .trim();
}

/**
 * Normalises a code typed by a person (national code, card, Sheba, phone): Latin digits,
 * no invisible marks, no spaces and no separators from `separators` (default `-`).
 */
export function normalizeCodeInput(text: string, separators = '-'): string {
  const escaped = separators.replace(/[\\\]^-]/g, '\\$&');
  const separatorPattern = escaped ? new RegExp(`[${escaped}]`, 'g') : null;
  const compact = toLatinDigits(stripInvisibleMarks(text)).replace(WHITESPACE, '');
  return separatorPattern ? compact.replace(separatorPattern, '') : compact;
}

/**
 * A user-supplied name (a basket, a user, a tenant) as an isolate (FSI … PDI), for text that
 * cannot hold <bdi>: a sentence, an input's value, an accessible name. A Persian name beside Latin
 * letters or digits then keeps its order in either page direction.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
