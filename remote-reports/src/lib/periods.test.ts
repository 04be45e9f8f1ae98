import { jalaliMonthStarts, monthLabel, presetRange } from './periods';

describe('report periods', () => {
  // 2025-06-10 is 20 Khordad 1404.
  const span = { fromDate: '2022-05-01', toDate: '2025-06-10' };

  it('starts "this year" on 1 Farvardin and "this month" on the 1st of the Jalali month', () => {
    expect(presetRange('thisYear', span)).toEqual({
      fromDate: '2025-03-21',
      toDate: '2025-06-10',
    });
    expect(presetRange('thisMonth', span)).toEqual({
      fromDate: '2025-05-22',
      toDate: '2025-06-10',
    });
    expect(presetRange('sinceStart', span)).toEqual(span);
  });

  it('anchors the presets on the last valued day, not on today', () => {
    // The 1st of Tir 1404 (2025-06-22) with closes up to the day before: Khordad is shown.
    const lastMonth = { fromDate: '2022-05-01', toDate: '2025-06-21' };
    expect(presetRange('thisMonth', lastMonth)).toEqual({
      fromDate: '2025-05-22',
      toDate: '2025-06-21',
    });
  });

  it('clamps a preset to the basket’s valued days', () => {
    const young = { fromDate: '2025-04-15', toDate: '2025-06-10' };
    expect(presetRange('thisYear', young)).toEqual(young);
  });

  it('ticks at Jalali month starts, thinned', () => {
    expect(jalaliMonthStarts('2025-03-01', '2025-06-10')).toEqual([
      '2025-03-21',
      '2025-04-21',
      '2025-05-22',
    ]);
    expect(jalaliMonthStarts('2020-01-01', '2025-01-01', 6).length).toBeLessThanOrEqual(6);
  });

  it('labels ticks with Jalali months in Persian and Gregorian ones in English', () => {
    expect(monthLabel(new Date('2025-03-21T00:00:00Z'), 'fa')).toBe('فروردین ۱۴۰۴');
    expect(monthLabel(new Date('2026-02-20T00:00:00Z'), 'fa')).toBe('اسفند ۱۴۰۴');
    expect(monthLabel(new Date('2025-03-21T00:00:00Z'), 'en')).toBe('March 2025');
  });
});
