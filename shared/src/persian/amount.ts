// Amounts are integer rials and are shown as number then unit («۱۲٬۵۰۰٬۰۰۰ ریال»), as Iranian
// finance screens do, rather than Intl's currency style (which puts ریال first). Grouping is
// done here, not by Intl, so output does not drift with the ICU version. The unit is a
// parameter because the rial is being redenominated.
import { toPersianDigits } from './digits';
import { toBigIntStrict } from './integer-input';

export type AmountLanguage = 'fa' | 'en';

/** Arabic thousands separator (U+066C), what Intl fa-IR uses. */
const PERSIAN_GROUP = '\u066C';
/** Left-to-right mark + minus sign (U+2212): keeps the sign on the left in RTL text. */
const PERSIAN_MINUS = '\u200E\u2212';

export const RIAL_UNIT: Record<AmountLanguage, string> = { fa: 'ریال', en: 'IRR' };

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** An integer with grouping: `۱۲٬۵۰۰٬۰۰۰` in Persian, `12,500,000` in English. */
export function formatInteger(value: number | bigint, language: AmountLanguage = 'fa'): string {
  const n = toBigIntStrict(value, 'formatInteger');
  const magnitude = (n < 0n ? -n : n).toString();
  if (language === 'en') return `${n < 0n ? '-' : ''}${groupDigits(magnitude, ',')}`;
  const grouped = toPersianDigits(groupDigits(magnitude, PERSIAN_GROUP));
  return n < 0n ? `${PERSIAN_MINUS}${grouped}` : grouped;
}

/** An amount in rials with its unit: `۱۲٬۵۰۰٬۰۰۰ ریال` or `12,500,000 IRR`. */
export function formatRial(
  rials: number | bigint,
  language: AmountLanguage = 'fa',
  unit: string = RIAL_UNIT[language],
): string {
  return `${formatInteger(rials, language)} ${unit}`;
}
