import { formatNumber, normalizeNumberText, parseNumberText } from './number-text';

describe('number text', () => {
  it('normalises Persian and Arabic digits, separators, marks and the minus sign', () => {
    expect(normalizeNumberText('۱٬۲۳۴٫۵')).toBe('1234.5');
    expect(normalizeNumberText('\u200E\u2212١٢')).toBe('-12');
    expect(normalizeNumberText('1,234،567')).toBe('1234567');
    expect(normalizeNumberText('۲/۵')).toBe('2.5');
  });

  it('parses numbers and refuses anything else', () => {
    expect(parseNumberText('۱۲۳')).toBe(123);
    expect(parseNumberText('-۰٫۲۵')).toBe(-0.25);
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('12a')).toBeNull();
    expect(parseNumberText('1.2.3')).toBeNull();
  });

  it('formats with Persian digits and separators in Persian', () => {
    expect(formatNumber(1234567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(-1234.5, 'fa', { maxFractionDigits: 2 })).toBe('\u200E\u2212۱٬۲۳۴٫۵');
    expect(formatNumber(12345678901234567890n, 'fa')).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٬۵۶۷٬۸۹۰');
  });

  it('formats with Latin digits in English, with or without grouping', () => {
    expect(formatNumber(1234567.891, 'en', { maxFractionDigits: 2 })).toBe('1,234,567.89');
    expect(formatNumber(1234, 'en', { grouping: false })).toBe('1234');
    expect(formatNumber(0.5, 'en', { minFractionDigits: 2 })).toBe('0.50');
    expect(formatNumber(-7, 'en')).toBe('-7');
  });

  it('reads back what it writes', () => {
    for (const value of [0, 7, -1234.56, 98765432.1]) {
      expect(parseNumberText(formatNumber(value, 'fa', { maxFractionDigits: 2 }))).toBe(value);
    }
  });
});
