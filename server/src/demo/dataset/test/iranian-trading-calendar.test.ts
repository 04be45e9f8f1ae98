// Trading days are Saturday to Wednesday, less Nowruz and a handful of other holidays.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { demoCalendar, iranianHolidays, tradingDaysBetween } from '../holidays';
import { weekdayOf } from '../../../portfolio/engine';

describe('Iranian trading calendar', () => {
  const calendar = demoCalendar();

  it('trades Saturday to Wednesday and rests Thursday and Friday', () => {
    const week = [
      '2024-01-06',
      '2024-01-07',
      '2024-01-08',
      '2024-01-09',
      '2024-01-10',
      '2024-01-11',
      '2024-01-12',
    ];
    expect(week.map((d) => calendar.isTradingDay(d))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('closes for Nowruz, 12–13 Farvardin, 14–15 Khordad, 22 Bahman, 29 Esfand and Tasua/Ashura', () => {
    for (const day of [
      '2024-03-20',
      '2024-03-23',
      '2024-03-31',
      '2024-04-01',
      '2024-06-03',
      '2024-06-04',
      '2025-02-10',
      '2025-03-19',
      '2024-07-16',
    ]) {
      expect([day, calendar.isTradingDay(day)]).toEqual([day, false]);
    }
    expect(calendar.isTradingDay('2024-03-24')).toBe(true);
  });

  it('lists a small fixed set of holidays', () => {
    const holidays = iranianHolidays();
    expect(holidays.length).toBeGreaterThan(60);
    expect(holidays.length).toBeLessThan(120);
    expect(new Set(holidays).size).toBe(holidays.length);
  });

  it('gives about 240 trading days a year', () => {
    const days = tradingDaysBetween(calendar, '2023-03-21', '2024-03-19');
    expect(days.length).toBeGreaterThan(230);
    expect(days.length).toBeLessThan(255);
    expect(days.every((d) => weekdayOf(d) !== 4 && weekdayOf(d) !== 5)).toBe(true);
  });
});
