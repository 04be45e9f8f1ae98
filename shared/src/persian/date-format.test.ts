import { FALLBACK_DATE_PATTERN, formatIsoDate, formatJalaliDate } from './date-format';

describe('formatJalaliDate', () => {
  it('falls back to yyyy-MM-dd with Persian digits', () => {
    expect(FALLBACK_DATE_PATTERN).toBe('yyyy-MM-dd');
    expect(formatJalaliDate('2025-03-21')).toBe('۱۴۰۴-۰۱-۰۱');
    expect(formatJalaliDate('2025-03-21', { pattern: '' })).toBe('۱۴۰۴-۰۱-۰۱');
    expect(formatJalaliDate('2025-03-21', { pattern: null })).toBe('۱۴۰۴-۰۱-۰۱');
  });

  it("follows the culture's short date pattern", () => {
    expect(formatJalaliDate('2025-03-21', { pattern: 'yyyy/MM/dd' })).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatJalaliDate('2025-03-21', { pattern: 'yyyy/M/d' })).toBe('۱۴۰۴/۱/۱');
    expect(formatJalaliDate('2025-10-22', { pattern: 'dd.MM.yy' })).toBe('۳۰.۰۷.۰۴');
    expect(formatJalaliDate('2025-03-21', { pattern: 'y' })).toBe('۱۴۰۴');
  });

  it('writes month and weekday names and quoted text', () => {
    expect(formatJalaliDate('2025-03-21', { pattern: "dddd d MMMM yyyy 'سال'" })).toBe(
      'جمعه ۱ فروردین ۱۴۰۴ سال',
    );
    expect(formatJalaliDate('2025-03-22', { pattern: 'ddd', language: 'en' })).toBe('Saturday');
    expect(formatJalaliDate('2025-03-21', { pattern: 'd MMM yyyy', language: 'en' })).toBe(
      '1 Farvardin 1404',
    );
    expect(formatJalaliDate('2025-03-21', { pattern: '\\d d "y" y' })).toBe('d ۱ y ۱۴۰۴');
  });

  it('formats Jalali dates and lets digits be chosen', () => {
    const esfand30 = { year: 1403, month: 12, day: 30 };
    expect(formatJalaliDate(esfand30, { digits: 'latin' })).toBe('1403-12-30');
    expect(formatJalaliDate(esfand30, { language: 'en', digits: 'persian' })).toBe('۱۴۰۳-۱۲-۳۰');
  });

  it('refuses dates that do not exist', () => {
    expect(() => formatJalaliDate({ year: 1404, month: 12, day: 30 })).toThrow(RangeError);
    expect(() => formatJalaliDate('2025-02-30')).toThrow(RangeError);
  });
});

describe('formatIsoDate (in the language’s calendar)', () => {
  it('shows Jalali dates with Persian digits in Persian, by the culture’s pattern', () => {
    expect(formatIsoDate('2025-09-23', 'fa', { pattern: 'yyyy/MM/dd' })).toBe('۱۴۰۴/۰۷/۰۱');
    expect(formatIsoDate('2025-03-20', 'fa', { pattern: 'yyyy/MM/dd' })).toBe('۱۴۰۳/۱۲/۳۰');
    expect(formatIsoDate('2026-03-20', 'fa', { pattern: 'yyyy/MM/dd' })).toBe('۱۴۰۴/۱۲/۲۹');
    expect(formatIsoDate('2025-03-20T21:00:00Z', 'fa', { pattern: 'yyyy/MM/dd' })).toBe(
      '۱۴۰۴/۰۱/۰۱',
    );
  });

  it('shows Gregorian dates in English by the culture’s short date pattern', () => {
    expect(formatIsoDate('2025-09-23', 'en', { pattern: 'M/d/yyyy' })).toBe('9/23/2025');
    expect(formatIsoDate('2025-09-03', 'en', { pattern: 'dd/MM/yyyy' })).toBe('03/09/2025');
    expect(formatIsoDate('2025-09-23', 'en')).toBe('2025-09-23');
    expect(formatIsoDate('2025-03-22', 'en', { pattern: 'dddd, MMMM d, yyyy' })).toBe(
      'Saturday, March 22, 2025',
    );
  });

  it('returns text that is not a date as given', () => {
    expect(formatIsoDate('n/a', 'fa')).toBe('n/a');
  });
});
