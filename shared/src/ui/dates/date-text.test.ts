import { formatIsoDate, parseDateText } from './date-text';
import { toIsoDate } from './calendar';

const iso = (text: string, language = 'fa') => {
  const date = parseDateText(text, language);
  return date && toIsoDate(date);
};

describe('date text', () => {
  it('reads Jalali yyyy, yyyy-MM and yyyy-MM-dd in Persian', () => {
    expect(iso('1404')).toBe('2025-03-21');
    expect(iso('1404-07')).toBe('2025-09-23');
    expect(iso('1404-01-01')).toBe('2025-03-21');
  });

  it('accepts Persian, Arabic-Indic and Latin digits with / or -', () => {
    expect(iso('۱۴۰۴/۰۷/۰۱')).toBe('2025-09-23');
    expect(iso('١٤٠٤-٧-١')).toBe('2025-09-23');
    expect(iso(' 1404/7/1 ')).toBe('2025-09-23');
  });

  it('refuses impossible dates and other text', () => {
    expect(iso('1404/12/30')).toBeNull();
    expect(iso('1403/12/30')).toBe('2025-03-20');
    expect(iso('1404/13/01')).toBeNull();
    expect(iso('1404/00')).toBeNull();
    expect(iso('14040101')).toBeNull();
    expect(iso('tomorrow')).toBeNull();
  });

  it('reads a Gregorian year typed in Persian as Gregorian', () => {
    expect(iso('2025-03-21')).toBe('2025-03-21');
  });

  it('reads Gregorian dates in English', () => {
    expect(iso('2025-03-21', 'en')).toBe('2025-03-21');
    expect(iso('2025/2', 'en')).toBe('2025-02-01');
    expect(iso('2025-02-29', 'en')).toBeNull();
  });

  it('shows Jalali dates with Persian digits in Persian and ISO dates in English', () => {
    expect(formatIsoDate('2025-09-23', 'fa')).toBe('۱۴۰۴/۰۷/۰۱');
    expect(formatIsoDate('2025-09-23', 'en')).toBe('2025-09-23');
    expect(formatIsoDate('2025-03-20T21:00:00Z', 'fa')).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatIsoDate('n/a', 'fa')).toBe('n/a');
  });

  it('reads back what it shows', () => {
    expect(iso(formatIsoDate('2024-03-19', 'fa'))).toBe('2024-03-19');
  });
});
