// Decimals in Persian words as contracts write them: the whole part, «و», then the fraction as a
// count of tenths, hundredths, thousandths… (1.05 → «یک و پنج صدم», 12.5 → «دوازده و پنج دهم»);
// a fraction alone has no «صفر و» (0.05 → «پنج صدم»). Reading the fraction's digits as a number
// after «ممیز» lost its leading zeros: 1.05 and 1.5 were both «یک ممیز پنج».
import { toPersianWords } from '@crm/shared/persian';

/** The fraction's denominator by its number of digits: tenths to billionths. */
const FRACTION_UNITS = [
  'دهم',
  'صدم',
  'هزارم',
  'ده‌هزارم',
  'صدهزارم',
  'میلیونیم',
  'ده‌میلیونیم',
  'صدمیلیونیم',
  'میلیاردیم',
];
export const MAX_FRACTION_DIGITS = FRACTION_UNITS.length;
const NEGATIVE = 'منفی';
const AND = ' و ';
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Writes a decimal given as text (`-12.05`: Latin digits, a point, no separators) in Persian
 * words; trailing zeros of the fraction say nothing (12.50 is «دوازده و پنج دهم», 3.0 «سه»).
 * Throws a RangeError for other text, more than nine fraction digits, or a whole part from 10²¹.
 */
export function decimalToPersianWords(decimal: string): string {
  const match = DECIMAL.exec(decimal);
  if (!match) throw new RangeError(`decimalToPersianWords: not a decimal: ${decimal}`);
  const [, sign, wholeDigits, fractionDigits = ''] = match;
  const fraction = fractionDigits.replace(/0+$/, '');
  if (fraction.length > MAX_FRACTION_DIGITS)
    throw new RangeError(`decimalToPersianWords: more than ${MAX_FRACTION_DIGITS} decimals`);
  const whole = BigInt(wholeDigits!);
  if (fraction === '') return toPersianWords(sign ? -whole : whole);
  const fractionWords = `${toPersianWords(BigInt(fraction))} ${FRACTION_UNITS[fraction.length - 1]}`;
  const magnitude = whole === 0n ? fractionWords : `${toPersianWords(whole)}${AND}${fractionWords}`;
  return sign ? `${NEGATIVE} ${magnitude}` : magnitude;
}
