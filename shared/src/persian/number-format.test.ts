import { parseLocalizedNumber } from './number-input';
import { formatCompactNumber, formatNumber, formatPercent, localizeDigits } from './number-format';

describe('numbers for display', () => {
  it('formats with Persian digits and separators in Persian', () => {
    expect(formatNumber(1234567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(-1234.5, 'fa', { maxFractionDigits: 2 })).toBe('\u200E\u2212۱٬۲۳۴٫۵');
    expect(formatNumber(12345678901234567890n, 'fa')).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٬۵۶۷٬۸۹۰');
    expect(formatNumber(1.005, 'fa-IR', { maxFractionDigits: 2 })).toBe('۱٫۰۱');
  });

  it('formats with Latin digits in English, with or without grouping', () => {
    expect(formatNumber(1234567.891, 'en', { maxFractionDigits: 2 })).toBe('1,234,567.89');
    expect(formatNumber(1234, 'en', { grouping: false })).toBe('1234');
    expect(formatNumber(0.5, 'en', { minFractionDigits: 2 })).toBe('0.50');
    expect(formatNumber(-7, 'en')).toBe('-7');
  });

  it('writes percentages with the language’s percent sign', () => {
    expect(formatPercent(1.05, 'fa')).toBe('۱٫۰۵\u066A');
    expect(formatPercent(20, 'fa')).toBe('۲۰\u066A');
    expect(formatPercent(12.345, 'en')).toBe('12.35%');
    expect(formatPercent(-3.5, 'en', { maxFractionDigits: 1 })).toBe('-3.5%');
  });

  it('writes compact axis labels without Intl’s locale data', () => {
    expect(formatCompactNumber(1_250_000, 'fa')).toBe('۱٫۳ میلیون');
    expect(formatCompactNumber(12_000, 'fa')).toBe('۱۲ هزار');
    expect(formatCompactNumber(3_400_000_000, 'en')).toBe('3.4B');
    expect(formatCompactNumber(-2_500, 'en')).toBe('-2.5K');
    expect(formatCompactNumber(950, 'en')).toBe('950');
    expect(formatCompactNumber(5e12, 'fa')).toBe('۵ هزار میلیارد');
  });

  it('writes the digits of a text in the language', () => {
    expect(localizeDigits('12:05', 'fa')).toBe('۱۲:۰۵');
    expect(localizeDigits(42, 'en')).toBe('42');
  });

  it('reads back what it writes', () => {
    for (const value of [0, 7, -1234.56, 98765432.1]) {
      expect(parseLocalizedNumber(formatNumber(value, 'fa', { maxFractionDigits: 2 }))).toBe(value);
      expect(parseLocalizedNumber(formatNumber(value, 'en', { maxFractionDigits: 2 }))).toBe(value);
    }
  });
});
