import { FALLBACK_DATE_PATTERN, formatJalaliDate } from './jalali-format';

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
