import { toIsoDate } from './calendar';
import { formatIsoDate } from './date-format';
import {
  jalaliInputToIso,
  jalaliPartsToIsoRange,
  parseDateText,
  parseJalaliInput,
  typedDatePattern,
} from './date-input';

describe('parseJalaliInput', () => {
  it('reads a year, a year-month or a full date', () => {
    expect(parseJalaliInput('1404')).toEqual({ year: 1404 });
    expect(parseJalaliInput('1404-07')).toEqual({ year: 1404, month: 7 });
    expect(parseJalaliInput('1404-07-01')).toEqual({ year: 1404, month: 7, day: 1 });
  });

  it('accepts slashes, one-digit parts, Persian and Arabic digits and stray marks', () => {
    expect(parseJalaliInput('۱۴۰۴/۷/۱')).toEqual({ year: 1404, month: 7, day: 1 });
    expect(parseJalaliInput('١٤٠٣-١٢-٣٠')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(parseJalaliInput(' \u200F۱۴۰۴/۰۷ ')).toEqual({ year: 1404, month: 7 });
  });

  it.each([
    '',
    '140',
    '14045',
    '1404-13',
    '1404-00',
    '1404-12-30',
    '1404-06-32',
    '1404-07-00',
    '1404-7-1-2',
    '1404.07.01',
    '0000',
    '1404--07',
  ])('refuses %j', (text) => {
    expect(parseJalaliInput(text)).toBeNull();
  });
});

describe('jalaliInputToIso', () => {
  it('converts a full typed date to ISO', () => {
    expect(jalaliInputToIso('۱۴۰۴/۰۱/۰۱')).toBe('2025-03-21');
    expect(jalaliInputToIso('1403-12-30')).toBe('2025-03-20');
  });

  it('returns null for partial or wrong input', () => {
    expect(jalaliInputToIso('1404')).toBeNull();
    expect(jalaliInputToIso('1404-07')).toBeNull();
    expect(jalaliInputToIso('1404-12-30')).toBeNull();
  });
});

describe('jalaliPartsToIsoRange', () => {
  it('covers a whole year, a whole month or one day', () => {
    expect(jalaliPartsToIsoRange({ year: 1403 })).toEqual({
      start: '2024-03-20',
      end: '2025-03-20',
    });
    expect(jalaliPartsToIsoRange({ year: 1404, month: 12 })).toEqual({
      start: '2026-02-20',
      end: '2026-03-20',
    });
    expect(jalaliPartsToIsoRange({ year: 1404, month: 1, day: 1 })).toEqual({
      start: '2025-03-21',
      end: '2025-03-21',
    });
  });
});

describe('parseDateText (the date box, in the language’s calendar)', () => {
  const iso = (text: string, language = 'fa') => {
    const date = parseDateText(text, language);
    return date && toIsoDate(date);
  };

  it('reads Jalali yyyy, yyyy-MM and yyyy-MM-dd in Persian; a missing part is the first', () => {
    expect(iso('1404')).toBe('2025-03-21');
    expect(iso('1404-07')).toBe('2025-09-23');
    expect(iso('1404-01-01')).toBe('2025-03-21');
  });

  it('accepts Persian, Arabic-Indic and Latin digits with / or -', () => {
    expect(iso('۱۴۰۴/۰۷/۰۱')).toBe('2025-09-23');
    expect(iso('١٤٠٤-٧-١')).toBe('2025-09-23');
    expect(iso(' 1404/7/1 ')).toBe('2025-09-23');
  });

  it('knows Esfand of leap and common years', () => {
    expect(iso('1403/12/30')).toBe('2025-03-20');
    expect(iso('1404/12/29')).toBe('2026-03-20');
    expect(iso('1404/12/30')).toBeNull();
    expect(iso('1399/12/30')).toBe('2021-03-20');
  });

  it('refuses impossible dates and other text', () => {
    expect(iso('1404/13/01')).toBeNull();
    expect(iso('1404/00')).toBeNull();
    expect(iso('14040101')).toBeNull();
    expect(iso('tomorrow')).toBeNull();
  });

  it('reads a Gregorian year typed in Persian as Gregorian, and Gregorian dates in English', () => {
    expect(iso('2025-03-21')).toBe('2025-03-21');
    expect(iso('2025-03-21', 'en')).toBe('2025-03-21');
    expect(iso('2025/2', 'en')).toBe('2025-02-01');
    expect(iso('2025-02-29', 'en')).toBeNull();
    expect(iso('2024-02-29', 'en')).toBe('2024-02-29');
  });

  it('reads back what a date box shows', () => {
    for (const language of ['fa', 'en']) {
      for (const day of ['2024-03-19', '2025-03-20', '2026-03-20']) {
        const shown = formatIsoDate(day, language, { pattern: typedDatePattern(language) });
        expect([language, iso(shown, language)]).toEqual([language, day]);
      }
    }
    expect(formatIsoDate('2025-03-20', 'fa', { pattern: typedDatePattern('fa') })).toBe(
      '۱۴۰۳/۱۲/۳۰',
    );
  });
});
