// Amounts are integer rials and are shown as number then unit («۱۲٬۵۰۰٬۰۰۰ ریال»), as Iranian
// finance screens do, rather than Intl's currency style (which puts ریال first). The unit is a
// parameter because the rial is being redenominated.
import { toBigIntStrict } from './integer-input';
import type { DisplayLanguage } from './language';
import { formatNumber } from './number-format';

export const RIAL_UNIT: Record<DisplayLanguage, string> = { fa: 'ریال', en: 'IRR' };

/** An integer with grouping: `۱۲٬۵۰۰٬۰۰۰` in Persian, `12,500,000` in English. */
export function formatInteger(value: number | bigint, language: DisplayLanguage = 'fa'): string {
  return formatNumber(toBigIntStrict(value, 'formatInteger'), language);
}

/** An amount in rials with its unit: `۱۲٬۵۰۰٬۰۰۰ ریال` or `12,500,000 IRR`. */
export function formatRial(
  rials: number | bigint,
  language: DisplayLanguage = 'fa',
  unit: string = RIAL_UNIT[language],
): string {
  return `${formatInteger(rials, language)} ${unit}`;
}
