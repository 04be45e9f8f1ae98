import { currentJalaliMonth, currentJalaliYear, todayIso } from './jalali-periods';

// 2025-10-22 20:45 UTC is already 2025-10-23 (1 Aban 1404) in Tehran (UTC+03:30).
const lateEveningUtc = new Date('2025-10-22T20:45:00Z');

describe('todayIso', () => {
  it('is the day in Tehran by default', () => {
    expect(todayIso(lateEveningUtc)).toBe('2025-10-23');
    expect(todayIso(lateEveningUtc, 'UTC')).toBe('2025-10-22');
  });

  it('uses the clock when no time is given', () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('currentJalaliMonth', () => {
  it('spans the Jalali month of today in Tehran', () => {
    expect(currentJalaliMonth(lateEveningUtc)).toEqual({ start: '2025-10-23', end: '2025-11-21' });
    expect(currentJalaliMonth(lateEveningUtc, 'UTC')).toEqual({
      start: '2025-09-23',
      end: '2025-10-22',
    });
  });

  it('ends a leap Esfand on its 30th', () => {
    expect(currentJalaliMonth(new Date('2025-03-01T12:00:00Z'))).toEqual({
      start: '2025-02-19',
      end: '2025-03-20',
    });
  });
});

describe('currentJalaliYear', () => {
  it('spans Farvardin 1 to the last day of Esfand', () => {
    expect(currentJalaliYear(lateEveningUtc)).toEqual({ start: '2025-03-21', end: '2026-03-20' });
    expect(currentJalaliYear(new Date('2025-03-20T12:00:00Z'))).toEqual({
      start: '2024-03-20',
      end: '2025-03-20',
    });
  });
});
