import { jalaliInputToIso, jalaliPartsToIsoRange, parseJalaliInput } from './jalali-parse';

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
