// Numbers for display in the page's language: Persian digits with ٬ and ٫ in Persian, Latin
// digits with , and . in English. Grouping, signs and compact units are written here, not by
// Intl's locale data, so that the output does not drift with a browser's or Node's ICU version.
import { toPersianDigits } from './digits';
import { isPersian } from './language';

const PERSIAN_GROUP = '\u066C';
const PERSIAN_DECIMAL = '\u066B';
/** Left-to-right mark + minus sign (U+2212): keeps the sign before the digits in RTL text. */
const PERSIAN_MINUS = '\u200E\u2212';
const PERCENT_SIGN = { fa: '\u066A', en: '%' } as const;

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
  // 'en-US' without grouping is only the decimal rounding (half away from zero on the shortest
  // decimal form, where toFixed rounds 1.005 down); no locale data reaches the output.
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
    format.grouping === false ? integer : groupThousands(integer, persian ? PERSIAN_GROUP : ',');
  const body = fraction ? `${grouped}${persian ? PERSIAN_DECIMAL : '.'}${fraction}` : grouped;
  if (!persian) return negative ? `-${body}` : body;
  return negative ? `${PERSIAN_MINUS}${toPersianDigits(body)}` : toPersianDigits(body);
}

/** A percentage given in percent (12.5 → ۱۲٫۵٪ / 12.5%); default up to two decimals. */
export function formatPercent(
  percent: number,
  language: string,
  format: NumberFormat = { maxFractionDigits: 2 },
): string {
  return `${formatNumber(percent, language, format)}${PERCENT_SIGN[isPersian(language) ? 'fa' : 'en']}`;
}

const COMPACT_UNITS: { size: number; fa: string; en: string }[] = [
  { size: 1e12, fa: 'هزار میلیارد', en: 'T' },
  { size: 1e9, fa: 'میلیارد', en: 'B' },
  { size: 1e6, fa: 'میلیون', en: 'M' },
  { size: 1e3, fa: 'هزار', en: 'K' },
];

/** A short axis label: ۱٫۲ میلیون / 1.2M, one decimal at most. */
export function formatCompactNumber(value: number, language: string): string {
  const unit = COMPACT_UNITS.find(({ size }) => Math.abs(value) >= size);
  const scaled = unit ? value / unit.size : value;
  const number = formatNumber(scaled, language, { maxFractionDigits: 1 });
  if (!unit) return number;
  return isPersian(language) ? `${number} ${unit.fa}` : `${number}${unit.en}`;
}

/** Digits in a text (a clock, a code) in the language's digits. */
export function localizeDigits(text: string | number, language: string): string {
  return isPersian(language) ? toPersianDigits(text) : String(text);
}
