import {
  instantToJalali,
  isIsoDate,
  isValidJalaliDate,
  isoToJalali,
  jalaliMonthLength,
  jalaliToIso,
} from './jalali-date';

describe('isoToJalali and jalaliToIso', () => {
  it.each([
    ['2025-03-21', 1404, 1, 1],
    ['2025-03-20', 1403, 12, 30],
    ['2026-03-20', 1404, 12, 29],
    ['2024-03-20', 1403, 1, 1],
    ['2025-09-23', 1404, 7, 1],
    ['2000-01-01', 1378, 10, 11],
  ])('%s is %i/%i/%i', (iso, year, month, day) => {
    expect(isoToJalali(iso)).toEqual({ year, month, day });
    expect(jalaliToIso({ year, month, day })).toBe(iso);
  });

  it('round-trips every day of a leap and a common year', () => {
    for (const year of [1403, 1404]) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= jalaliMonthLength(year, month); day += 1) {
          expect(isoToJalali(jalaliToIso({ year, month, day }))).toEqual({ year, month, day });
        }
      }
    }
  });

  it('refuses impossible dates instead of clamping them', () => {
    expect(() => jalaliToIso({ year: 1404, month: 12, day: 30 })).toThrow(RangeError);
    expect(() => jalaliToIso({ year: 1404, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => isoToJalali('2025-02-30')).toThrow(RangeError);
    expect(() => isoToJalali('2025-3-21')).toThrow(RangeError);
    expect(() => isoToJalali('2025-03-21T00:00:00Z')).toThrow(RangeError);
  });
});

describe('jalaliMonthLength and isValidJalaliDate', () => {
  it('gives Esfand 30 days in leap years only', () => {
    expect(jalaliMonthLength(1399, 12)).toBe(30);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1404, 6)).toBe(31);
    expect(jalaliMonthLength(1404, 7)).toBe(30);
  });

  it('checks every field', () => {
    expect(isValidJalaliDate({ year: 1403, month: 12, day: 30 })).toBe(true);
    expect(isValidJalaliDate({ year: 1404, month: 6, day: 32 })).toBe(false);
    expect(isValidJalaliDate({ year: 1404, month: 0, day: 1 })).toBe(false);
    expect(isValidJalaliDate({ year: 0, month: 1, day: 1 })).toBe(false);
    expect(isValidJalaliDate({ year: 1404, month: 1.5, day: 1 })).toBe(false);
    expect(isValidJalaliDate({ year: 9378, month: 1, day: 1 })).toBe(false);
  });
});

describe('isIsoDate', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('۲۰۲۵-۰۳-۲۱')).toBe(false);
  });
});

describe('instantToJalali', () => {
  it('takes the day in Tehran, not in UTC', () => {
    expect(instantToJalali('2025-03-20T21:00:00Z')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(instantToJalali(new Date('2025-03-20T20:00:00Z'))).toEqual({
      year: 1403,
      month: 12,
      day: 30,
    });
  });

  it('can use another time zone', () => {
    expect(instantToJalali('2025-03-20T21:00:00Z', 'UTC')).toEqual({
      year: 1403,
      month: 12,
      day: 30,
    });
  });
});
