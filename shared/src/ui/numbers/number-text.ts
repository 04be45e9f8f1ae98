// Numbers as people type and read them. Input may use Persian (۰–۹) or Arabic-Indic (٠–٩)
// digits, Persian or Latin separators and bidi marks; display follows the language: Persian
// digits with ٬ and ٫ in Persian, Latin digits with , and . in English.
import { toLatinDigits, toPersianDigits } from '../../persian';

const BIDI_AND_SPACES = /[\u200E\u200F\u061C\u2066-\u2069\s\u00A0\u202F]/g;
const GROUP_SEPARATORS = /[\u066C,\u060C]/g;

/** Latin digits, `.` for decimals and `-` for minus; separators and marks removed. */
export function normalizeNumberText(text: string): string {
  return toLatinDigits(text)
    .replace(BIDI_AND_SPACES, '')
    .replace(GROUP_SEPARATORS, '')
    .replace(/[\u066B/]/g, '.')
    .replace(/\u2212/g, '-');
}

/** The number in typed text, or null when the text is empty or not a number. */
export function parseNumberText(text: string): number | null {
  const normalized = normalizeNumberText(text);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  return Number(normalized);
}

export function isPersian(language: string): boolean {
  return language === 'fa' || language.startsWith('fa-');
}

export interface NumberFormat {
  /** Digits after the decimal point, at least (default 0). */
  minFractionDigits?: number;
  /** Digits after the decimal point, at most (default: minFractionDigits, or 0). */
  maxFractionDigits?: number;
  /** Thousands separators (default true). */
  grouping?: boolean;
}

function plainLatin(value: number | bigint, format: NumberFormat): string {
  if (typeof value === 'bigint') return value.toString();
  const min = format.minFractionDigits ?? 0;
  const max = Math.max(min, format.maxFractionDigits ?? min);
  return new Intl.NumberFormat('en-US', {
    useGrouping: false,
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value);
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A number for display in the given language (Persian digits and separators in Persian). */
export function formatNumber(
  value: number | bigint,
  language: string,
  format: NumberFormat = {},
): string {
  const plain = plainLatin(value, format);
  const negative = plain.startsWith('-');
  const [integer = '', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const persian = isPersian(language);
  const grouped =
    format.grouping === false ? integer : groupThousands(integer, persian ? '\u066C' : ',');
  const body = fraction ? `${grouped}${persian ? '\u066B' : '.'}${fraction}` : grouped;
  if (!persian) return negative ? `-${body}` : body;
  // As Intl writes it for fa: a left-to-right mark keeps the minus sign before the digits.
  return negative ? `\u200E\u2212${toPersianDigits(body)}` : toPersianDigits(body);
}
