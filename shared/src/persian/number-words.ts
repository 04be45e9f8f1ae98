// Integers in Persian words, as written on contracts and cheques: three-digit groups joined by
// «و», each followed by its scale word (Iran uses میلیارد for 10⁹). Hundreds are written joined
// (چهارصد), one thousand is «یک هزار» and one hundred is «صد», following persian-tools.
import { toBigIntStrict } from './integer-input';

const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = [
  'ده',
  'یازده',
  'دوازده',
  'سیزده',
  'چهارده',
  'پانزده',
  'شانزده',
  'هفده',
  'هجده',
  'نوزده',
];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const HUNDREDS = ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
const SCALES = ['', 'هزار', 'میلیون', 'میلیارد', 'تریلیون', 'کوآدریلیون', 'کوینتیلیون'];

const ZERO = 'صفر';
const NEGATIVE = 'منفی';
const AND = ' و ';
const THOUSAND = 1000n;
/** The first number without a scale word (10²¹). */
export const MAX_PERSIAN_WORDS_EXCLUSIVE = THOUSAND ** BigInt(SCALES.length);

function groupWords(group: number): string {
  const hundreds = Math.floor(group / 100);
  const rest = group % 100;
  const parts = [HUNDREDS[hundreds]];
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]);
  else parts.push(TENS[Math.floor(rest / 10)], ONES[rest % 10]);
  return parts.filter(Boolean).join(AND);
}

/**
 * Writes an integer (bigint or safe integer) in Persian words, e.g. 1500 → «یک هزار و پانصد».
 * Throws a TypeError for non-integers and a RangeError from 10²¹ on.
 */
export function toPersianWords(value: number | bigint): string {
  const n = toBigIntStrict(value, 'toPersianWords');
  if (n === 0n) return ZERO;
  const magnitude = n < 0n ? -n : n;
  if (magnitude >= MAX_PERSIAN_WORDS_EXCLUSIVE) {
    throw new RangeError(`toPersianWords: ${n} has no Persian scale word`);
  }
  const words: string[] = [];
  let rest = magnitude;
  for (let scale = 0; rest > 0n; scale += 1, rest /= THOUSAND) {
    const group = Number(rest % THOUSAND);
    if (group === 0) continue;
    words.unshift([groupWords(group), SCALES[scale]].filter(Boolean).join(' '));
  }
  const text = words.join(AND);
  return n < 0n ? `${NEGATIVE} ${text}` : text;
}

/** An amount in words with its unit, for contracts: «یک هزار و پانصد ریال». */
export function toPersianAmountWords(rials: number | bigint, unit = 'ریال'): string {
  return `${toPersianWords(rials)} ${unit}`;
}
